import { describe, expect, it } from 'vitest';
import type { RuleContext } from '../../src/domain/personal/checks.ts';
import { adult, maxLength, only, pastYear } from '../../src/domain/personal/checks.ts';
import { DATE_FORMAT, YEAR_FORMAT } from '../../src/domain/personal/constants.ts';
import { ageOn, parseDate, parseYear } from '../../src/domain/personal/dates.ts';
import { defaultPersonalDetails } from '../../src/domain/personal/defaults.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import { isEmpty } from '../../src/domain/personal/validate.ts';

const form = defaultPersonalDetails('International');
const ctx: RuleContext = { mode: 'applicant', category: 'International', now: () => new Date(2024, 5, 15) };

// Spec §9: date format yyyy-MM-dd, arrival year yyyy; dates before 1900 not selectable; age over 18.
describe('dates and years', () => {
  it('are written as the spec says', () => {
    expect(DATE_FORMAT).toBe('yyyy-MM-dd');
    expect(YEAR_FORMAT).toBe('yyyy');
  });

  it.each(['2000-01-01x', 'x2000-01-01', '2000-1-01', '02000-01-01'])('%j is not a date', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it.each(['x2024', '20245', '12024', '202', ''])('%j is not a year', (text) => {
    expect(parseYear(text)).toBeNull();
  });

  it('counts a year of age only from the birthday on', () => {
    const birth = { year: 2000, month: 6, day: 15 };
    expect(ageOn(birth, { year: 2018, month: 5, day: 20 })).toBe(17);
    expect(ageOn(birth, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn(birth, { year: 2018, month: 6, day: 15 })).toBe(18);
    expect(ageOn(birth, { year: 2018, month: 7, day: 1 })).toBe(18);
  });

  it('the age check reads an unreadable date as a format error', () => {
    expect(adult('15/06/2000', form, ctx)).toBe(PersonalMsg.dateFormat);
    expect(adult('2006-06-15', form, ctx)).toBeUndefined();
    expect(adult('2006-06-16', form, ctx)).toBe(PersonalMsg.ageOver18);
  });

  it('the arrival year runs from 1900 to this year', () => {
    expect(pastYear('1900', form, ctx)).toBeUndefined();
    expect(pastYear('1899', form, ctx)).toBe(PersonalMsg.yearRange);
    expect(pastYear('2024', form, ctx)).toBeUndefined();
    expect(pastYear('2025', form, ctx)).toBe(PersonalMsg.yearRange);
    expect(pastYear('24', form, ctx)).toBe(PersonalMsg.yearFormat);
  });
});

describe('checks read any value as the text it shows', () => {
  it('counts the digits of a number', () => {
    expect(maxLength(4, PersonalMsg.max10)(12345, form, ctx)).toBe(PersonalMsg.max10);
    expect(maxLength(5, PersonalMsg.max10)(12345, form, ctx)).toBeUndefined();
    expect(only('digits', PersonalMsg.digitsOnly)(2024, form, ctx)).toBeUndefined();
  });
});

describe('an empty answer', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    [[], true],
    [' a ', false],
    [0, false],
    [false, false],
    [[1], false],
  ])('%j is empty: %s', (value, empty) => {
    expect(isEmpty(value)).toBe(empty);
  });
});
