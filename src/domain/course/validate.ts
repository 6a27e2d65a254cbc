import { type FieldIssue, requiredFields, validate } from '../steps/validate.ts';
import type { CourseContext } from './context.ts';
import type { ApplicationDetailsField, ApplicationDetailsForm, RplItem } from './form.ts';
import { applicationDetailsRules } from './rules.ts';
import { rplItemRules } from './rules-rpl.ts';

/** Every message of the course step for these answers (spec §5), in form order. Pure. */
export function validateApplicationDetails(
  form: ApplicationDetailsForm,
  ctx: CourseContext,
): FieldIssue<ApplicationDetailsForm>[] {
  return validate(applicationDetailsRules, form, ctx);
}

/** The fields the form marks required for these answers. */
export function requiredApplicationFields(
  form: ApplicationDetailsForm,
  ctx: CourseContext,
): ApplicationDetailsField[] {
  return requiredFields(applicationDetailsRules, form, ctx);
}

/** The RPL item fields the form marks required (all of them for staff, none otherwise; spec §5, §6). */
export function requiredRplFields(
  form: ApplicationDetailsForm,
  ctx: CourseContext,
  index: number,
): (keyof RplItem)[] {
  const item = form.applicationRpls[index];
  return item ? requiredFields(rplItemRules, item, { ...ctx, form, index }) : [];
}
