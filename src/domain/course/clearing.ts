import { clearFields, clearHidden } from '../steps/clearing.ts';
import type { CourseCatalogue } from './catalogue.ts';
import { FUNDING_OPTION_OTHER } from './catalogue.ts';
import { type CourseContext, findOffering, offeringMatches } from './context.ts';
import { emptyApplicationDetails, emptyRplItem } from './defaults.ts';
import type { ApplicationDetailsField, ApplicationDetailsForm } from './form.ts';
import { applicationDetailsRules } from './rules.ts';

/** The second application's own fields (spec §2). */
export const SECOND_APPLICATION_FIELDS = [
  'applicationType2',
  'campusId2',
  'courseOffering2Id',
  'studyTermMode2',
] as const satisfies readonly ApplicationDetailsField[];

function clear(
  form: ApplicationDetailsForm,
  fields: readonly ApplicationDetailsField[],
): ApplicationDetailsForm {
  return clearFields(form, fields, emptyApplicationDetails(form.applicationCategory));
}

/** An offering that no longer matches the chosen type and campus is cleared (the list it came from changed). */
function keepMatchingOfferings(
  form: ApplicationDetailsForm,
  catalogue: Pick<CourseCatalogue, 'courseOfferings'>,
): ApplicationDetailsForm {
  let next = form;
  const first = findOffering(catalogue, form.courseOfferingId);
  if (first && !offeringMatches(first, form.applicationType, form.campusId))
    next = clear(next, ['courseOfferingId']);
  const second = findOffering(catalogue, form.courseOffering2Id);
  if (second && !offeringMatches(second, form.applicationType2, form.campusId2)) {
    next = clear(next, ['courseOffering2Id']);
  }
  return next;
}

/**
 * The form after the user answers `field` with `value` (spec §4): turning RPL off clears the items;
 * closing the second application clears its fields; a course type (or campus) change clears an offering
 * that no longer matches; unticking funding option 1339 clears the details; answering no to FEE-HELP or
 * to the law-school factors clears the tax file number or the factors.
 */
export function onAnswerChange<K extends ApplicationDetailsField>(
  form: ApplicationDetailsForm,
  field: K,
  value: ApplicationDetailsForm[K],
  catalogue: Pick<CourseCatalogue, 'courseOfferings'>,
): ApplicationDetailsForm {
  const next: ApplicationDetailsForm = { ...form, [field]: value };
  switch (field) {
    case 'needRpl':
      // Yes starts the first item (the form asks for one); No clears them (spec §4).
      if (value !== true) return clear(next, ['applicationRpls']);
      return next.applicationRpls.length === 0 ? addRplItem(next) : next;
    case 'hasSecondApplication':
      return value === true ? next : clear(next, SECOND_APPLICATION_FIELDS);
    case 'applicationType':
    case 'campusId':
    case 'applicationType2':
    case 'campusId2':
      return keepMatchingOfferings(next, catalogue);
    case 'howFundingCost':
      return next.howFundingCost.includes(FUNDING_OPTION_OTHER) ? next : clear(next, ['fundingCostDetails']);
    case 'applyFeeHelp':
      return value === true ? next : clear(next, ['taxFileNumber']);
    case 'applyingLawSchoolFactors':
      return value === true ? next : clear(next, ['adjustmentFactors']);
    default:
      return next;
  }
}

/** Adds an empty RPL item (and turns RPL on). */
export function addRplItem(form: ApplicationDetailsForm): ApplicationDetailsForm {
  return { ...form, needRpl: true, applicationRpls: [...form.applicationRpls, emptyRplItem()] };
}

/** Removes an RPL item; removing the last one sets needRpl to no (spec §4). */
export function removeRplItem(form: ApplicationDetailsForm, index: number): ApplicationDetailsForm {
  const applicationRpls = form.applicationRpls.filter((_item, at) => at !== index);
  return { ...form, applicationRpls, needRpl: applicationRpls.length > 0 ? form.needRpl : false };
}

/** Removes the second application: its type, campus, offering and study term mode are cleared (spec §4). */
export function removeSecondApplication(form: ApplicationDetailsForm): ApplicationDetailsForm {
  return clear({ ...form, hasSecondApplication: false }, SECOND_APPLICATION_FIELDS);
}

/**
 * The values a save keeps: every field hidden for these answers is emptied — the other category's
 * block, a closed second application, RPL items with RPL off, the law factors of a non-law course, the
 * funding details without option 1339, the tax file number without FEE-HELP.
 */
export function clearHiddenValues(form: ApplicationDetailsForm, ctx: CourseContext): ApplicationDetailsForm {
  return clearHidden(applicationDetailsRules, form, ctx, emptyApplicationDetails(form.applicationCategory));
}
