import type { FieldTable } from '../steps/fields.ts';
import { MaxLength as L } from './constants.ts';
import type { OtherDetailsForm } from './form.ts';

const answer = (label: string) => ({ kind: 'answer', label }) as const;
const choice = (label: string) => ({ kind: 'choice', label }) as const;
const date = (label: string) => ({ kind: 'date', label, maxLength: L.date }) as const;
const score = (label: string) => ({ kind: 'text', label, maxLength: L.score }) as const;

/**
 * The older other-details step's field table (course spec §2 "Other Details screen (older)", §3), in
 * form order: its zod shape, empty form and labels are made from it; its rules are in rules.ts.
 */
export const otherDetailsFields = {
  applicationId: { kind: 'applicationId' },
  // English Proficiency
  englishIsFirstLanguage: answer('Is English your first language?'),
  firstLanguage: choice('First Language'),
  englishSecondaryStudy: answer('Have you completed secondary studies taught in English?'),
  englishSecondaryStudyCompletedDate: date('Secondary Studies Completion Date'),
  englishPostSecondaryStudy: answer('Have you completed post-secondary studies taught in English?'),
  englishPostSecondaryStudyCompletedDate: date('Post-secondary Studies Completion Date'),
  completedEnglishTest: answer('Have you completed an English test?'),
  englishTestType: choice('English Test'),
  testDate: date('Test Date'),
  finalResult: score('Overall Score'),
  listening: score('Listening'),
  speaking: score('Speaking'),
  reading: score('Reading'),
  writing: score('Writing'),
  useOfEnglish: { kind: 'multiline', label: 'Use of English', maxLength: L.useOfEnglish },
  // Agency Details
  studiedByAgent: answer('Are you applying through an education agent?'),
  agency: choice('Agency'),
} as const satisfies FieldTable<OtherDetailsForm>;

type Labelled = Exclude<keyof typeof otherDetailsFields, 'applicationId'>;

/** Each shown field's visible label, from the table. */
export const otherDetailsLabels = Object.fromEntries(
  Object.entries(otherDetailsFields).flatMap(([field, spec]) =>
    'label' in spec ? [[field, spec.label]] : [],
  ),
) as Record<Labelled, string>;
