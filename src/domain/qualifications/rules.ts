import { date, inList, maxLength, notBefore, only } from '../steps/checks.ts';
import { isoDate } from '../steps/dates.ts';
import type { Check, FieldRule } from '../steps/rule.ts';
import { onlyStaff } from '../steps/rule.ts';
import { MaxLength as L, MAX_EMPLOYMENTS } from './constants.ts';
import type { QualificationsContext } from './context.ts';
import type { EmploymentItem, QualificationItem, QualificationsForm } from './form.ts';
import { QualificationsMsg as M } from './messages.ts';
import { employmentItemRules, itemIssues, qualificationItemRules } from './rules-items.ts';
import { overallCheck, skillCheck } from './scores.ts';
import { Shown } from './visibility.ts';

type Rule = FieldRule<QualificationsForm, QualificationsContext>;
type QualificationsCheck = Check<QualificationsForm, QualificationsContext>;

const listed = (key: keyof QualificationsContext['lists']) =>
  inList<QualificationsForm, QualificationsContext>((_form, ctx) => ctx.lists[key]);

/** The overall score in the chosen test's range (spec §5). */
const overall: QualificationsCheck = (value, form, ctx) =>
  overallCheck(form.englishTestType)?.(value, form, ctx);
/** A skill score in the chosen test's (and OET score type's) range (spec §5). */
const skill: QualificationsCheck = (value, form, ctx) =>
  skillCheck(form.englishTestType, form.scoreType)?.(value, form, ctx);

/** A test cannot have been taken after today (checked after `date`, so the value is yyyy-MM-dd). */
const notFuture: QualificationsCheck = (value, _form, ctx) =>
  String(value) > isoDate(ctx.now()) ? M.testDateFuture : undefined;

const atMost =
  (max: number, message: string): QualificationsCheck =>
  (value) =>
    (value as unknown[]).length > max ? message : undefined;

const scoreRule = (field: Rule['field'], required: string): Rule => ({
  field,
  shown: Shown.skillScores,
  required,
  checks: [skill],
});
const gradeRule = (field: Rule['field'], required: string): Rule => ({
  field,
  shown: Shown.skillGrades,
  required,
  checks: [listed('englishGrades')],
});

/** Spec §5 for the qualifications step, in form order. */
export const qualificationsRules: readonly Rule[] = [
  // The checkboxes are read from the entries (schema.ts): each entry's type is checked there.
  { field: 'qualificationTypes' },
  {
    field: 'qualifications',
    inner: (value, form, ctx) => itemIssues(qualificationItemRules, value as QualificationItem[], form, ctx),
  },
  // English provider
  { field: 'hasEnglishProvider' },
  {
    field: 'englishProvider',
    shown: Shown.englishProvider,
    required: M.englishProviderRequired,
    checks: [listed('englishProviders')],
  },
  {
    field: 'englishProviderName',
    shown: Shown.englishProviderName,
    required: M.englishProviderNameRequired,
    checks: [maxLength(L.englishProviderName, M.max100)],
  },
  {
    field: 'englishProviderStartDate',
    shown: Shown.englishProvider,
    required: M.startDateRequired,
    checks: [date],
  },
  {
    field: 'englishProviderEndDate',
    shown: Shown.englishProvider,
    required: M.endDateRequired,
    checks: [date, notBefore<QualificationsForm>('englishProviderStartDate', M.endBeforeStart)],
  },
  { field: 'exemptFromProvidingEvidence' },
  {
    field: 'exemptionReason',
    shown: Shown.exemptionReason,
    required: onlyStaff(M.exemptionReasonRequired),
    checks: [listed('exemptionReasons')],
  },
  // English test
  { field: 'completedEnglishTest' },
  {
    field: 'englishTestType',
    shown: Shown.englishTest,
    required: M.englishTestRequired,
    checks: [listed('englishTest')],
  },
  {
    field: 'englishTestDate',
    shown: Shown.englishTest,
    required: M.testDateRequired,
    checks: [date, notFuture],
  },
  {
    field: 'englishTestCountry',
    shown: Shown.englishTest,
    required: M.testCountryRequired,
    checks: [listed('countries')],
  },
  {
    field: 'englishTestCity',
    shown: Shown.englishTest,
    checks: [only('lettersDigitsSpaces', M.lettersDigitsSpaces), maxLength(L.englishTestCity, M.max48)],
  },
  {
    field: 'scoreType',
    shown: Shown.scoreType,
    required: M.scoreTypeRequired,
    checks: [listed('englishScoreTypes')],
  },
  { field: 'finalResult', shown: Shown.finalResult, required: M.overallRequired, checks: [overall] },
  scoreRule('listening', M.listeningRequired),
  scoreRule('speaking', M.speakingRequired),
  scoreRule('reading', M.readingRequired),
  scoreRule('writing', M.writingRequired),
  gradeRule('listeningGrade', M.listeningGradeRequired),
  gradeRule('speakingGrade', M.speakingGradeRequired),
  gradeRule('readingGrade', M.readingGradeRequired),
  gradeRule('writingGrade', M.writingGradeRequired),
  // requirements
  { field: 'englishLanguageRequirements' },
  {
    field: 'formOfTesting',
    shown: Shown.formOfTesting,
    required: M.formOfTestingRequired,
    checks: [listed('formsOfTesting')],
  },
  {
    field: 'formOfTestingComments',
    shown: Shown.formOfTestingComments,
    required: M.commentsRequired,
    checks: [maxLength(L.formOfTestingComments, M.max500)],
  },
  {
    field: 'employments',
    checks: [atMost(MAX_EMPLOYMENTS, M.employmentsMax)],
    inner: (value, form, ctx) => itemIssues(employmentItemRules, value as EmploymentItem[], form, ctx),
  },
];
