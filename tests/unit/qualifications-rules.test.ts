import { describe, expect, it } from 'vitest';
import { emptyQualification } from '../../src/domain/qualifications/defaults.ts';
import { qualificationsSchema } from '../../src/domain/qualifications/schema.ts';
import { requiredQualificationPaths } from '../../src/domain/qualifications/validate.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';
import { bachelor, ctx, now, secondary, validForm } from './qualifications-fixtures.ts';

type Mode = 'applicant' | 'agent' | 'staff';
const errorsOf = (over: Record<string, unknown>, mode: Mode = 'applicant') => {
  const result = qualificationsSchema(ctx(mode)).safeParse({ ...validForm(), ...over });
  return result.success ? {} : fieldErrors(result.error);
};
const item = (over: Record<string, unknown>) => ({ qualifications: [{ ...bachelor(), ...over }] });

describe('qualifications step: the valid form', () => {
  it('is accepted for every mode, and its checkboxes are its entries’ types', () => {
    for (const mode of ['applicant', 'agent', 'staff'] as const) expect(errorsOf({}, mode)).toEqual({});
    const parsed = qualificationsSchema(ctx()).parse({
      ...validForm(),
      qualificationTypes: [499, 1853],
      qualifications: [secondary(), bachelor()],
    });
    expect(parsed.qualificationTypes).toEqual([497, 500]);
  });
});

describe('a qualification (course spec §5)', () => {
  it.each([
    ['name', '', 'Qualification Name is required.'],
    ['name', 'x'.repeat(501), 'It must be no more than 500 characters.'],
    ['completed', null, 'Please say whether you have completed this qualification.'],
    ['startDate', '', 'Start Date is required.'],
    ['endDate', '', 'End Date is required.'],
    ['startDate', '2018-02-30', 'Please enter a date as yyyy-MM-dd.'],
    ['startDate', '1899-12-31', 'The date must not be before 1900.'],
    ['endDate', '2018-06-30', 'The end date must not be before the start date.'],
    ['institution', '', 'Institution is required.'],
    ['institution', 'x'.repeat(101), 'It must be no more than 100 characters.'],
    ['country', null, 'Country is required.'],
    ['country', 99999, 'This choice is not in the list. Please choose again.'],
    ['studentNum', '1'.repeat(19), 'It must be no more than 18 characters.'],
    ['qualificationType', 1234, 'This choice is not in the list. Please choose again.'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf(item({ [field]: value }))).toEqual({ [`qualifications.0.${field}`]: message });
  });

  it('accepts a name of 500 characters, an institution of 100 and a student number of 18', () => {
    expect(
      errorsOf(item({ name: 'x'.repeat(500), institution: 'y'.repeat(100), studentNum: '1'.repeat(18) })),
    ).toEqual({});
  });

  it('asks the state only in Australia (752)', () => {
    expect(errorsOf(item({ country: 752 }))).toEqual({ 'qualifications.0.state': 'State is required.' });
    expect(errorsOf(item({ country: 752, state: 2 }))).toEqual({});
    const parsed = qualificationsSchema(ctx()).parse({
      ...validForm(),
      ...item({ country: 10356, state: 2 }),
    });
    expect(parsed.qualifications[0]?.state).toBeNull();
  });

  it('type 500 requires the year and level left school and the year 12 results type', () => {
    const school = { ...emptyQualification(500), ...bachelor(), qualificationType: 500 };
    expect(errorsOf({ qualifications: [school] })).toEqual({
      'qualifications.0.yearLeftSchool': 'Year Left School is required.',
      'qualifications.0.levelLeftSchool': 'Level Left School is required.',
      'qualifications.0.year12ResultsType': 'Year 12 Results Type is required.',
    });
    // a degree asks none of them, and keeps none
    const parsed = qualificationsSchema(ctx()).parse({
      ...validForm(),
      ...item({ yearLeftSchool: '2016', levelLeftSchool: 1855 }),
    });
    expect(parsed.qualifications[0]).toMatchObject({ yearLeftSchool: '', levelLeftSchool: null });
  });

  it('a year left school is yyyy from 1900 to this year', () => {
    expect(errorsOf({ qualifications: [secondary({ yearLeftSchool: '2027' })] })).toEqual({
      'qualifications.0.yearLeftSchool': 'The year must be between 1900 and this year.',
    });
    expect(errorsOf({ qualifications: [secondary({ yearLeftSchool: '16' })] })).toEqual({
      'qualifications.0.yearLeftSchool': 'Please enter a year as yyyy.',
    });
  });

  it('not completed: the exclusion question, its details required (max 100) when excluded', () => {
    expect(errorsOf(item({ completed: false, excludedFromInstitution: true }))).toEqual({
      'qualifications.0.excludedDetails': 'Exclusion Details is required.',
    });
    expect(
      errorsOf(item({ completed: false, excludedFromInstitution: true, excludedDetails: 'x'.repeat(101) })),
    ).toEqual({
      'qualifications.0.excludedDetails': 'It must be no more than 100 characters.',
    });
    // completed: the exclusion answers are not kept
    const parsed = qualificationsSchema(ctx()).parse({
      ...validForm(),
      ...item({ completed: true, excludedFromInstitution: true, excludedDetails: 'Academic misconduct' }),
    });
    expect(parsed.qualifications[0]).toMatchObject({ excludedFromInstitution: null, excludedDetails: '' });
  });

  it('one entry per type', () => {
    expect(errorsOf({ qualifications: [bachelor(), bachelor()] })).toEqual({
      'qualifications.1.qualificationType': 'Each qualification type can be chosen only once.',
    });
  });
});

