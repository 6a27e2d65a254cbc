import { describe, expect, it } from 'vitest';
import { applicationDetailsFields } from '../../src/domain/course/fields.ts';
import { personalFields } from '../../src/domain/personal/fields.ts';
import { characterCount, characterLimitHint } from '../../src/domain/steps/character-count.ts';
import { textSpecAt, typingOf } from '../../src/domain/steps/typing.ts';

describe('typing rules read from a field table', () => {
  const course = typingOf(applicationDetailsFields);

  it('filters typing to the allowed characters, inside list items too', () => {
    // Spec §5: the tax file number is alphanumeric; an RPL completion year is yyyy.
    expect(course.filter('taxFileNumber', '12-34 5A')).toBe('12345A');
    expect(course.filter('applicationRpls.2.completionYear', '20a1-9')).toBe('2019');
    expect(course.filter('applicationRpls.0.courseCode', 'BUS-101 x')).toBe('BUS-101 x');
  });

  it('gives the limits of spec §5 and the number pad to digit fields only', () => {
    expect(course.maxLength('taxFileNumber')).toBe(9);
    // Limits of 100 or more are counted, not enforced by the input (issue 23 item 8).
    expect(course.maxLength('applicationRpls.0.previousInstitutionName')).toBeUndefined();
    expect(course.counted('applicationRpls.0.previousInstitutionName')).toBe(100);
    expect(course.counted('fundingCostDetails')).toBe(500);
    expect(course.counted('taxFileNumber')).toBeUndefined();
    expect(course.maxLength('campusId')).toBeUndefined();
    expect(course.numeric('applicationRpls.0.completionYear')).toBe(true);
    expect(course.numeric('taxFileNumber')).toBe(false);
  });

  it('knows no spec for a path that is not a text field', () => {
    expect(textSpecAt(applicationDetailsFields, 'applicationRpls')).toBeUndefined();
    expect(textSpecAt(applicationDetailsFields, 'applicationRpls.0.moduleId')).toBeUndefined();
    expect(textSpecAt(applicationDetailsFields, 'nope.0.x')).toBeUndefined();
    expect(textSpecAt(applicationDetailsFields, 'taxFileNumber.x')).toBeUndefined();
  });

  it('gives the personal step its limits too (personal spec §5: postcode 4 digits)', () => {
    const personal = typingOf(personalFields);
    expect(personal.maxLength('localAddressPostcode')).toBe(4);
    expect(personal.maxLength('familyName')).toBe(40);
    expect(personal.maxLength('localAddressStreetLine1')).toBeUndefined();
    expect(personal.counted('localAddressStreetLine1')).toBe(100);
    expect(personal.counted('disabilityDescribe')).toBe(100);
    expect(personal.filter('localAddressPostcode', '20a0')).toBe('200');
  });
});

describe('the character count’s words (GOV.UK Design System, Character count)', () => {
  it('says what is left, one character in the singular, thousands grouped', () => {
    expect(characterCount(500, 0)).toEqual({ message: 'You have 500 characters remaining', over: false });
    expect(characterCount(500, 499)).toEqual({ message: 'You have 1 character remaining', over: false });
    expect(characterCount(500, 500)).toEqual({ message: 'You have 0 characters remaining', over: false });
    expect(characterCount(5000, 0).message).toBe('You have 5,000 characters remaining');
  });

  it('says how many too many, as an error', () => {
    expect(characterCount(500, 501)).toEqual({ message: 'You have 1 character too many', over: true });
    expect(characterCount(500, 5000)).toEqual({ message: 'You have 4,500 characters too many', over: true });
    expect(characterLimitHint(1000)).toBe('You can enter up to 1,000 characters');
  });
});
