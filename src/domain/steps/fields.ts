import type { Category } from '../user.ts';
import type { CharacterSet } from './allowed-characters.ts';

/**
 * What a field holds, which decides its zod schema, its empty value and its control:
 * - text, multiline (tab and line breaks allowed), date (yyyy-MM-dd), year (yyyy): '' when empty;
 * - choice (an id of a list) and answer (yes/no): null when empty;
 * - choices (ids, several ticked), slots (ids or null, one per row the user added), items (a list of
 *   sub-forms, each with its own table): [] when empty;
 * - applicationId (-1 for a new application) and category (the step's version), fixed by the step.
 */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'date'
  | 'year'
  | 'choice'
  | 'answer'
  | 'choices'
  | 'slots'
  | 'items'
  | 'applicationId'
  | 'category';

export type TextKind = 'text' | 'multiline' | 'date' | 'year';

interface Labelled {
  /** The visible label; messages in the spec's style read '<label> is required.'. */
  label: string;
}

export interface TextSpec extends Labelled {
  kind: TextKind;
  /** The input's limit; the step's rules say what message a longer value gets. */
  maxLength?: number;
  /** The characters typing is filtered to. */
  allowed?: CharacterSet;
}
export interface ChoiceSpec extends Labelled {
  kind: 'choice';
}
export interface AnswerSpec extends Labelled {
  kind: 'answer';
}
export interface ChoicesSpec extends Labelled {
  kind: 'choices';
}
export interface SlotsSpec extends Labelled {
  kind: 'slots';
}
export interface ItemsSpec<T> extends Labelled {
  kind: 'items';
  /** The table of one item. */
  item: T;
}
export interface FixedSpec<K extends 'applicationId' | 'category'> {
  kind: K;
}

/** The spec a field of type V may have: a text field cannot be declared a choice, and so on. */
export type SpecFor<V> = [V] extends [Category]
  ? FixedSpec<'category'>
  : [V] extends [string]
    ? TextSpec
    : [V] extends [boolean | null]
      ? AnswerSpec
      : [V] extends [number]
        ? FixedSpec<'applicationId'>
        : [V] extends [number | null]
          ? ChoiceSpec
          : [V] extends [number[]]
            ? ChoicesSpec
            : [V] extends [(number | null)[]]
              ? SlotsSpec
              : [V] extends [(infer I)[]]
                ? ItemsSpec<FieldTable<I>>
                : never;

/** A step's field table: one entry per field of its form F, in form order. */
export type FieldTable<F> = { readonly [K in keyof F]-?: SpecFor<F[K]> };

/** Any table (what the builders accept; `satisfies FieldTable<F>` ties a table to its form). */
export type AnyTable = Readonly<Record<string, { kind: FieldKind }>>;

/** The id of a form not saved yet. */
export const NEW_ID = -1;

/** A field's empty value: what a new form holds and what clearing a hidden field sets. */
export function emptyOf(kind: FieldKind, category: Category): unknown {
  switch (kind) {
    case 'text':
    case 'multiline':
    case 'date':
    case 'year':
      return '';
    case 'choice':
    case 'answer':
      return null;
    case 'choices':
    case 'slots':
    case 'items':
      return [];
    case 'applicationId':
      return NEW_ID;
    case 'category':
      return category;
  }
}

/** A form with every field of the table empty (fresh arrays each time). */
export function emptyForm<F>(table: FieldTable<F> | AnyTable, category: Category = 'Domestic'): F {
  const entries = Object.entries(table as AnyTable).map(([field, spec]) => [
    field,
    emptyOf(spec.kind, category),
  ]);
  return Object.fromEntries(entries) as F;
}

/** Each shown field's label (the fixed fields have none). */
export function labelsOf<T extends AnyTable>(table: T): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [field, spec] of Object.entries(table))
    if ('label' in spec) labels[field] = spec.label as string;
  return labels;
}

/** The fields of a table with a given kind (the text fields a step's safety applies to, say). */
export function fieldsOfKind<T extends AnyTable>(table: T, ...kinds: FieldKind[]): (keyof T & string)[] {
  return Object.entries(table)
    .filter(([, spec]) => kinds.includes(spec.kind))
    .map(([field]) => field);
}