describe('English language proficiency (course spec §5, §6)', () => {
  it('a provider needs its date range; 1635 needs the institution name', () => {
    expect(errorsOf({ hasEnglishProvider: true })).toEqual({
      englishProvider: 'English Provider is required.',
      englishProviderStartDate: 'Start Date is required.',
      englishProviderEndDate: 'End Date is required.',
    });
    expect(
      errorsOf({
        hasEnglishProvider: true,
        englishProvider: 1635,
        englishProviderStartDate: '2025-01-06',
        englishProviderEndDate: '2025-03-28',
      }),
    ).toEqual({ englishProviderName: 'Institution Name is required.' });
  });

  it('the exemption reason is staff’s: required for staff, never kept for others', () => {
    expect(errorsOf({ exemptFromProvidingEvidence: true }, 'staff')).toEqual({
      exemptionReason: 'Exemption Reason is required.',
    });
    expect(errorsOf({ exemptFromProvidingEvidence: true })).toEqual({});
    const parsed = qualificationsSchema(ctx('applicant')).parse({
      ...validForm(),
      exemptFromProvidingEvidence: true,
      exemptionReason: 1640,
    });
    expect(parsed.exemptionReason).toBeNull();
    expect(
      qualificationsSchema(ctx('staff')).parse({
        ...validForm(),
        exemptFromProvidingEvidence: true,
        exemptionReason: 1640,
      }).exemptionReason,
    ).toBe(1640);
  });

  it('a test needs its type, date and country; the city is letters, digits and spaces, at most 48', () => {
    expect(
      errorsOf({
        englishTestType: null,
        englishTestDate: '',
        englishTestCountry: null,
        finalResult: '',
        listening: '',
        speaking: '',
        reading: '',
        writing: '',
      }),
    ).toEqual({
      englishTestType: 'English Test is required.',
      englishTestDate: 'Test Date is required.',
      englishTestCountry: 'Test Country is required.',
    });
    expect(errorsOf({ englishTestCity: 'New Delhi!' })).toEqual({
      englishTestCity: 'It must contain letters, numbers and spaces only.',
    });
    expect(errorsOf({ englishTestCity: 'x'.repeat(49) })).toEqual({
      englishTestCity: 'It must be no more than 48 characters.',
    });
  });

  it('a test date is not in the future', () => {
    const tomorrow = new Date(now().getTime() + 86_400_000);
    const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(errorsOf({ englishTestDate: date })).toEqual({
      englishTestDate: 'The test date must not be in the future.',
    });
    expect(errorsOf({ englishTestDate: '2026-11-24' })).toEqual({});
  });

  it('the overall and skill scores of a chosen test are required', () => {
    expect(errorsOf({ finalResult: '', listening: '', writing: '' })).toEqual({
      finalResult: 'Overall Score is required.',
      listening: 'Listening is required.',
      writing: 'Writing is required.',
    });
  });

  it('form of testing: required once the requirements are met; 2111 and 2105 need comments', () => {
    expect(errorsOf({ formOfTesting: null })).toEqual({ formOfTesting: 'Form of Testing is required.' });
    for (const form of [2111, 2105])
      expect(errorsOf({ formOfTesting: form })).toEqual({
        formOfTestingComments: 'Comments are required for this form of testing.',
      });
    expect(errorsOf({ formOfTesting: 2111, formOfTestingComments: 'Medium of instruction letter' })).toEqual(
      {},
    );
    expect(errorsOf({ formOfTesting: 2106 })).toEqual({});
  });
});

describe('employment (course spec §5)', () => {
  const job = (over: Record<string, unknown>) => ({
    employments: [{ ...validForm().employments[0], ...over }],
  });

  it.each([
    ['name', '', 'Employer is required.'],
    ['name', 'x'.repeat(101), 'It must be no more than 100 characters.'],
    ['position', '', 'Position is required.'],
    ['position', 'x'.repeat(101), 'It must be no more than 100 characters.'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf(job({ [field]: value }))).toEqual({ [`employments.0.${field}`]: message });
  });

  it('is optional, and an end date before the start is refused', () => {
    expect(errorsOf({ employments: [] })).toEqual({});
    expect(errorsOf(job({ inService: false, endDate: '2021-01-01' }))).toEqual({
      'employments.0.endDate': 'The end date must not be before the start date.',
    });
  });

  it('at most 10 entries', () => {
    const ten = Array.from({ length: 11 }, () => validForm().employments[0]);
    expect(errorsOf({ employments: ten })).toEqual({
      employments: 'No more than 10 employment entries can be added.',
    });
  });
});

describe('required marks', () => {
  it('follow the answers, per entry', () => {
    const form = { ...validForm(), qualifications: [secondary()], exemptFromProvidingEvidence: true };
    const staff = requiredQualificationPaths(form, ctx('staff'));
    expect(staff).toEqual(
      expect.arrayContaining([
        'qualifications.0.name',
        'qualifications.0.state',
        'qualifications.0.yearLeftSchool',
        'qualifications.0.internationalBaccalaureateAggregateScore',
        'exemptionReason',
        'englishTestType',
        'finalResult',
        'formOfTesting',
        'employments.0.name',
      ]),
    );
    expect(requiredQualificationPaths(form, ctx('applicant'))).not.toContain('exemptionReason');
  });
});

describe('the test date against today', () => {
  it('compares whole dates, early in the year too (5 March 2026)', () => {
    const march = { ...ctx(), now: () => new Date(2026, 2, 5, 9) };
    const check = (date: string) => {
      const result = qualificationsSchema(march).safeParse({ ...validForm(), englishTestDate: date });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(check('2026-03-05')).toEqual({});
    expect(check('2026-03-06')).toEqual({ englishTestDate: 'The test date must not be in the future.' });
    expect(check('2026-02-28')).toEqual({});
  });
});
