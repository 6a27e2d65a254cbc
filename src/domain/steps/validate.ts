import type { Field, FieldRule } from './rule.ts';

/** One message of a step: its field, and for a list the path below it (['applicationRpls', 0, 'moduleId']). */
export interface FieldIssue<F> {
  field: Field<F>;
  message: string;
  /** Set only for a message inside a list; otherwise the path is [field]. */
  path?: readonly (string | number)[];
}

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** A rule's required message for these answers (static, or computed from the form). */
function requiredMessage<F, C>(rule: FieldRule<F, C>, form: F, ctx: C): string | undefined {
  return typeof rule.required === 'function' ? rule.required(form, ctx) : rule.required;
}

const isShown = <F, C>(rule: FieldRule<F, C>, form: F, ctx: C) => !rule.shown || rule.shown(form, ctx);

/** The shown fields required for these answers: the form marks them, the validator enforces them. Pure. */
export function requiredFields<F, C>(rules: readonly FieldRule<F, C>[], form: F, ctx: C): Field<F>[] {
  return rules
    .filter((rule) => isShown(rule, form, ctx) && Boolean(requiredMessage(rule, form, ctx)))
    .map(({ field }) => field);
}

/** The fields shown for these answers (the only ones validated, and the ones a save keeps). */
export function shownFields<F, C>(rules: readonly FieldRule<F, C>[], form: F, ctx: C): Field<F>[] {
  return rules.filter((rule) => isShown(rule, form, ctx)).map(({ field }) => field);
}

function ruleIssues<F, C>(rule: FieldRule<F, C>, form: F, ctx: C): FieldIssue<F>[] {
  if (!isShown(rule, form, ctx)) return [];
  const { field } = rule;
  const value = form[field];
  if (isEmpty(value)) {
    const message = requiredMessage(rule, form, ctx);
    return message ? [{ field, message }] : [];
  }
  for (const check of rule.checks ?? []) {
    const message = check(value, form, ctx);
    if (message) return [{ field, message }];
  }
  return (rule.inner?.(value, form, ctx) ?? []).map(({ at, message }) => ({
    field,
    message,
    path: [field, ...at],
  }));
}

/** The first message of each invalid shown field (and of each invalid place in a list), in form order. Pure. */
export function validate<F, C>(rules: readonly FieldRule<F, C>[], form: F, ctx: C): FieldIssue<F>[] {
  return rules.flatMap((rule) => ruleIssues(rule, form, ctx));
}

/** The path of an issue in the form (and in a 406 `result.errors`, joined with dots). */
export const issuePath = <F>(issue: FieldIssue<F>): readonly (string | number)[] =>
  issue.path ?? [issue.field];
