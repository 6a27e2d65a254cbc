import { EnglishTest } from '../qualifications/constants.ts';
import type { OtherDetailsForm } from './form.ts';

type Rule = (form: OtherDetailsForm) => boolean;

const test: Rule = (form) => form.completedEnglishTest === true;
const testChosen: Rule = (form) => test(form) && form.englishTestType !== null;

/**
 * Which conditional parts of the older other-details step are shown (course spec §2, §3; the spec
 * shows no field rules, so each question opens what it asks about). Only shown fields are validated,
 * and a save empties the others.
 * - The first language once English is said not to be it.
 * - Each study's completion date once it is said to be completed.
 * - The test's type and date once a test was taken; its results once the test is chosen: the overall
 *   score (not for the OET, 2113, which reports the four skills only) and the four skills.
 * - The agency once the applicant says an agent is involved.
 */
export const Shown = {
  firstLanguage: (form) => form.englishIsFirstLanguage === false,
  secondaryCompletedDate: (form) => form.englishSecondaryStudy === true,
  postSecondaryCompletedDate: (form) => form.englishPostSecondaryStudy === true,
  englishTest: test,
  finalResult: (form) => testChosen(form) && form.englishTestType !== EnglishTest.oet,
  skillScores: testChosen,
  agency: (form) => form.studiedByAgent === true,
} satisfies Record<string, Rule>;

export type ShownPart = keyof typeof Shown;
