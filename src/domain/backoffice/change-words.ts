import { COURSE_CHOICE_LISTS } from '../answers/course.ts';
import { readableDate } from '../answers/format.ts';
import { PERSONAL_CHOICE_LISTS } from '../answers/personal.ts';
import { QUALIFICATION_CHOICE_LISTS } from '../answers/qualifications.ts';
import { readableValue } from '../answers/rows.ts';
import type { NameOf } from '../answers/types.ts';
import { STATUS_LABELS, type StatusKey } from '../applications/status.ts';
import { applicationDetailsFields } from '../course/fields.ts';
import { otherDetailsFields } from '../other-details/fields.ts';
import { personalFields } from '../personal/fields.ts';
import { qualificationsFields } from '../qualifications/fields.ts';
import type { AnyTable } from '../steps/fields.ts';
import { labelAt, specAt } from '../steps/typing.ts';
import type { FieldChange, WordedChange } from './types.ts';

const TABLES: Record<string, AnyTable> = {
  personal: personalFields,
  application: applicationDetailsFields,
  qualifications: qualificationsFields,
  other: otherDetailsFields,
};

/** Which list a step's choice field names its entries from (check your answers' own tables). */
const LISTS: Record<string, Readonly<Record<string, string>>> = {
  personal: PERSONAL_CHOICE_LISTS,
  application: COURSE_CHOICE_LISTS,
  qualifications: QUALIFICATION_CHOICE_LISTS,
  other: { firstLanguage: 'languages', englishTestType: 'englishTest', agency: 'agencies' },
};

/** What a changed id shows when its list no longer has it: never the id itself. */
export const UNLISTED = 'an entry no longer listed';

/** The path in the step's form: 'personalDetails.familyName' → 'familyName'. */
const formPath = (path: string) => path.split('.').slice(1).join('.');
/** The field without its item numbers: 'qualifications.1.country' → 'qualifications.country'. */
const fieldOf = (path: string) =>
  formPath(path)
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');

/**
 * A changed field as staff know it from the step: 'personalDetails.familyName' → 'Family Name',
 * 'qualifications.1.name' → 'Name (2)'. The path is stored by column then field; a path no table
 * names (a column renamed since) shows as it is.
 */
export function changeLabel(step: string | null, path: string): string {
  const table = step ? TABLES[step] : undefined;
  const field = formPath(path);
  const label = table && field ? labelAt(table, field) : undefined;
  if (!label) return path;
  const items = field.match(/\.(\d+)(\.|$)/g)?.map((index) => Number(index.replace(/\D/g, '')) + 1) ?? [];
  return items.length > 0 ? `${label} (${items.join(', ')})` : label;
}

/** The list a changed choice names and its id, or null when the change is not one (or empty). */
function choiceOf(step: string | null, path: string, text: string | null) {
  const list = step ? LISTS[step]?.[fieldOf(path)] : undefined;
  const id = text === null ? Number.NaN : Number(text);
  return list && Number.isSafeInteger(id) ? { list, id } : null;
}

/** Every list entry the changes name (what the reader looks up before wording them). */
export function choicesNamed(step: string | null, changes: readonly FieldChange[]) {
  return changes.flatMap(({ field, before, after }) =>
    [choiceOf(step, field, before), choiceOf(step, field, after)].filter((choice) => choice !== null),
  );
}

/**
 * One stored side of a change (as text: a choice's id, 'true', a yyyy-MM-dd date) as check your
 * answers words it: the entry's name, 'Yes'/'No', '4 December 2026'. A list's id (also one of several
 * ticked, stored one by one) by its name or as no longer listed; text as it is.
 */
function valueInWords(step: string | null, path: string, text: string | null, nameOf: NameOf) {
  if (text === null) return null;
  const choice = choiceOf(step, path, text);
  if (choice) return nameOf(choice.list, choice.id) ?? UNLISTED;
  const table = step ? TABLES[step] : undefined;
  const kind = (table && specAt(table, formPath(path))?.kind) ?? 'text';
  const value = kind === 'answer' && (text === 'true' || text === 'false') ? text === 'true' : text;
  return kind === 'answer' || kind === 'date'
    ? (readableValue(kind, value, undefined, nameOf) ?? text)
    : text;
}

/** A save's change for the history: its label and both sides in words; the path stays to tell fields apart. */
export function changeInWords(step: string | null, change: FieldChange, nameOf: NameOf): WordedChange {
  return {
    field: change.field,
    label: changeLabel(step, change.field),
    before: valueInWords(step, change.field, change.before, nameOf),
    after: valueInWords(step, change.field, change.after, nameOf),
  };
}

/**
 * An entry's detail in words: a document's kind by its caption, a decision's statuses by their labels,
 * its due date as people read it. Names, reasons and notes are words already.
 */
export function detailInWords(
  detail: Record<string, string | null>,
  captions: Readonly<Record<string, string>>,
): Record<string, string | null> {
  const status = (key: string | null | undefined) =>
    key ? (STATUS_LABELS[key as StatusKey] ?? key) : (key ?? null);
  const worded = { ...detail };
  if (detail.fileType) worded.fileType = captions[detail.fileType] ?? 'Other document';
  if ('from' in detail) worded.from = status(detail.from);
  if ('to' in detail) worded.to = status(detail.to);
  if (detail.dueDate) worded.dueDate = readableDate(detail.dueDate);
  return worded;
}
