import { inList, maxLength, mustBe, only } from '../steps/checks.ts';
import type { Check, FieldRule, InnerIssue } from '../steps/rule.ts';
import { MaxLength as L, MAX_SUBJECT_PREFERENCES } from './constants.ts';
import { type CourseContext, findOffering, offeringMatches } from './context.ts';
import type { ApplicationDetailsForm, Choice, RplItem } from './form.ts';
import { CourseMsg as M } from './messages.ts';
import { rplIssues } from './rules-rpl.ts';
import { chosenSubjects, Shown } from './visibility.ts';

type Rule = FieldRule<ApplicationDetailsForm, CourseContext>;
type CourseCheck = Check<ApplicationDetailsForm, CourseContext>;

const courseTypes = inList<ApplicationDetailsForm, CourseContext>((_form, ctx) => ctx.catalogue.courseTypes);
const campuses = inList<ApplicationDetailsForm, CourseContext>((_form, ctx) => ctx.catalogue.campusDict);

const listed = (list: readonly { id: number }[], id: number | null) => list.some((item) => item.id === id);

/**
 * An offering must be in the catalogue, of the chosen type at the chosen campus (the list it is picked
 * from). A mismatch is reported only once type and campus are valid choices: until then their own
 * messages say what to fix.
 */
function available(ctx: CourseContext, id: number, type: number | null, campus: number | null) {
  const offering = findOffering(ctx.catalogue, id);
  if (!offering) return { offering, message: M.offeringNotAvailable };
  const chosen = listed(ctx.catalogue.courseTypes, type) && listed(ctx.catalogue.campusDict, campus);
  return {
    offering,
    message: chosen && !offeringMatches(offering, type, campus) ? M.offeringNotAvailable : undefined,
  };
}

const firstOffering: CourseCheck = (value, form, ctx) =>
  available(ctx, value as number, form.applicationType, form.campusId).message;

/**
 * The second offering: available like the first, and not starting before the first ends (spec §5,
 * taken as written: dates are yyyy-MM-dd, so they compare as text).
 */
const secondOffering: CourseCheck = (value, form, ctx) => {
  const { offering, message } = available(ctx, value as number, form.applicationType2, form.campusId2);
  if (message || !offering) return message;
  const first = findOffering(ctx.catalogue, form.courseOfferingId);
  return first && offering.startDate < first.endDate ? M.timeConflict : undefined;
};

/** Spec §4, §5: at most 6 subject preferences. */
const atMostSix: CourseCheck = (value) =>
  (value as Choice[]).length > MAX_SUBJECT_PREFERENCES ? M.subjectPreferencesMax6 : undefined;

/** Spec §5: each preference required, none twice; each a subject of a chosen offering (once one is chosen). */
function preferenceIssues(value: unknown, form: ApplicationDetailsForm, ctx: CourseContext): InnerIssue[] {
  const subjects = new Set(chosenSubjects(form, ctx).map((subject) => subject.id));
  const preferences = value as Choice[];
  return preferences.flatMap((id, index): InnerIssue[] => {
    const at = [index];
    if (id === null) return [{ at, message: M.subjectPreferenceRequired }];
    if (subjects.size > 0 && !subjects.has(id)) return [{ at, message: M.subjectNotInOffering }];
    return preferences.slice(0, index).includes(id) ? [{ at, message: M.subjectPreferenceDuplicate }] : [];
  });
}

/** Spec §5 for the course application step, in form order. */
export const applicationDetailsRules: readonly Rule[] = [
  { field: 'applicationType', required: M.courseTypeRequired, checks: [courseTypes] },
  { field: 'campusId', required: M.campusRequired, checks: [campuses] },
  { field: 'courseOfferingId', required: M.offeringRequired, checks: [firstOffering] },
  {
    field: 'studyTermMode',
    shown: Shown.studyTermMode,
    required: M.studyTermModeRequired,
    checks: [inList((_form, ctx) => ctx.catalogue.studyTermModeDict)],
  },
  {
    field: 'examVenue',
    shown: Shown.examVenue,
    required: M.examVenueRequired,
    checks: [inList((_form, ctx) => ctx.catalogue.examVenueDict)],
  },
  // the optional second application
  {
    field: 'applicationType2',
    shown: Shown.secondApplication,
    required: M.courseTypeRequired,
    checks: [courseTypes],
  },
  { field: 'campusId2', shown: Shown.secondApplication, required: M.campusRequired, checks: [campuses] },
  {
    field: 'courseOffering2Id',
    shown: Shown.secondApplication,
    required: M.offeringRequired,
    checks: [secondOffering],
  },
  {
    field: 'studyTermMode2',
    shown: Shown.studyTermMode2,
    required: M.studyTermModeRequired,
    checks: [inList((_form, ctx) => ctx.catalogue.studyTermModeDict)],
  },
  // law-school adjustment factors (law courses only)
  { field: 'applyingLawSchoolFactors', shown: Shown.lawFactors },
  {
    field: 'adjustmentFactors',
    shown: Shown.adjustmentFactors,
    required: M.adjustmentFactorsRequired,
    checks: [inList((_form, ctx) => ctx.catalogue.adjustmentFactors)],
  },
  { field: 'applyCoModuleIds', checks: [atMostSix], inner: preferenceIssues },
  // RPL: turning it on asks for at least one item
  {
    field: 'applicationRpls',
    shown: Shown.rplItems,
    required: M.rplItemsRequired,
    inner: (value, form, ctx) => rplIssues(value as RplItem[], form, ctx),
  },
  // Living Costs (International)
  {
    field: 'understandCosts',
    shown: Shown.livingCosts,
    required: M.understandCosts,
    checks: [mustBe(true, M.understandCosts)],
  },
  {
    field: 'howFundingCost',
    shown: Shown.livingCosts,
    checks: [inList((_form, ctx) => ctx.catalogue.fundingStudyCosts)],
  },
  {
    field: 'fundingCostDetails',
    shown: Shown.fundingDetails,
    required: M.fundingDetailsRequired,
    checks: [maxLength(L.fundingCostDetails, M.max500)],
  },
  // FEE-HELP (Domestic)
  { field: 'applyFeeHelp', shown: Shown.feeHelp },
  {
    field: 'taxFileNumber',
    shown: Shown.taxFileNumber,
    required: M.taxFileNumberRequired,
    checks: [only('lettersDigits', M.lettersDigits), maxLength(L.taxFileNumber, M.max9)],
  },
];
