import type { Field, FieldRule } from './rule.ts';

/** The form with the given fields set to their empty values (taken from an empty form). */
export function clearFields<F extends object>(form: F, fields: readonly Field<F>[], empty: F): F {
  const next = { ...form };
  for (const field of fields) next[field] = empty[field];
  return next;
}

/**
 * The values a save keeps: every field whose rule says it is hidden for these answers is reset to its
 * empty value, so nothing the user can no longer see is stored. Rules are applied in form order, so a
 * field hidden by a value cleared earlier is cleared too when its rule comes later.
 */
export function clearHidden<F extends object, C>(
  rules: readonly FieldRule<F, C>[],
  form: F,
  ctx: C,
  empty: F,
): F {
  let next = form;
  for (const rule of rules) {
    if (rule.shown && !rule.shown(next, ctx)) next = clearFields(next, [rule.field], empty);
  }
  return next;
}
