import type { AnyTable } from '../steps/fields.ts';
import { readableDate, yesNoWord } from './format.ts';
import type { AnswerRow, NameOf } from './types.ts';

/**
 * One field as check your answers shows it: the field (its label and kind come from the step's field
 * table), the list its ids name, when it was asked, and a masking of its value.
 */
export interface RowSpec<F> {
  field: keyof F & string;
  list?: string;
  shown?: (form: F) => boolean;
  mask?: (value: string) => string;
}

/** The readable value of one answer, or null when it was left empty or names nothing known. */
export function readableValue(
  kind: string,
  value: unknown,
  list: string | undefined,
  nameOf: NameOf,
): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'answer':
      return typeof value === 'boolean' ? yesNoWord(value) : null;
    case 'choice':
      return typeof value === 'number' && list ? nameOf(list, value) : null;
    case 'choices':
    case 'slots': {
      if (!Array.isArray(value) || !list) return null;
      const names = value.flatMap((id) => (typeof id === 'number' ? [nameOf(list, id)] : []));
      const known = names.filter((name): name is string => Boolean(name));
      return known.length ? known.join(', ') : null;
    }
    case 'date':
      return typeof value === 'string' && value.trim() ? readableDate(value.trim()) : null;
    case 'text':
    case 'multiline':
    case 'year':
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    default:
      // Ids, the category and lists of items are never shown as values.
      return null;
  }
}

/**
 * The rows of the fields asked and answered, in the order given: a field whose `shown` says it was not
 * asked, or that holds nothing readable, has no row. Labels are the field table's, worded by `word`.
 */
export function rowsOf<F>(
  table: AnyTable,
  form: F,
  specs: readonly RowSpec<F>[],
  nameOf: NameOf,
  word: (text: string) => string = (text) => text,
): AnswerRow[] {
  const rows: AnswerRow[] = [];
  for (const { field, list, shown, mask } of specs) {
    const spec = table[field] as { kind: string; label?: string } | undefined;
    if (!spec?.label || (shown && !shown(form))) continue;
    const value = readableValue(spec.kind, form[field], list, nameOf);
    if (value !== null) rows.push({ label: word(spec.label), value: mask ? mask(value) : value });
  }
  return rows;
}

/**
 * Which list each choice field of the rows names its entries from, by the field's path in the step's
 * answers ('country', or 'qualifications.country' under `prefix` for an item's field): what the
 * history needs to word a changed id the way check your answers does.
 */
export function choiceLists(
  specs: ReadonlyArray<{ field: string; list?: string }>,
  prefix = '',
): Record<string, string> {
  return Object.fromEntries(specs.flatMap(({ field, list }) => (list ? [[`${prefix}${field}`, list]] : [])));
}
