import type { Answer, Choice } from '../personal/form.ts';

export type { Answer, Choice };

/**
 * The older other-details form (course spec §3 "Other details (older)"), with the spec's field names
 * and a name for each of its two "completed date"s. Dates are yyyy-MM-dd, scores as typed ('6.5'),
 * text '' when empty. The shared contract of the step: domain rules, machine, screen and server.
 */
export interface OtherDetailsForm {
  /** -1 for an application not saved yet. */
  applicationId: number;
  englishIsFirstLanguage: Answer;
  /** Only when English is not the first language: a languages id (English itself is not offered). */
  firstLanguage: Choice;
  englishSecondaryStudy: Answer;
  englishSecondaryStudyCompletedDate: string;
  englishPostSecondaryStudy: Answer;
  englishPostSecondaryStudyCompletedDate: string;
  completedEnglishTest: Answer;
  /** An englishTest id (course spec §9: 505, 2113, 2112, 1591, 1587). */
  englishTestType: Choice;
  testDate: string;
  /** The overall result; the OET (2113) has none. */
  finalResult: string;
  listening: string;
  speaking: string;
  reading: string;
  writing: string;
  /** How the applicant uses English, in their words. */
  useOfEnglish: string;
  studiedByAgent: Answer;
  /** Only when studied by an agent: an agencies id. */
  agency: Choice;
}

export type OtherDetailsField = keyof OtherDetailsForm;

/** The four skills, in the order the tests report them. */
export const SKILLS = ['listening', 'speaking', 'reading', 'writing'] as const;
/** Every result of a test: what a new test clears. */
export const TEST_RESULTS = ['finalResult', ...SKILLS] as const;
