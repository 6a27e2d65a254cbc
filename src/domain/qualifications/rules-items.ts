import { date, inList, matches, maxLength, notBefore, yearUpToNow } from '../steps/checks.ts';
import { MIN_YEAR } from '../steps/dates.ts';
import type { Check, FieldRule, InnerIssue } from '../steps/rule.ts';
import { issuePath, validate } from '../steps/validate.ts';
import { IB_SCORE, MaxLength as L, SECONDARY_SCHOOL } from './constants.ts';
import type { QualificationsContext } from './context.ts';
import type { EmploymentItem, QualificationItem, QualificationsForm } from './form.ts';
import { QualificationsMsg as M } from './messages.ts';
import { EmploymentShown, ItemShown } from './visibility.ts';

/** What an item's rules see: the step's context, the whole form and the item's place in its list. */
export interface ItemContext extends QualificationsContext {
  form: QualificationsForm;
  index: number;
}

type QualificationRule = FieldRule<QualificationItem, ItemContext>;
type EmploymentRule = FieldRule<EmploymentItem, ItemContext>;

const listed = <T>(key: keyof QualificationsContext['lists']) =>
  inList<T, ItemContext>((_item, ctx) => ctx.lists[key]);

/** Secondary school's score: up to 4 digits with one decimal (spec §5); other results are text. */
const secondaryScore = matches(/^\d{1,4}(\.\d)?$/, M.secondaryScore);
const score: Check<QualificationItem, ItemContext> = (value, item, ctx) =>
  item.qualificationType === SECONDARY_SCHOOL
    ? secondaryScore(value, item, ctx)
    : maxLength(L.score, M.max20)(value, item, ctx);

/** Spec §5: 2 characters, 21 to 45. */
const ibScore = matches(/^\d{2}$/, M.ibScore);
const ibRange: Check<QualificationItem, ItemContext> = (value) =>
  Number(value) < IB_SCORE.min || Number(value) > IB_SCORE.max ? M.ibScore : undefined;

/** One type per entry (spec §2: each chosen type gets its own section); reported on the later one. */
const typeOnce: Check<QualificationItem, ItemContext> = (value, _item, ctx) =>
  ctx.form.qualifications.slice(0, ctx.index).some((other) => other.qualificationType === value)
    ? M.typeTwice
    : undefined;

/** Spec §5 for one qualification, in the order its section shows the fields. */
export const qualificationItemRules: readonly QualificationRule[] = [
  {
    field: 'qualificationType',
    required: M.typeRequired,
    checks: [listed('qualificationTypes'), typeOnce],
  },
  { field: 'name', required: M.nameRequired, checks: [maxLength(L.name, M.max500)] },
  { field: 'completed', required: M.completedRequired },
  { field: 'intendToComplete', shown: ItemShown.notCompleted },
  { field: 'excludedFromInstitution', shown: ItemShown.notCompleted },
  {
    field: 'excludedDetails',
    shown: ItemShown.excludedDetails,
    required: M.excludedDetailsRequired,
    checks: [maxLength(L.excludedDetails, M.max100)],
  },
  { field: 'startDate', required: M.startDateRequired, checks: [date] },
  {
    field: 'endDate',
    required: M.endDateRequired,
    checks: [date, notBefore<QualificationItem>('startDate', M.endBeforeStart)],
  },
  {
    field: 'institution',
    required: M.institutionRequired,
    checks: [maxLength(L.institution, M.max100)],
  },
  { field: 'country', required: M.countryRequired, checks: [listed('countries')] },
  { field: 'state', shown: ItemShown.state, required: M.stateRequired, checks: [listed('states')] },
  { field: 'studentNum', checks: [maxLength(L.studentNum, M.max18)] },
  { field: 'score', checks: [score] },
  { field: 'englishIsSoleLanguage' },
  {
    field: 'yearLeftSchool',
    shown: ItemShown.secondary,
    required: M.yearLeftSchoolRequired,
    checks: [yearUpToNow(MIN_YEAR)],
  },
  {
    field: 'levelLeftSchool',
    shown: ItemShown.secondary,
    required: M.levelLeftSchoolRequired,
    checks: [listed('levelsLeftSchool')],
  },
  {
    field: 'year12ResultsType',
    shown: ItemShown.secondary,
    required: M.year12ResultsTypeRequired,
    checks: [listed('year12ResultsTypes')],
  },
  {
    field: 'internationalBaccalaureateAggregateScore',
    shown: ItemShown.ibScore,
    required: M.ibScoreRequired,
    checks: [ibScore, ibRange],
  },
];

/** Spec §5 for one employment entry: employer and position required, at most 100 characters each. */
export const employmentItemRules: readonly EmploymentRule[] = [
  { field: 'id' },
  { field: 'name', required: M.employerRequired, checks: [maxLength(L.employer, M.max100)] },
  { field: 'position', required: M.positionRequired, checks: [maxLength(L.position, M.max100)] },
  { field: 'inService' },
  { field: 'startDate', checks: [date] },
  {
    field: 'endDate',
    shown: (item) => EmploymentShown.endDate(item),
    checks: [date, notBefore<EmploymentItem>('startDate', M.endBeforeStart)],
  },
];

/** The messages of every entry of a list, at [index, field]. */
export function itemIssues<I>(
  rules: readonly FieldRule<I, ItemContext>[],
  items: readonly I[],
  form: QualificationsForm,
  ctx: QualificationsContext,
): InnerIssue[] {
  return items.flatMap((item, index) =>
    validate(rules, item, { ...ctx, form, index }).map((issue) => ({
      at: [index, ...issuePath(issue)],
      message: issue.message,
    })),
  );
}
