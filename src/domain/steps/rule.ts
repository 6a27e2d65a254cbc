/** A form's field names (string keys only: they are paths of the form and of the 406 errors). */
export type Field<F> = keyof F & string;

/** A condition on the answers and the step's context (its version, the catalogue, "now"). */
export type When<F, C> = (form: F, ctx: C) => boolean;

/** A check of a filled-in value: the message when it fails, undefined when it passes. */
export type Check<F, C> = (value: unknown, form: F, ctx: C) => string | undefined;

/** A message inside a list value: `at` is the path below the field (an index, then an item's field). */
export interface InnerIssue {
  at: readonly (string | number)[];
  message: string;
}

/** One field's rules: validated only while shown; required gives the message when empty. */
export interface FieldRule<F, C> {
  field: Field<F>;
  shown?: When<F, C>;
  /** The message when the field is empty, or a function giving it (undefined: not required now). */
  required?: string | ((form: F, ctx: C) => string | undefined);
  /** Checks of a filled-in value, in order; the first failure is the field's message. */
  checks?: readonly Check<F, C>[];
  /** For a list: messages of its items, run when the checks pass (one per path). */
  inner?: (value: unknown, form: F, ctx: C) => readonly InnerIssue[];
}

/** Required except in staff mode (spec §5 and §6: staff fill in less, or more, than applicants). */
export const unlessStaff =
  (message: string) =>
  <F>(_form: F, ctx: { mode: string }): string | undefined =>
    ctx.mode === 'staff' ? undefined : message;

/** Required in staff mode only. */
export const onlyStaff =
  (message: string) =>
  <F>(_form: F, ctx: { mode: string }): string | undefined =>
    ctx.mode === 'staff' ? message : undefined;
