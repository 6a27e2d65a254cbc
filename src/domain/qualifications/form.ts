import type { Answer, Choice } from '../personal/form.ts';
import type { Category } from '../user.ts';

export type { Answer, Choice };

/**
 * One qualification (course spec §3 "Qualifications form"): one entry per ticked qualification type.
 * Dates are yyyy-MM-dd; years yyyy; text '' when empty.
 */
export interface QualificationItem {
  qualificationType: Choice;
  completed: Answer;
  name: string;
  startDate: string;
  endDate: string;
  institution: string;
  country: Choice;
  /** Only when the country is 752 (Australia). */
  state: Choice;
  studentNum: string;
  /** The result; for secondary school up to 4 digits with one decimal (an ATAR such as 85.5). */
  score: string;
  englishIsSoleLanguage: Answer;
  /** Not completed: do you intend to complete it? */
  intendToComplete: Answer;
  /** Not completed: were you excluded from the institution, and why. */
  excludedFromInstitution: Answer;
  excludedDetails: string;
  /** Secondary school (type 500) only. */
  yearLeftSchool: string;
  levelLeftSchool: Choice;
  year12ResultsType: Choice;
  /** Year 12 results type 1861 only: 21 to 45. */
  internationalBaccalaureateAggregateScore: string;
}

/** One employment entry (spec §3 employments); optional. */
export interface EmploymentItem {
  /** The entry's id once saved (null for a new one). */
  id: Choice;
  /** The employer. */
  name: string;
  /** Still working there: no end date then. */
  inService: Answer;
  startDate: string;
  endDate: string;
  position: string;
}

/**
 * The qualifications, English proficiency and employment form (course spec §3), with the spec's field
 * names. The shared contract of the step: domain rules, machine, screen and server read this type.
 */
export interface QualificationsForm {
  /** -1 for an application not saved yet. */
  applicationId: number;
  applicationCategory: Category;
  /** The ticked qualification types (spec §2 checkboxes); each has its entry in `qualifications`. */
  qualificationTypes: number[];
  qualifications: QualificationItem[];
  // English provider
  hasEnglishProvider: Answer;
  englishProvider: Choice;
  /** Provider 1635 (other institution): its name. */
  englishProviderName: string;
  englishProviderStartDate: string;
  englishProviderEndDate: string;
  exemptFromProvidingEvidence: Answer;
  /** Staff only (spec §6): why the evidence is not needed. */
  exemptionReason: Choice;
  // English test
  completedEnglishTest: Answer;
  englishTestType: Choice;
  englishTestDate: string;
  englishTestCountry: Choice;
  englishTestCity: string;
  /** Test 2113 (OET) only: 1863 scores or 1864 grades. */
  scoreType: Choice;
  /** The overall result (not for the OET, which reports each skill). */
  finalResult: string;
  listening: string;
  speaking: string;
  reading: string;
  writing: string;
  /** OET grades (score type 1864): englishGrades ids. */
  listeningGrade: Choice;
  speakingGrade: Choice;
  readingGrade: Choice;
  writingGrade: Choice;
  // requirements
  englishLanguageRequirements: Answer;
  formOfTesting: Choice;
  formOfTestingComments: string;
  employments: EmploymentItem[];
}

export type QualificationsField = keyof QualificationsForm;
export type QualificationItemField = keyof QualificationItem;
export type EmploymentField = keyof EmploymentItem;

/** The four skills, as score fields and grade fields. */
export const SKILL_SCORES = ['listening', 'speaking', 'reading', 'writing'] as const;
export const SKILL_GRADES = ['listeningGrade', 'speakingGrade', 'readingGrade', 'writingGrade'] as const;
export const TEST_SCORES = ['finalResult', ...SKILL_SCORES] as const;
