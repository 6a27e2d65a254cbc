import { allowedCharacters, filterTyped, keepAllowed } from '../../src/domain/personal/allowed-characters.ts';
import { ageOn, calendarDate, parseDate, parseYear } from '../../src/domain/personal/dates.ts';

describe('typing filters (allowed characters by field)', () => {
  it.each([
    ['studentNum', '12a-3 4', '1234'],
    ['mobileNumber', '+61 412 345 678', '61412345678'],
    ['mobileNumberCountryCode', '+61', '61'],
    ['localAddressPostcode', '2O00', '200'],
    ['contactPostcode', ' 6011 ', '6011'],
    ['studentUsi', 'ab-cd 12_34', 'abcd1234'],
    ['passportNumber', 'N 123.456', 'N123456'],
    ['healthCareNo', 'H-1/2', 'H12'],
    ['localAddressSuburb', "O'Connor St. 2", 'OConnor St 2'],
    ['internationalAddressSuburb', 'Ōtautahi-1', 'Ōtautahi1'],
    ['familyName', "O'Brien-Smith", "O'Brien-Smith"],
    ['mail', 'a+b@example.com', 'a+b@example.com'],
  ] as const)('%s: %j → %j', (field, typed, kept) => {
    expect(filterTyped(field, typed)).toBe(kept);
  });

  it('every digits field is one the spec limits to digits', () => {
    const digits = Object.entries(allowedCharacters)
      .filter(([, set]) => set === 'digits')
      .map(([field]) => field);
    expect(digits).toHaveLength(20);
    for (const field of digits) expect(field).toMatch(/Number|Code|Postcode|studentNum/);
  });

  it('keepAllowed keeps characters beyond the basic plane whole', () => {
    expect(keepAllowed('lettersDigitsSpaces', 'a😀b 1')).toBe('ab 1');
  });
});

describe('dates', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['2023-13-01', null],
    ['2023-1-01', null],
    ['01/02/2023', null],
    ['0099-01-01', { year: 99, month: 1, day: 1 }],
  ])('parseDate(%j)', (text, expected) => {
    expect(parseDate(text)).toEqual(expected);
  });

  it.each([
    [{ year: 2008, month: 6, day: 15 }, { year: 2026, month: 6, day: 15 }, 18],
    [{ year: 2008, month: 6, day: 16 }, { year: 2026, month: 6, day: 15 }, 17],
    [{ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 }, 17],
    [{ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 }, 18],
  ])('ageOn(%o, %o) = %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('calendarDate reads the local date; parseYear takes yyyy only', () => {
    expect(calendarDate(new Date(2026, 0, 31, 23, 59))).toEqual({ year: 2026, month: 1, day: 31 });
    expect(parseYear('2024')).toBe(2024);
    expect(parseYear('24')).toBeNull();
    expect(parseYear('2024a')).toBeNull();
  });
});
