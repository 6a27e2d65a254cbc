/**
 * What the qualifications step's other tests left unchecked (Stryker survivors of the domain pass,
 * issue 29): every list-backed choice refuses an id the list does not serve, every date is a date,
 * the limits the boxes show are the limits a save keeps, and the pre-fill's code box.
 * Expectations come from course spec §4–§6 and from what the screen shows, not from the code.
 */
import { describe, expect, it } from 'vitest';
import { onQualificationsChange } from '../../src/domain/qualifications/clearing.ts';
import { qualificationsFields } from '../../src/domain/qualifications/fields.ts';
import {
  ENROLMENT_CODE_INVALID,
  enrolmentCodeCharacters,
  isEnrolmentCode,
} from '../../src/domain/qualifications/prefill.ts';
import { sampleQualifications } from '../../src/domain/qualifications/sample.ts';
import { qualificationsSchema } from '../../src/domain/qualifications/schema.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';
import { bachelor, ctx, lists, secondary, validForm } from './qualifications-fixtures.ts';

type Mode = 'applicant' | 'agent' | 'staff';
const errorsOf = (over: Record<string, unknown>, mode: Mode = 'applicant') => {
  const result = qualificationsSchema(ctx(mode)).safeParse({ ...validForm(), ...over });
  return result.success ? {} : fieldErrors(result.error);
};
const parsed = (over: Record<string, unknown>) =>
  qualificationsSchema(ctx()).parse({ ...validForm(), ...over });

/** An id no seeded list serves: the server trusts no id the client sends. */
const UNKNOWN = 99_999;
const NOT_IN_LIST = 'This choice is not in the list. Please choose again.';
const DATE_FORMAT = 'Please enter a date as yyyy-MM-dd.';
const END_BEFORE_START = 'The end date must not be before the start date.';
const tooLong = (max: number) => `It must be no more than ${max} characters.`;

describe('every choice is one of the ids its list serves (course spec §3, §7)', () => {
  it.each([
    ['englishTestCountry', {}],
    ['formOfTesting', {}],
    [
      'englishProvider',
      {
        hasEnglishProvider: true,
        englishProviderStartDate: '2025-01-06',
        englishProviderEndDate: '2025-03-28',
      },
    ],
    // the OET (2113) asks its score type; its skills are then neither scores nor grades
    [
      'scoreType',
      { englishTestType: 2113, finalResult: '', listening: '', speaking: '', reading: '', writing: '' },
    ],
  ] as const)('%s', (field, over) => {
    expect(errorsOf({ ...over, [field]: UNKNOWN })).toEqual({ [field]: NOT_IN_LIST });
  });

  it('the exemption reason staff choose', () => {
    expect(errorsOf({ exemptFromProvidingEvidence: true, exemptionReason: UNKNOWN }, 'staff')).toEqual({
      exemptionReason: NOT_IN_LIST,
    });
  });

  it('an English test not in the list: its scores are not judged against any range (and nothing breaks)', () => {
    // the scores of a test the step does not know cannot be checked; the test's own message says what to fix
    expect(errorsOf({ englishTestType: UNKNOWN })).toEqual({ englishTestType: NOT_IN_LIST });
  });

  it('a qualification’s state in Australia, level left school and year 12 results type', () => {
    expect(errorsOf({ qualifications: [bachelor({ country: 752, state: UNKNOWN })] })).toEqual({
      'qualifications.0.state': NOT_IN_LIST,
    });
    expect(errorsOf({ qualifications: [secondary({ levelLeftSchool: UNKNOWN })] })).toEqual({
      'qualifications.0.levelLeftSchool': NOT_IN_LIST,
    });
    expect(errorsOf({ qualifications: [secondary({ year12ResultsType: UNKNOWN })] })).toEqual({
      'qualifications.0.year12ResultsType': NOT_IN_LIST,
    });
  });
});

