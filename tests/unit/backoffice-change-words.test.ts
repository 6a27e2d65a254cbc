import { describe, expect, it } from 'vitest';
import type { NameOf } from '../../src/domain/answers/types.ts';
import { changeInWords, choicesNamed, detailInWords } from '../../src/domain/backoffice/change-words.ts';
import { referenceLists } from '../../src/server/seed/reference/reference-lists.ts';

/**
 * The history's saves in words, beyond history-change-words.test.ts (issue 25 item 4): a choice inside
 * a numbered item (a qualification's country, the 11th included) or in a field whose name ends in a
 * figure (the second application's study mode) named like check your answers names it, with the item's
 * number in the label; the older other-details step's choices; a ticked entry of several; text exactly
 * as stored; what no table names (a step or column renamed since) shown as it was recorded.
 */
const lists: Record<string, readonly { id: number; name: string }[]> = {
  ...(referenceLists as unknown as Record<string, readonly { id: number; name: string }[]>),
  studyTermModeDict: [
    { id: 1, name: 'Full time' },
    { id: 2, name: 'Part time' },
  ],
};
const nameOf: NameOf = (list, id) => lists[list]?.find((entry) => entry.id === id)?.name ?? null;
const worded = (step: string | null, field: string, before: string | null, after: string | null) =>
  changeInWords(step, { field, before, after }, nameOf);

describe('a save’s change in words: items, numbered fields, older steps', () => {
  it.each([
    ['qualifications.qualifications.1.country', 'Country (2)'],
    ['qualifications.qualifications.10.country', 'Country (11)'],
  ])('names a qualification’s country by its entry: %s', (field, label) => {
    expect(worded('qualifications', field, '752', '10356')).toEqual({
      field,
      label,
      before: 'Australia',
      after: 'India',
    });
    expect(choicesNamed('qualifications', [{ field, before: '752', after: '10356' }])).toEqual([
      { list: 'countries', id: 752 },
      { list: 'countries', id: 10356 },
    ]);
  });

  it('names the second application’s study mode, a field whose name ends in a figure', () => {
    expect(worded('application', 'applicationDetails.studyTermMode2', '1', '2')).toEqual({
      field: 'applicationDetails.studyTermMode2',
      label: 'Study Term Mode',
      before: 'Full time',
      after: 'Part time',
    });
  });

  it('names a ticked entry of several, stored one by one, with its place in the list', () => {
    expect(worded('personal', 'personalDetails.disabilityType.1', null, '12')).toEqual({
      field: 'personalDetails.disabilityType.1',
      label: 'Disability Type (2)',
      before: null,
      after: 'Physical',
    });
  });

  it.each([
    ['otherDetails.firstLanguage', 'First Language', '1201', '5203', 'English', 'Hindi'],
    [
      'otherDetails.englishTestType',
      'English Test',
      '505',
      '2113',
      'IELTS Academic',
      'Occupational English Test (OET)',
    ],
    [
      'otherDetails.agency',
      'Agency',
      '9001',
      '9002',
      'Harbour Education Agency (demo)',
      'Southern Cross Student Services (demo)',
    ],
  ])('names the older other-details step’s choice %s', (field, label, before, after, was, is) => {
    expect(worded('other', field, before, after)).toEqual({ field, label, before: was, after: is });
  });

  it('keeps text exactly as stored, so a change of spacing shows on both sides', () => {
    expect(worded('personal', 'personalDetails.familyName', 'Nguyen', 'Nguyen ')).toMatchObject({
      before: 'Nguyen',
      after: 'Nguyen ',
    });
  });

  it('shows what no table names (a step or a column renamed since) as it was recorded', () => {
    expect(worded('personal', 'personalDetails.middleName', 'Anh', 'true')).toEqual({
      field: 'personalDetails.middleName',
      label: 'personalDetails.middleName',
      before: 'Anh',
      after: 'true',
    });
    expect(worded('enrolment', 'enrolment.countryOfBirth', '752', '2000-01-01')).toEqual({
      field: 'enrolment.countryOfBirth',
      label: 'enrolment.countryOfBirth',
      before: '752',
      after: '2000-01-01',
    });
    expect(
      choicesNamed('enrolment', [{ field: 'enrolment.countryOfBirth', before: '752', after: null }]),
    ).toEqual([]);
  });
});

describe('an entry’s detail in words: nothing added', () => {
  it('adds no due date to an entry that has none', () => {
    expect(detailInWords({ to: 'refused', reason: 'Incomplete' }, {})).toStrictEqual({
      to: 'Refused',
      reason: 'Incomplete',
    });
  });
});
