import { EnglishTest, ScoreType } from '../qualifications/constants.ts';
import { overallCheck, skillCheck } from '../qualifications/scores.ts';
import { date, inList, maxLength } from '../steps/checks.ts';
import { isoDate } from '../steps/dates.ts';
import type { Check, FieldRule } from '../steps/rule.ts';
import { ENGLISH_LANGUAGE, MaxLength as L } from './constants.ts';
import type { OtherDetailsContext } from './context.ts';
import type { OtherDetailsForm } from './form.ts';
import { OtherDetailsMsg as M } from './messages.ts';
import { Shown } from './visibility.ts';

type Rule = FieldRule<OtherDetailsForm, OtherDetailsContext>;
type OtherCheck = Check<OtherDetailsForm, OtherDetailsContext>;

/** The first languages offered: every language but English (the answer was that it is not the first). */
export const firstLanguages = (ctx: Pick<OtherDetailsContext, 'lists'>) =>
  ctx.lists.languages.filter((item) => item.id !== ENGLISH_LANGUAGE);

/** A date that has not come yet cannot be a completion or test date (checked after `date`). */
const notFuture =
  (message: string): OtherCheck =>
  (value, _form, ctx) =>
    String(value) > isoDate(ctx.now()) ? message : undefined;

/** The overall score in the chosen test's range (the qualifications step's ranges, course spec §5). */
const overall: OtherCheck = (value, form, ctx) => overallCheck(form.englishTestType)?.(value, form, ctx);

/**
 * A skill score in the chosen test's range. This step asks no score type: the OET's skills are
 * scores, 0 to 500 (course spec §5, score type 1863).
 */
const skill: OtherCheck = (value, form, ctx) =>
  skillCheck(form.englishTestType, ScoreType.scores)?.(value, form, ctx);

/** The OET has no overall score: its four skills are its result, so they are required instead. */
const oetSkillRequired = (message: string) => (form: OtherDetailsForm) =>
  form.englishTestType === EnglishTest.oet ? message : undefined;

const skillRule = (field: Rule['field'], required: string): Rule => ({
  field,
  shown: Shown.skillScores,
  required: oetSkillRequired(required),
  checks: [skill],
});

const completedDate = (field: Rule['field'], shown: (form: OtherDetailsForm) => boolean, required: string) =>
  ({ field, shown, required, checks: [date, notFuture(M.completedDateFuture)] }) satisfies Rule;

/**
 * The older other-details step's rules, in form order. The spec shows none (§5), so these are what
 * any user expects: choices from their lists, real dates from 1900 to today, the tests' score ranges,
 * the text limit, and what a question opens is required (a first language other than English, a
 * completion date, a test's type, date and overall score — the OET's four skills —, the agency).
 */
export const otherDetailsRules: readonly Rule[] = [
  { field: 'englishIsFirstLanguage' },
  {
    field: 'firstLanguage',
    shown: Shown.firstLanguage,
    required: M.firstLanguageRequired,
    checks: [inList((_form, ctx) => firstLanguages(ctx))],
  },
  { field: 'englishSecondaryStudy' },
  completedDate('englishSecondaryStudyCompletedDate', Shown.secondaryCompletedDate, M.secondaryDateRequired),
  { field: 'englishPostSecondaryStudy' },
  completedDate(
    'englishPostSecondaryStudyCompletedDate',
    Shown.postSecondaryCompletedDate,
    M.postSecondaryDateRequired,
  ),
  { field: 'completedEnglishTest' },
  {
    field: 'englishTestType',
    shown: Shown.englishTest,
    required: M.englishTestRequired,
    checks: [inList((_form, ctx) => ctx.lists.englishTest)],
  },
  {
    field: 'testDate',
    shown: Shown.englishTest,
    required: M.testDateRequired,
    checks: [date, notFuture(M.testDateFuture)],
  },
  { field: 'finalResult', shown: Shown.finalResult, required: M.overallRequired, checks: [overall] },
  skillRule('listening', M.listeningRequired),
  skillRule('speaking', M.speakingRequired),
  skillRule('reading', M.readingRequired),
  skillRule('writing', M.writingRequired),
  { field: 'useOfEnglish', checks: [maxLength(L.useOfEnglish, M.max500)] },
  { field: 'studiedByAgent' },
  {
    field: 'agency',
    shown: Shown.agency,
    required: M.agencyRequired,
    checks: [inList((_form, ctx) => ctx.lists.agencies)],
  },
];
