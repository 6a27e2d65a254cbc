import { describe, expect, it } from 'vitest';
import { qualificationsSchema } from '../../src/domain/qualifications/schema.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';
import { ctx, validForm } from './qualifications-fixtures.ts';

const errorsOf = (over: Record<string, unknown>) => {
  const result = qualificationsSchema(ctx()).safeParse({ ...validForm(), ...over });
  return result.success ? {} : fieldErrors(result.error);
};

// What the user reads for each test's range (course spec §5 gives the ranges).
const IELTS = 'The score must be from 0 to 9 in steps of 0.5.';
const CAMBRIDGE = 'The score must be a whole number from 142 to 210.';
const TOEFL = 'The score must be a whole number from 0 to 120.';
const TOEFL_SKILL = 'The score must be a whole number from 0 to 30.';
const PTE = 'The score must be a whole number from 10 to 90.';
const OET = 'The score must be a whole number from 0 to 500.';

/** [test, field, value, message or null when accepted]. */
const cases: [number, string, string, string | null][] = [
  // 505 IELTS Academic: 0 to 9 in half steps, overall and skills
  [505, 'finalResult', '0', null],
  [505, 'finalResult', '9', null],
  [505, 'finalResult', '6.5', null],
  [505, 'finalResult', '7.25', IELTS],
  [505, 'finalResult', '9.5', IELTS],
  [505, 'finalResult', '-1', IELTS],
  [505, 'finalResult', 'seven', IELTS],
  [505, 'listening', '8.5', null],
  [505, 'listening', '6.3', IELTS],
  [505, 'writing', '10', IELTS],
  // 2112 Cambridge English scale: 142 to 210
  [2112, 'finalResult', '142', null],
  [2112, 'finalResult', '210', null],
  [2112, 'finalResult', '141', CAMBRIDGE],
  [2112, 'finalResult', '211', CAMBRIDGE],
  [2112, 'finalResult', '180.5', CAMBRIDGE],
  [2112, 'reading', '176', null],
  [2112, 'reading', '100', CAMBRIDGE],
  // 1591 TOEFL iBT: 0 to 120, skills 0 to 30
  [1591, 'finalResult', '0', null],
  [1591, 'finalResult', '120', null],
  [1591, 'finalResult', '121', TOEFL],
  [1591, 'finalResult', '99.5', TOEFL],
  [1591, 'speaking', '30', null],
  [1591, 'speaking', '31', TOEFL_SKILL],
  [1591, 'listening', '0', null],
  // 1587 PTE Academic: 10 to 90
  [1587, 'finalResult', '10', null],
  [1587, 'finalResult', '90', null],
  [1587, 'finalResult', '9', PTE],
  [1587, 'finalResult', '91', PTE],
  [1587, 'writing', '79', null],
  [1587, 'writing', '5', PTE],
];

