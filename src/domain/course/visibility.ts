import { FUNDING_OPTION_OTHER, HOME_INSTITUTE_APPLICATION_TYPE } from './catalogue.ts';
import { type CourseContext, findOffering, offeringNeeds } from './context.ts';
import type { ApplicationDetailsForm } from './form.ts';

type Rule = (form: ApplicationDetailsForm, ctx: CourseContext) => boolean;

const first = (form: ApplicationDetailsForm, ctx: CourseContext) =>
  findOffering(ctx.catalogue, form.courseOfferingId);
const second = (form: ApplicationDetailsForm, ctx: CourseContext) =>
  secondApplication(form, ctx) ? findOffering(ctx.catalogue, form.courseOffering2Id) : undefined;

const secondApplication: Rule = (form) => form.hasSecondApplication === true;
const lawCourse: Rule = (form, ctx) => Boolean(first(form, ctx)?.lawCourse || second(form, ctx)?.lawCourse);
const international: Rule = (_form, ctx) => ctx.category === 'International';
const domestic: Rule = (_form, ctx) => ctx.category === 'Domestic';

/**
 * Which conditional parts of the course step are shown (spec §2, §4, §5). Only shown fields are
 * validated, and a save empties the others.
 * - Study term mode or exam venue: as the chosen offering needs (context.ts says how that is read).
 * - The second application has a study term mode only (the spec gives it no exam venue).
 * - Law-school adjustment factors: only when a chosen offering is a law course.
 * - Living Costs for International, FEE-HELP for Domestic (spec §1).
 */
export const Shown = {
  studyTermMode: (form, ctx) => offeringNeeds(first(form, ctx), ctx.catalogue) === 'studyTermMode',
  examVenue: (form, ctx) => offeringNeeds(first(form, ctx), ctx.catalogue) === 'examVenue',
  secondApplication,
  studyTermMode2: (form, ctx) => offeringNeeds(second(form, ctx), ctx.catalogue) === 'studyTermMode',
  lawFactors: lawCourse,
  adjustmentFactors: (form, ctx) => lawCourse(form, ctx) && form.applyingLawSchoolFactors === true,
  rplItems: (form) => form.needRpl === true,
  livingCosts: international,
  fundingDetails: (form, ctx) =>
    international(form, ctx) && form.howFundingCost.includes(FUNDING_OPTION_OTHER),
  feeHelp: domestic,
  taxFileNumber: (form, ctx) => domestic(form, ctx) && form.applyFeeHelp === true,
  /** §2, §9: an application of type 495, the first or the second, shows the home-institute notice. */
  homeInstituteNotice: (form, ctx) =>
    form.applicationType === HOME_INSTITUTE_APPLICATION_TYPE ||
    (secondApplication(form, ctx) && form.applicationType2 === HOME_INSTITUTE_APPLICATION_TYPE),
} satisfies Record<string, Rule>;

export type ShownPart = keyof typeof Shown;

/** The subjects a preference or an RPL item may name: those of the chosen offerings. */
export function chosenSubjects(form: ApplicationDetailsForm, ctx: CourseContext) {
  return [...(first(form, ctx)?.modules ?? []), ...(second(form, ctx)?.modules ?? [])];
}
