import { describe, expect, it } from 'vitest';
import { inList, maxLength, mustBe } from '../../src/domain/steps/checks.ts';
import { clearFields, clearHidden } from '../../src/domain/steps/clearing.ts';
import { emptyForm, type FieldTable, fieldsOfKind, labelsOf } from '../../src/domain/steps/fields.ts';
import { type FieldRule, onlyStaff, unlessStaff } from '../../src/domain/steps/rule.ts';
import { shapeOf } from '../../src/domain/steps/schema-fields.ts';
import {
  isEmpty,
  issuePath,
  requiredFields,
  shownFields,
  validate,
} from '../../src/domain/steps/validate.ts';

/** A toy step: enough of every kind to exercise the engine apart from any real step. */
interface Toy {
  applicationId: number;
  applicationCategory: 'Domestic' | 'International';
  name: string;
  notes: string;
  pet: number | null;
  hasPet: boolean | null;
  colours: number[];
  picks: (number | null)[];
  items: { title: string; year: string }[];
}
type Ctx = { mode: 'applicant' | 'agent' | 'staff' };

const table = {
  applicationId: { kind: 'applicationId' },
  applicationCategory: { kind: 'category' },
  name: { kind: 'text', label: 'Name', maxLength: 5 },
  notes: { kind: 'multiline', label: 'Notes' },
  pet: { kind: 'choice', label: 'Pet' },
  hasPet: { kind: 'answer', label: 'Has a pet?' },
  colours: { kind: 'choices', label: 'Colours' },
  picks: { kind: 'slots', label: 'Picks' },
  items: {
    kind: 'items',
    label: 'Items',
    item: { title: { kind: 'text', label: 'Title' }, year: { kind: 'year', label: 'Year' } },
  },
} as const satisfies FieldTable<Toy>;

const rules: readonly FieldRule<Toy, Ctx>[] = [
  { field: 'name', required: unlessStaff('Name is required.'), checks: [maxLength(5, 'Too long.')] },
  { field: 'hasPet', required: 'Say.', checks: [mustBe(true, 'Must be yes.')] },
  {
    field: 'pet',
    shown: (form) => form.hasPet === true,
    required: onlyStaff('Pet is required.'),
    checks: [inList(() => [{ id: 1 }])],
  },
  {
    field: 'picks',
    inner: (value) =>
      (value as unknown[]).flatMap((v, i) => (v === null ? [{ at: [i], message: 'Pick one.' }] : [])),
  },
];

const empty = emptyForm<Toy>(table, 'International');
const filled: Toy = { ...empty, name: 'Ann', hasPet: true, pet: 1 };

describe('the field table', () => {
  it('makes the empty form from the kinds', () => {
    expect(empty).toEqual({
      applicationId: -1,
      applicationCategory: 'International',
      name: '',
      notes: '',
      pet: null,
      hasPet: null,
      colours: [],
      picks: [],
      items: [],
    });
    expect(emptyForm<Toy>(table).colours).not.toBe(empty.colours);
  });

  it('gives the labels and the fields of a kind', () => {
    expect(labelsOf(table)).toMatchObject({ name: 'Name', items: 'Items' });
    expect(labelsOf(table)).not.toHaveProperty('applicationId');
    expect(fieldsOfKind(table, 'text', 'multiline')).toEqual(['name', 'notes']);
  });

  it('makes the zod shape: missing values empty, items by their own table', () => {
    expect(shapeOf(table).parse({ items: [{ title: ' A ' }] })).toEqual({
      ...empty,
      applicationCategory: undefined,
      items: [{ title: 'A', year: '' }],
    });
  });
});

describe('validate', () => {
  it.each<[string, Partial<Toy>, Ctx['mode'], Record<string, string>]>([
    ['a valid form', {}, 'applicant', {}],
    ['empty and required', { name: '  ' }, 'applicant', { name: 'Name is required.' }],
    ['empty, not required for staff', { name: '' }, 'staff', {}],
    ['the first failing check only', { name: 'Annabel' }, 'applicant', { name: 'Too long.' }],
    ['a failing check on an answer', { hasPet: false }, 'applicant', { hasPet: 'Must be yes.' }],
    ['a hidden field is not validated', { hasPet: false, pet: 99 }, 'staff', { hasPet: 'Must be yes.' }],
    [
      'a shown field is',
      { pet: 99 },
      'applicant',
      { pet: 'This choice is not in the list. Please choose again.' },
    ],
    ['required in one mode only', { pet: null }, 'staff', { pet: 'Pet is required.' }],
    [
      'inner messages at their paths',
      { picks: [1, null, 2, null] },
      'applicant',
      { 'picks.1': 'Pick one.', 'picks.3': 'Pick one.' },
    ],
  ])('%s', (_name, change, mode, expected) => {
    const issues = validate(rules, { ...filled, ...change }, { mode });
    expect(Object.fromEntries(issues.map((issue) => [issuePath(issue).join('.'), issue.message]))).toEqual(
      expected,
    );
  });

  it('keeps form order', () => {
    const issues = validate(rules, { ...empty, hasPet: null }, { mode: 'applicant' });
    expect(issues.map((issue) => issue.field)).toEqual(['name', 'hasPet']);
  });

  it('marks required only the shown fields whose rule requires them now', () => {
    expect(requiredFields(rules, filled, { mode: 'staff' })).toEqual(['hasPet', 'pet']);
    expect(requiredFields(rules, { ...filled, hasPet: false }, { mode: 'staff' })).toEqual(['hasPet']);
    expect(requiredFields(rules, filled, { mode: 'agent' })).toEqual(['name', 'hasPet']);
    expect(shownFields(rules, { ...filled, hasPet: null }, { mode: 'agent' })).toEqual([
      'name',
      'hasPet',
      'picks',
    ]);
  });

  it.each<[unknown, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    [' \n', true],
    [[], true],
    [0, false],
    [false, false],
    ['a', false],
    [[null], false],
  ])('isEmpty(%j) = %s', (value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });
});

describe('clearing', () => {
  it('resets hidden fields to their empty values and keeps shown ones', () => {
    expect(clearHidden(rules, { ...filled, hasPet: false }, { mode: 'applicant' }, empty)).toEqual({
      ...filled,
      hasPet: false,
      pet: null,
    });
    expect(clearHidden(rules, filled, { mode: 'applicant' }, empty)).toEqual(filled);
  });

  it('clears named fields without touching the form given', () => {
    const form = { ...filled, colours: [1] };
    expect(clearFields(form, ['colours', 'name'], empty)).toEqual({ ...form, colours: [], name: '' });
    expect(form.colours).toEqual([1]);
  });
});