describe('English test score ranges (course spec §5)', () => {
  it.each(cases)('test %i: %s = %s', (test, field, value, message) => {
    const scores = { finalResult: '', listening: '', speaking: '', reading: '', writing: '' };
    const fill = { 505: '6.5', 2112: '176', 1591: '25', 1587: '65' }[test] ?? '';
    const filled = Object.fromEntries(Object.keys(scores).map((key) => [key, fill]));
    const result = errorsOf({ englishTestType: test, ...filled, [field]: value });
    expect(result[field]).toBe(message ?? undefined);
    if (message === null) expect(result).toEqual({});
  });

  describe('OET (2113): score type 1863 scores 0 to 500, 1864 grades required', () => {
    const oet = { englishTestType: 2113, finalResult: '' };
    const skills = { listening: '350', speaking: '400', reading: '320', writing: '300' };

    it('asks the score type', () => {
      expect(errorsOf({ ...oet, ...skills })).toEqual({ scoreType: 'Score Type is required.' });
    });

    it.each([
      ['0', null],
      ['500', null],
      ['501', OET],
      ['350.5', OET],
    ])('score %s', (value, message) => {
      const result = errorsOf({ ...oet, scoreType: 1863, ...skills, listening: value });
      expect(result.listening).toBe(message ?? undefined);
    });

    it('has no overall score: one typed is not kept', () => {
      const parsed = qualificationsSchema(ctx()).parse({
        ...validForm(),
        ...oet,
        scoreType: 1863,
        ...skills,
        finalResult: '999',
      });
      expect(parsed.finalResult).toBe('');
    });

    it('grades: each of the four is required, scores are not kept', () => {
      expect(
        errorsOf({ ...oet, scoreType: 1864, listening: '', speaking: '', reading: '', writing: '' }),
      ).toEqual({
        listeningGrade: 'Listening Grade is required.',
        speakingGrade: 'Speaking Grade is required.',
        readingGrade: 'Reading Grade is required.',
        writingGrade: 'Writing Grade is required.',
      });
      const parsed = qualificationsSchema(ctx()).parse({
        ...validForm(),
        ...oet,
        scoreType: 1864,
        ...skills,
        listeningGrade: 1871,
        speakingGrade: 1872,
        readingGrade: 1873,
        writingGrade: 1874,
      });
      expect(parsed).toMatchObject({ listening: '', writing: '', listeningGrade: 1871, writingGrade: 1874 });
    });

    it('a grade must be one of the list', () => {
      const result = errorsOf({
        ...oet,
        scoreType: 1864,
        listeningGrade: 9999,
        speakingGrade: 1872,
        readingGrade: 1873,
        writingGrade: 1874,
      });
      expect(result).toEqual({ listeningGrade: 'This choice is not in the list. Please choose again.' });
    });
  });
});

describe('qualification scores (course spec §5)', () => {
  const secondaryForm = (over: Record<string, unknown>) =>
    errorsOf({
      qualificationTypes: [500],
      qualifications: [
        {
          qualificationType: 500,
          name: 'Higher School Certificate',
          completed: true,
          startDate: '2015-01-28',
          endDate: '2016-11-30',
          institution: 'Parramatta High School',
          country: 752,
          state: 1,
          yearLeftSchool: '2016',
          levelLeftSchool: 1855,
          year12ResultsType: 1866,
          ...over,
        },
      ],
    });

  it.each([
    ['85', null],
    ['85.5', null],
    ['9999.9', null],
    ['85.55', 'The score must be a number of up to 4 digits with at most one decimal place.'],
    ['12345', 'The score must be a number of up to 4 digits with at most one decimal place.'],
    ['A+', 'The score must be a number of up to 4 digits with at most one decimal place.'],
  ])('secondary score %s', (score, message) => {
    expect(secondaryForm({ score })['qualifications.0.score']).toBe(message ?? undefined);
  });

  it.each([
    ['21', null],
    ['45', null],
    ['20', 'The score must be a whole number from 21 to 45.'],
    ['46', 'The score must be a whole number from 21 to 45.'],
    ['3', 'The score must be a whole number from 21 to 45.'],
    ['', 'International Baccalaureate Aggregate Score is required.'],
  ])('International Baccalaureate score %s (results type 1861)', (value, message) => {
    const result = secondaryForm({
      year12ResultsType: 1861,
      internationalBaccalaureateAggregateScore: value,
    });
    expect(result['qualifications.0.internationalBaccalaureateAggregateScore']).toBe(message ?? undefined);
  });

  it('a degree result is free text up to 20 characters', () => {
    const result = errorsOf({
      qualifications: [{ ...validForm().qualifications[0], score: 'First Class Honours' }],
    });
    expect(result).toEqual({});
    const long = errorsOf({ qualifications: [{ ...validForm().qualifications[0], score: 'x'.repeat(21) }] });
    expect(long['qualifications.0.score']).toBe('It must be no more than 20 characters.');
  });
});
