import type { FieldTable } from '../steps/fields.ts';
import { MaxLength as L } from './constants.ts';
import type { EmploymentItem, QualificationItem, QualificationsForm } from './form.ts';

const choice = (label: string) => ({ kind: 'choice', label }) as const;
const answer = (label: string) => ({ kind: 'answer', label }) as const;
const text = (label: string, maxLength: number) => ({ kind: 'text', label, maxLength }) as const;
const date = (label: string) => ({ kind: 'date', label, maxLength: 10 }) as const;
const score = (label: string) => ({ kind: 'text', label, maxLength: L.testScore }) as const;

/** One qualification's fields (course spec §3), in the order its section shows them. */
export const qualificationItemFields = {
  qualificationType: choice('Qualification Type'),
  name: text('Qualification Name', L.name),
  completed: answer('Have you completed this qualification?'),
  intendToComplete: answer('Do you intend to complete this qualification?'),
  excludedFromInstitution: answer('Were you excluded from the institution?'),
  excludedDetails: { kind: 'multiline', label: 'Exclusion Details', maxLength: L.excludedDetails },
  startDate: date('Start Date'),
  endDate: date('End Date'),
  institution: text('Institution', L.institution),
  country: choice('Country'),
  state: choice('State'),
  studentNum: text('Student Number', L.studentNum),
  score: text('Score', L.score),
  englishIsSoleLanguage: answer('Was English the only language of instruction?'),
  yearLeftSchool: { kind: 'year', label: 'Year Left School', maxLength: 4, allowed: 'digits' },
  levelLeftSchool: choice('Level Left School'),
  year12ResultsType: choice('Year 12 Results Type'),
  internationalBaccalaureateAggregateScore: {
    kind: 'text',
    label: 'International Baccalaureate Aggregate Score',
    maxLength: L.ibScore,
    allowed: 'digits',
  },
} as const satisfies FieldTable<QualificationItem>;

/** One employment entry's fields (spec §3 employments). */
export const employmentItemFields = {
  id: choice('Employment'),
  name: text('Employer', L.employer),
  position: text('Position', L.position),
  inService: answer('Do you still work there?'),
  startDate: date('Start Date'),
  endDate: date('End Date'),
} as const satisfies FieldTable<EmploymentItem>;

/**
 * The qualifications step's field table (spec §2 "Qualifications screen", §3), in form order: its zod
 * shape, empty form and labels are made from it; its rules are in rules.ts and rules-items.ts.
 */
export const qualificationsFields = {
  applicationId: { kind: 'applicationId' },
  applicationCategory: { kind: 'category' },
  qualificationTypes: { kind: 'choices', label: 'Qualification Types' },
  qualifications: { kind: 'items', label: 'Qualifications', item: qualificationItemFields },
  // English provider
  hasEnglishProvider: answer('Have you studied English with an English language provider?'),
  englishProvider: choice('English Provider'),
  englishProviderName: text('Institution Name', L.englishProviderName),
  englishProviderStartDate: date('Start Date'),
  englishProviderEndDate: date('End Date'),
  exemptFromProvidingEvidence: answer('Are you exempt from providing evidence of English proficiency?'),
  exemptionReason: choice('Exemption Reason'),
  // English test
  completedEnglishTest: answer('Have you completed an English test?'),
  englishTestType: choice('English Test'),
  englishTestDate: date('Test Date'),
  englishTestCountry: choice('Test Country'),
  englishTestCity: {
    kind: 'text',
    label: 'Test City',
    maxLength: L.englishTestCity,
    allowed: 'lettersDigitsSpaces',
  },
  scoreType: choice('Score Type'),
  finalResult: score('Overall Score'),
  listening: score('Listening'),
  speaking: score('Speaking'),
  reading: score('Reading'),
  writing: score('Writing'),
  listeningGrade: choice('Listening Grade'),
  speakingGrade: choice('Speaking Grade'),
  readingGrade: choice('Reading Grade'),
  writingGrade: choice('Writing Grade'),
  // requirements
  englishLanguageRequirements: answer('Do you meet the English language requirements of your course?'),
  formOfTesting: choice('Form of Testing'),
  formOfTestingComments: { kind: 'multiline', label: 'Comments', maxLength: L.formOfTestingComments },
  employments: { kind: 'items', label: 'Employment', item: employmentItemFields },
} as const satisfies FieldTable<QualificationsForm>;

type Labelled<T> = Exclude<keyof T, 'applicationId' | 'applicationCategory'>;
const labels = <T extends Record<string, object>>(table: T) =>
  Object.fromEntries(
    Object.entries(table).flatMap(([field, spec]) => ('label' in spec ? [[field, spec.label]] : [])),
  ) as Record<Labelled<T>, string>;

/** Each field's visible label, from the tables. */
export const qualificationsLabels = labels(qualificationsFields);
export const qualificationItemLabels = labels(qualificationItemFields);
export const employmentItemLabels = labels(employmentItemFields);
