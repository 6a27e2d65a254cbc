import { describe, expect, it } from 'vitest';
import { choiceLists, readableValue, rowsOf } from '../../src/domain/answers/rows.ts';
import type { NameOf } from '../../src/domain/answers/types.ts';
import type { AnyTable } from '../../src/domain/steps/fields.ts';

/**
 * Check your answers' rows (issue 23): each question asked and answered, by its label, with its value
 * as a reader reads it — Yes/No, a listed entry's name, several names joined, a date in words, text
 * trimmed — and no row for a question not asked, left empty, or naming nothing known. Ids and lists of
 * items are never shown as values.
 */
const LANGUAGES: Record<number, string> = { 1: 'English', 2: 'Hindi' };
const nameOf: NameOf = (list, id) => (list === 'languages' ? (LANGUAGES[id] ?? null) : null);

describe('an answer as a reader reads it', () => {
  it.each([
    ['answer', true, undefined, 'Yes'],
    ['answer', false, undefined, 'No'],
    ['answer', 'true', undefined, null],
    ['choice', 2, 'languages', 'Hindi'],
    ['choice', 9, 'languages', null],
    ['choice', 2, undefined, null],
    ['choice', '2', 'languages', null],
    ['choices', [1, 2], 'languages', 'English, Hindi'],
    ['slots', [2, 9, '1'], 'languages', 'Hindi'],
    ['choices', [9], 'languages', null],
    ['choices', [], 'languages', null],
    ['choices', [1], undefined, null],
    ['choices', 1, 'languages', null],
    ['date', ' 2001-04-09 ', undefined, '9 April 2001'],
    ['date', '  ', undefined, null],
    ['date', 20010409, undefined, null],
    ['text', '  Amelia ', undefined, 'Amelia'],
    ['multiline', 'Line one\nLine two', undefined, 'Line one\nLine two'],
    ['year', '2019', undefined, '2019'],
    ['text', '   ', undefined, null],
    ['text', 5, undefined, null],
    ['text', null, undefined, null],
    ['answer', undefined, undefined, null],
    ['id', 31, undefined, null],
    ['items', [{ name: 'x' }], undefined, null],
  ] as const)('%s %j (list %s) reads %j', (kind, value, list, shown) => {
    expect(readableValue(kind, value, list, nameOf)).toBe(shown);
  });
});

describe('the rows of a step', () => {
  const table = {
    name: { kind: 'text', label: 'Family Name' },
    speaksOther: { kind: 'answer', label: 'Is English your first language?' },
    language: { kind: 'choice', label: 'First Language' },
    hidden: { kind: 'text' },
    secret: { kind: 'text', label: 'Tax File Number' },
  } as unknown as AnyTable;
  interface Form {
    name: string;
    speaksOther: boolean | null;
    language: number | null;
    hidden: string;
    secret: string;
  }
  const form: Form = { name: ' Ng ', speaksOther: false, language: 2, hidden: 'x', secret: '123456782' };

  it('lists what was asked and answered, labelled, in the order given, worded and masked', () => {
    expect(
      rowsOf<Form>(
        table,
        form,
        [
          { field: 'language', list: 'languages', shown: (f) => f.speaksOther === false },
          { field: 'name' },
          { field: 'hidden' },
          { field: 'secret', mask: (value) => `…${value.slice(-3)}` },
          { field: 'speaksOther' },
        ],
        nameOf,
        (text) => text.replace('your', "the student's"),
      ),
    ).toEqual([
      { label: 'First Language', value: 'Hindi' },
      { label: 'Family Name', value: 'Ng' },
      { label: 'Tax File Number', value: '…782' },
      { label: "Is English the student's first language?", value: 'No' },
    ]);
  });

  it('leaves out a question not asked, and one left empty; labels stay as they are unless worded', () => {
    const specs = [
      { field: 'language' as const, list: 'languages', shown: (f: Form) => f.speaksOther === false },
    ];
    expect(rowsOf<Form>(table, { ...form, speaksOther: true }, specs, nameOf)).toEqual([]);
    expect(rowsOf<Form>(table, { ...form, language: null }, specs, nameOf)).toEqual([]);
    expect(rowsOf<Form>(table, form, [{ field: 'speaksOther' }], nameOf)).toEqual([
      { label: 'Is English your first language?', value: 'No' },
    ]);
  });

  it('knows each choice field’s list by its path, under a prefix for an item’s fields', () => {
    expect(choiceLists([{ field: 'country', list: 'countries' }, { field: 'name' }])).toEqual({
      country: 'countries',
    });
    expect(choiceLists([{ field: 'country', list: 'countries' }], 'qualifications.')).toEqual({
      'qualifications.country': 'countries',
    });
  });
});
