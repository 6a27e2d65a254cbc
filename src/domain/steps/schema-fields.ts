import { z } from 'zod';
import { CATEGORIES } from '../user.ts';
import type { AnyTable, FieldKind, ItemsSpec } from './fields.ts';
import { NEW_ID } from './fields.ts';
import { StepMsg } from './messages.ts';
import { INT4_MAX, textProblem } from './text-safety.ts';

/**
 * The zod builders of the field kinds, shared by every step: what a payload may hold before any step
 * rule. Missing or null values become the empty value, text is trimmed and kept storable, and every id
 * fits PostgreSQL int4 so a wrong one gets a message here instead of a database error.
 */
const error = StepMsg.invalid;

/** Text: trimmed; null or missing is ''. Control characters and lone surrogates are refused. */
export function textField(multiline = false) {
  return z
    .string({ error })
    .trim()
    .superRefine((value, ctx) => {
      const message = textProblem(value, multiline);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .nullish()
    .transform((v) => v ?? '');
}

/** An id of a list or the catalogue: a whole number from 1 to int4's maximum. */
export const idNumber = () =>
  z
    .number({ error })
    .int({ error })
    .min(1, { error: StepMsg.choiceNotInList })
    .max(INT4_MAX, { error: StepMsg.choiceNotInList });

/** A reference id: null or missing is null. */
export const choiceField = () =>
  idNumber()
    .nullish()
    .transform((v) => v ?? null);

/** A yes/no answer: null or missing is null. */
export const answerField = () =>
  z
    .boolean({ error })
    .nullish()
    .transform((v) => v ?? null);

/** Ticked ids: null or missing is []. */
export const choicesField = () =>
  z
    .array(idNumber(), { error })
    .nullish()
    .transform((v) => v ?? []);

/** Rows of ids, each possibly not chosen yet (null): null or missing is []. */
export const slotsField = () =>
  z
    .array(idNumber().nullable(), { error })
    .nullish()
    .transform((v) => v ?? []);

/** The application id: -1 (new) or an id; null or missing is -1. */
export const applicationIdField = () =>
  z
    .number({ error })
    .int({ error })
    .max(INT4_MAX, { error: StepMsg.numberTooLarge })
    .refine((id) => id === NEW_ID || id >= 1, { error })
    .nullish()
    .transform((v) => v ?? NEW_ID);

/** The step's version as the client sends it (the schema replaces it with the context's). */
export const categoryField = () => z.enum(CATEGORIES, { error }).optional();

const plain = {
  text: () => textField(false),
  multiline: () => textField(true),
  date: () => textField(false),
  year: () => textField(false),
  choice: choiceField,
  answer: answerField,
  choices: choicesField,
  slots: slotsField,
  applicationId: applicationIdField,
  category: categoryField,
} satisfies Record<Exclude<FieldKind, 'items'>, () => z.ZodType>;

type Plain = { [K in keyof typeof plain]: ReturnType<(typeof plain)[K]> };

/** The zod shape of a table: each field's schema by its kind. */
export type ShapeOf<T extends AnyTable> = { -readonly [K in keyof T]: SchemaOf<T[K]> };

type ItemsSchema<T extends AnyTable> = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<ShapeOf<T>>>>>,
  z.ZodTransform<z.output<z.ZodObject<ShapeOf<T>>>[], z.output<z.ZodObject<ShapeOf<T>>>[] | null | undefined>
>;

export type SchemaOf<S> =
  S extends ItemsSpec<infer T extends AnyTable>
    ? ItemsSchema<T>
    : S extends { kind: infer K extends keyof Plain }
      ? Plain[K]
      : never;

/** A list of sub-forms, each made by its own table: null or missing is []. */
export function itemsField<T extends AnyTable>(item: T): ItemsSchema<T> {
  return z
    .array(shapeOf(item), { error })
    .nullish()
    .transform((v) => v ?? []) as unknown as ItemsSchema<T>;
}

/** The zod object of a table (types and emptiness only: the step's rules come after it). */
export function shapeOf<T extends AnyTable>(table: T): z.ZodObject<ShapeOf<T>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, spec] of Object.entries(table)) {
    shape[field] =
      spec.kind === 'items' ? itemsField((spec as ItemsSpec<AnyTable>).item) : plain[spec.kind]();
  }
  return z.object(shape) as unknown as z.ZodObject<ShapeOf<T>>;
}
