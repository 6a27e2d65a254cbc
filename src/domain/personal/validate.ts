import * as steps from '../steps/validate.ts';
import type { RuleContext } from './checks.ts';
import type { PersonalDetailsForm, PersonalField } from './form.ts';
import type { FieldRule } from './rule.ts';
import { addressRules } from './rules-address.ts';
import { applicantRules } from './rules-applicant.ts';

export { isEmpty } from '../steps/validate.ts';

/** Every field rule of the step, in the order of the form. */
export const personalRules: readonly FieldRule[] = [...applicantRules, ...addressRules];

export type FieldIssue = steps.FieldIssue<PersonalDetailsForm>;

/** The fields required for these answers — the form marks them, the validator enforces them. Pure. */
export function requiredFields(form: PersonalDetailsForm, ctx: RuleContext): PersonalField[] {
  return steps.requiredFields(personalRules, form, ctx);
}

/** The first message of each invalid shown field (spec §5), in form order. Pure. */
export function validatePersonalDetails(form: PersonalDetailsForm, ctx: RuleContext): FieldIssue[] {
  return steps.validate(personalRules, form, ctx);
}
