import type { Check, RuleContext } from './checks.ts';
import type { PersonalDetailsForm, PersonalField } from './form.ts';

type When = (form: PersonalDetailsForm, ctx: RuleContext) => boolean;

/** One field's rules: validated only while shown; required gives the message when empty. */
export interface FieldRule {
  field: PersonalField;
  shown?: When;
  /** The message when the field is empty, or a function giving it (undefined: not required now). */
  required?: string | ((form: PersonalDetailsForm, ctx: RuleContext) => string | undefined);
  /** Checks of a filled-in value, in order; the first failure is the field's message. */
  checks?: readonly Check[];
}

/** Required except in staff mode (the relaxed emergency contact, spec §5 and §6). */
export const unlessStaff =
  (message: string) =>
  (_form: PersonalDetailsForm, ctx: RuleContext): string | undefined =>
    ctx.mode === 'staff' ? undefined : message;
