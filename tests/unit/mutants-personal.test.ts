import { describe, expect, it } from 'vitest';
import { allowedCharacters } from '../../src/domain/personal/allowed-characters.ts';
import { personalFields } from '../../src/domain/personal/fields.ts';

/**
 * Mutation-test companions (npm run mutation) for the personal details field table: what the form
 * kit reads off it beside the rules, from the spec's §5 (lengths and character sets).
 */
describe('personal details field table (spec §5)', () => {
  it.each([
    ['counselorName', 60],
    ['healthCareNo', 45],
    ['studentNum', 10],
    ['familyName', 40],
    ['firstGivenName', 40],
    ['otherGivenName', 40],
    ['previousFamilyName', 40],
    ['previousGivenName', 40],
    ['studentUsi', 10],
    ['passportNumber', 20],
    ['visaDetails', 45],
    ['visaSubclassNo', 20],
    ['mail', 45],
    ['mobileNumberCountryCode', 5],
    ['mobileNumber', 20],
    ['homeNumberAreaCode', 5],
    ['workNumber', 10],
    ['localAddressSuburb', 48],
    ['localAddressStreetLine1', 100],
    ['internationalAddressStreetLine2', 100],
    ['localAddressPostcode', 4],
    ['internationalAddressPostcode', 10],
    ['contactRelationship', 45],
    ['contactPostcode', 10],
    ['disabilityDescribe', 100],
  ] as const)('%s takes at most %i characters', (field, max) => {
    expect(personalFields[field]).toMatchObject({ maxLength: max });
  });

  it('filters typing in exactly the digits, letters-and-numbers and suburb fields', () => {
    const digits = [
      'studentNum',
      ...['mobileNumber', 'homeNumber', 'workNumber'].flatMap((n) => [`${n}CountryCode`, n]),
      'homeNumberAreaCode',
      'workNumberAreaCode',
      'localAddressPostcode',
      'internationalAddressPostcode',
      ...['MobileNumber', 'HomeNumber', 'WorkNumber'].flatMap((n) => [
        `contact${n}CountryCode`,
        `contact${n}`,
      ]),
      'contactHomeNumberAreaCode',
      'contactWorkNumberAreaCode',
      'contactPostcode',
    ];
    const lettersDigits = ['studentUsi', 'passportNumber', 'healthCareNo'];
    const suburbs = ['localAddressSuburb', 'internationalAddressSuburb', 'contactSuburb'];
    // Keys, not values: a field without a set is not listed at all.
    expect(Object.keys(allowedCharacters).sort()).toEqual([...digits, ...lettersDigits, ...suburbs].sort());
    for (const field of digits)
      expect(allowedCharacters[field as keyof typeof allowedCharacters]).toBe('digits');
    for (const field of lettersDigits)
      expect(allowedCharacters[field as keyof typeof allowedCharacters]).toBe('lettersDigits');
    for (const field of suburbs)
      expect(allowedCharacters[field as keyof typeof allowedCharacters]).toBe('lettersDigitsSpaces');
  });
});
