import { AUSTRALIA } from '../reference/codes.ts';
import {
  ENGLISH_PROVIDER_OTHER,
  EnglishTest,
  FORMS_NEEDING_COMMENTS,
  ScoreType,
  SECONDARY_SCHOOL,
  YEAR12_INTERNATIONAL_BACCALAUREATE,
} from './constants.ts';
import type { QualificationsContext } from './context.ts';
import type { EmploymentItem, QualificationItem, QualificationsForm } from './form.ts';

type Rule = (form: QualificationsForm, ctx: QualificationsContext) => boolean;

const provider: Rule = (form) => form.hasEnglishProvider === true;
const test: Rule = (form) => form.completedEnglishTest === true && form.englishTestType !== null;
const oet: Rule = (form, ctx) => test(form, ctx) && form.englishTestType === EnglishTest.oet;

/**
 * Which conditional parts of the qualifications step are shown (course spec §2–§6). Only shown fields
 * are validated, and a save empties the others.
 * - The provider's details once the applicant says they studied with one; its name for 1635 (other).
 * - The exemption reason is staff's (§6); the evidence notice is everyone else's (§2), both once the
 *   exemption is asked for.
 * - The test's details once a test was taken; the OET (2113) asks its score type and reports the four
 *   skills only, as scores (1863) or grades (1864); every other test has an overall score too.
 * - Form of testing once the requirements are met (§4), comments for 2111 and 2105 (§5).
 */
export const Shown = {
  englishProvider: provider,
  englishProviderName: (form, ctx) => provider(form, ctx) && form.englishProvider === ENGLISH_PROVIDER_OTHER,
  exemptionReason: (form, ctx) => ctx.mode === 'staff' && form.exemptFromProvidingEvidence === true,
  evidenceNotice: (form, ctx) => ctx.mode !== 'staff' && form.exemptFromProvidingEvidence === true,
  englishTest: (form) => form.completedEnglishTest === true,
  scoreType: oet,
  finalResult: (form, ctx) => test(form, ctx) && !oet(form, ctx),
  skillScores: (form, ctx) => test(form, ctx) && (!oet(form, ctx) || form.scoreType === ScoreType.scores),
  skillGrades: (form, ctx) => oet(form, ctx) && form.scoreType === ScoreType.grades,
  formOfTesting: (form) => form.englishLanguageRequirements === true,
  formOfTestingComments: (form) =>
    form.englishLanguageRequirements === true &&
    form.formOfTesting !== null &&
    FORMS_NEEDING_COMMENTS.includes(form.formOfTesting),
} satisfies Record<string, Rule>;

export type ShownPart = keyof typeof Shown;

type ItemRule = (item: QualificationItem) => boolean;
const secondary: ItemRule = (item) => item.qualificationType === SECONDARY_SCHOOL;
const notCompleted: ItemRule = (item) => item.completed === false;

/**
 * A qualification's conditional fields: the state in Australia (752); for secondary school (500) when
 * and at what level it was left and how year 12 was assessed, with the IB score for 1861; for one not
 * completed, whether it will be and whether the person was excluded (with the details).
 */
export const ItemShown = {
  state: (item) => item.country === AUSTRALIA,
  secondary,
  ibScore: (item) => secondary(item) && item.year12ResultsType === YEAR12_INTERNATIONAL_BACCALAUREATE,
  notCompleted,
  excludedDetails: (item) => notCompleted(item) && item.excludedFromInstitution === true,
} satisfies Record<string, ItemRule>;

export type ItemShownPart = keyof typeof ItemShown;

/** An employment still held has no end date. */
export const EmploymentShown = {
  endDate: (item: EmploymentItem) => item.inService !== true,
};
