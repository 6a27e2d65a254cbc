import { type FieldIssue, requiredFields, validate } from '../steps/validate.ts';
import type { OtherDetailsContext } from './context.ts';
import type { OtherDetailsField, OtherDetailsForm } from './form.ts';
import { otherDetailsRules } from './rules.ts';

/** Every message of the step for these answers, in form order. Pure. */
export function validateOtherDetails(
  form: OtherDetailsForm,
  ctx: OtherDetailsContext,
): FieldIssue<OtherDetailsForm>[] {
  return validate(otherDetailsRules, form, ctx);
}

/** The fields the form marks required for these answers. */
export function requiredOtherDetailsFields(
  form: OtherDetailsForm,
  ctx: OtherDetailsContext,
): OtherDetailsField[] {
  return requiredFields(otherDetailsRules, form, ctx);
}
