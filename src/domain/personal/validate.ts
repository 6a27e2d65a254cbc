import type { RuleContext } from './checks.ts';
import type { PersonalDetailsForm, PersonalField } from './form.ts';
import type { FieldRule } from './rule.ts';
import { addressRules } from './rules-address.ts';
import { applicantRules } from './rules-applicant.ts';

/** Every field rule of the step, in the order of the form. */
export const personalRules: readonly FieldRule[] = [...applicantRules, ...addressRules];

export interface FieldIssue {
  field: PersonalField;
  message: string;
}

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** A rule's required message for these answers (static, or computed from the form). */
function requiredMessage(rule: FieldRule, form: PersonalDetailsForm, ctx: RuleContext): string | undefined {
  return typeof rule.required === 'function' ? rule.required(form, ctx) : rule.required;
}

/** The fields required for these answers — the form marks them, the validator enforces them. Pure. */
export function requiredFields(form: PersonalDetailsForm, ctx: RuleContext): PersonalField[] {
  return personalRules.filter((rule) => Boolean(requiredMessage(rule, form, ctx))).map(({ field }) => field);
}

function fieldIssue(rule: FieldRule, form: PersonalDetailsForm, ctx: RuleContext): string | undefined {
  if (rule.shown && !rule.shown(form, ctx)) return undefined;
  const value = form[rule.field];
  if (isEmpty(value)) return requiredMessage(rule, form, ctx);
  for (const check of rule.checks ?? []) {
    const message = check(value, form, ctx);
    if (message) return message;
  }
  return undefined;
}

/** The first message of each invalid shown field (spec §5), in form order. Pure. */
export function validatePersonalDetails(form: PersonalDetailsForm, ctx: RuleContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const rule of personalRules) {
    const message = fieldIssue(rule, form, ctx);
    if (message) issues.push({ field: rule.field, message });
  }
  return issues;
}
