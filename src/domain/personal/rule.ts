import type { FieldRule as StepFieldRule } from '../steps/rule.ts';
import type { RuleContext } from './checks.ts';
import type { PersonalDetailsForm } from './form.ts';

export { unlessStaff } from '../steps/rule.ts';

/** One field's rules (the step kit's FieldRule over the personal details form). */
export type FieldRule = StepFieldRule<PersonalDetailsForm, RuleContext>;