describe('dates (course spec §5: date ranges)', () => {
  const provider = (start: string, end: string) => ({
    hasEnglishProvider: true,
    englishProvider: 1634,
    englishProviderStartDate: start,
    englishProviderEndDate: end,
  });

  it('the English provider’s start and end are dates, the end not before the start', () => {
    expect(errorsOf(provider('2025-01-06', '2025-03-28'))).toEqual({});
    expect(errorsOf(provider('2025-02-30', '2025-03-28'))).toEqual({ englishProviderStartDate: DATE_FORMAT });
    expect(errorsOf(provider('2025-01-06', '2025-13-01'))).toEqual({ englishProviderEndDate: DATE_FORMAT });
    expect(errorsOf(provider('2025-03-28', '2025-01-06'))).toEqual({
      englishProviderEndDate: END_BEFORE_START,
    });
  });

  it('an employment’s start date is a date', () => {
    const job = { ...validForm().employments[0], startDate: '2021-02-30' };
    expect(errorsOf({ employments: [job] })).toEqual({ 'employments.0.startDate': DATE_FORMAT });
  });

  it('without an injected clock, "today" and "this year" are the real ones', () => {
    const real = qualificationsSchema({ mode: 'applicant', category: 'International', lists });
    const check = (over: Record<string, unknown>) => {
      const result = real.safeParse({ ...validForm(), ...over });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(check({ englishTestDate: '2999-01-01' })).toEqual({
      englishTestDate: 'The test date must not be in the future.',
    });
    expect(check({ englishTestDate: '2020-01-01' })).toEqual({});
    const thisYear = new Date().getFullYear();
    const school = (year: number) => ({ qualifications: [secondary({ yearLeftSchool: String(year) })] });
    expect(check(school(thisYear))).toEqual({});
    expect(check(school(thisYear + 1))).toEqual({
      'qualifications.0.yearLeftSchool': 'The year must be between 1900 and this year.',
    });
  });
});

describe('the boxes’ limits are the save’s limits', () => {
  it('the other institution’s name: what the box takes is kept, one character more is refused', () => {
    const max = qualificationsFields.englishProviderName.maxLength;
    const other = (name: string) => ({
      hasEnglishProvider: true,
      englishProvider: 1635,
      englishProviderName: name,
      englishProviderStartDate: '2025-01-06',
      englishProviderEndDate: '2025-03-28',
    });
    expect(errorsOf(other('x'.repeat(max)))).toEqual({});
    expect(errorsOf(other('x'.repeat(max + 1)))).toEqual({ englishProviderName: tooLong(max) });
  });

  it('the form of testing comments: the same', () => {
    const max = qualificationsFields.formOfTestingComments.maxLength;
    const comments = (text: string) => ({ formOfTesting: 2111, formOfTestingComments: text });
    expect(errorsOf(comments('x'.repeat(max)))).toEqual({});
    expect(errorsOf(comments('x'.repeat(max + 1)))).toEqual({ formOfTestingComments: tooLong(max) });
  });

  it('the International Baccalaureate score is 2 characters (spec §5), even when its number is in range', () => {
    const ib = (score: string) => ({
      qualifications: [secondary({ internationalBaccalaureateAggregateScore: score })],
    });
    expect(errorsOf(ib('38'))).toEqual({});
    for (const score of ['038', '38.0', '380', '3.8', '38a', 'a38'])
      expect(errorsOf(ib(score)), score).toEqual({
        'qualifications.0.internationalBaccalaureateAggregateScore':
          'The score must be a whole number from 21 to 45.',
      });
  });
});

describe('what a qualification keeps', () => {
  it('a completed qualification keeps no answer to "do you intend to complete it?"', () => {
    expect(
      parsed({ qualifications: [bachelor({ completed: true, intendToComplete: false })] }).qualifications[0]
        ?.intendToComplete,
    ).toBeNull();
    expect(
      parsed({ qualifications: [bachelor({ completed: false, intendToComplete: true })] }).qualifications[0]
        ?.intendToComplete,
    ).toBe(true);
  });

  it('only a change of the completed answer clears the exclusion (spec §4): other answers leave it', () => {
    const excluded = {
      ...validForm(),
      qualifications: [
        bachelor({ completed: false, excludedFromInstitution: true, excludedDetails: 'Unpaid fees' }),
      ],
    };
    for (const [field, value] of [
      ['institution', 'University of Mumbai'],
      ['intendToComplete', true],
      ['endDate', '2021-06-30'],
    ] as const) {
      const next = onQualificationsChange(excluded, `qualifications.0.${field}`, value);
      expect(next.qualifications[0], field).toMatchObject({
        [field]: value,
        excludedFromInstitution: true,
        excludedDetails: 'Unpaid fees',
      });
    }
  });
});

describe('the staff pre-fill’s enrolment code box (spec §4, ADR 012)', () => {
  it('takes only letters, digits and dashes as they are typed', () => {
    expect(enrolmentCodeCharacters('ENR-2019-0001')).toBe('ENR-2019-0001');
    expect(enrolmentCodeCharacters(' enr 2019/0001! ')).toBe('enr20190001');
    expect(enrolmentCodeCharacters('é_#')).toBe('');
  });

  it('its message gives an example that is itself a valid code', () => {
    const example = /for example (\S+?)\.?$/.exec(ENROLMENT_CODE_INVALID)?.[1] ?? '';
    expect(example).not.toBe('');
    expect(isEnrolmentCode(example)).toBe(true);
    expect(enrolmentCodeCharacters(example)).toBe(example);
    expect(ENROLMENT_CODE_INVALID).toMatch(/letters, digits and dashes/);
  });
});

describe('the demo seed’s sample qualifications (as sample.ts promises)', () => {
  it('a domestic applicant’s: a secondary school (type 500) in Australia (752), no English test', () => {
    const form = sampleQualifications('Domestic');
    expect(form.qualifications.map((item) => [item.qualificationType, item.country])).toEqual([[500, 752]]);
    expect(form.completedEnglishTest).toBe(false);
  });

  it('an international applicant’s: a degree abroad and IELTS Academic (505) with its scores', () => {
    const form = sampleQualifications('International');
    expect(form.qualifications.map((item) => item.qualificationType)).not.toContain(500);
    expect(form.qualifications.every((item) => item.country !== 752)).toBe(true);
    expect(form).toMatchObject({ completedEnglishTest: true, englishTestType: 505 });
    expect(form.finalResult).not.toBe('');
  });

  it.each(['Domestic', 'International'] as const)(
    'the %s sample’s studies ended in the past, so they are completed',
    (category) => {
      for (const item of sampleQualifications(category).qualifications) {
        expect(item.endDate < '2026-01-01').toBe(true);
        expect(item.completed).toBe(true);
      }
    },
  );
});
