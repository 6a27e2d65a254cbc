import { inList, maxLength, yearUpToNow } from '../steps/checks.ts';
import { type Check, type FieldRule, type InnerIssue, onlyStaff } from '../steps/rule.ts';
import { issuePath, validate } from '../steps/validate.ts';
import { MaxLength as L, MIN_COMPLETION_YEAR } from './constants.ts';
import type { CourseContext } from './context.ts';
import type { ApplicationDetailsForm, RplItem } from './form.ts';
import { CourseMsg as M } from './messages.ts';
import { chosenSubjects } from './visibility.ts';

/** What an RPL item's rules see: the step's context, the whole form and the item's place in the list. */
export interface RplContext extends CourseContext {
  form: ApplicationDetailsForm;
  index: number;
}

type RplRule = FieldRule<RplItem, RplContext>;
type RplCheck = Check<RplItem, RplContext>;

const rplText = [maxLength(L.rplText, M.max100)];

/** A subject of a chosen offering (checked once an offering is chosen: until then its own message shows). */
const ofChosenOffering: RplCheck = (value, _item, ctx) => {
  const subjects = chosenSubjects(ctx.form, ctx);
  return subjects.length === 0 || subjects.some((subject) => subject.id === value)
    ? undefined
    : M.subjectNotInOffering;
};

/** Spec §5: the same subject twice in the RPL items is refused (reported on the later item). */
const notRepeated: RplCheck = (value, _item, ctx) =>
  ctx.form.applicationRpls.slice(0, ctx.index).some((other) => other.moduleId === value)
    ? M.rplDuplicateSubject
    : undefined;

/** Spec §5: RPL fields are required only for staff (the result too); RPL text at most 100 characters. */
export const rplItemRules: readonly RplRule[] = [
  { field: 'previousInstitutionName', required: onlyStaff(M.institutionRequired), checks: rplText },
  { field: 'courseCode', required: onlyStaff(M.courseCodeRequired), checks: rplText },
  {
    field: 'completionYear',
    required: onlyStaff(M.completionYearRequired),
    checks: [yearUpToNow(MIN_COMPLETION_YEAR)],
  },
  {
    field: 'moduleId',
    required: onlyStaff(M.subjectRequired),
    checks: [ofChosenOffering, notRepeated],
  },
  {
    field: 'resultId',
    required: onlyStaff(M.resultRequired),
    checks: [inList((_item, ctx) => ctx.catalogue.rplResults)],
  },
];

/** The messages of every RPL item, at [index, field]. */
export function rplIssues(
  items: readonly RplItem[],
  form: ApplicationDetailsForm,
  ctx: CourseContext,
): InnerIssue[] {
  return items.flatMap((item, index) =>
    validate(rplItemRules, item, { ...ctx, form, index }).map((issue) => ({
      at: [index, ...issuePath(issue)],
      message: issue.message,
    })),
  );
}
