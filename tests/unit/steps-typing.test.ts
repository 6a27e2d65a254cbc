import { describe, expect, it } from 'vitest';
import { applicationDetailsFields } from '../../src/domain/course/fields.ts';
import { personalFields } from '../../src/domain/personal/fields.ts';
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
    expect(course.maxLength('applicationRpls.0.previousInstitutionName')).toBe(100);
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
    expect(personal.filter('localAddressPostcode', '20a0')).toBe('200');
  });
});
