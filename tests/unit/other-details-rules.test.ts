import { describe, expect, it } from 'vitest';
import type { OtherDetailsForm } from '../../src/domain/other-details/form.ts';
import { otherDetailsSchema } from '../../src/domain/other-details/schema.ts';
import { requiredOtherDetailsFields } from '../../src/domain/other-details/validate.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';
import { agencies } from '../../src/server/seed/reference/agencies.ts';
import { languages } from '../../src/server/seed/reference/languages.ts';
import { englishTest } from '../../src/server/seed/reference/qualification-lists.ts';

/**
 * The older other-details step's rules (course spec §2, §3: its field rules are not shown, so these
 * are what any user expects), with the messages a user reads, word for word.
 */
const TODAY = new Date(2026, 4, 15, 12);
const ctx = (mode: 'applicant' | 'agent' | 'staff' = 'applicant') => ({
  mode,
  lists: { languages, englishTest, agencies },
  now: () => TODAY,
});

/** Every question answered and every field it opens filled: IELTS 7 overall. */
const filled = (): OtherDetailsForm => ({
  applicationId: 12,
  englishIsFirstLanguage: false,
  firstLanguage: 5203, // Hindi (ASCL)
  englishSecondaryStudy: true,
  englishSecondaryStudyCompletedDate: '2015-11-30',
  englishPostSecondaryStudy: true,
  englishPostSecondaryStudyCompletedDate: '2019-06-30',
  completedEnglishTest: true,
  englishTestType: 505,
  testDate: '2026-02-14',
  finalResult: '7',
  listening: '7.5',
  speaking: '6.5',
  reading: '7',
  writing: '6',
  useOfEnglish: 'At work every day, and in my studies.',
  studiedByAgent: true,
  agency: 9002,
});

const errorsOf = (over: Partial<Record<keyof OtherDetailsForm, unknown>>, mode?: 'agent' | 'staff') => {
  const result = otherDetailsSchema(ctx(mode)).safeParse({ ...filled(), ...over });
  return result.success ? {} : fieldErrors(result.error);
};

describe('other details (older): a filled form', () => {
  it('is accepted as sent, for applicants, agents and staff', () => {
    for (const mode of [undefined, 'agent', 'staff'] as const) expect(errorsOf({}, mode)).toEqual({});
    expect(otherDetailsSchema(ctx()).parse(filled())).toEqual(filled());
  });

  it('needs nothing when every question is left unanswered or answered No (Yes to English)', () => {
    const empty = { applicationId: -1 };
    expect(otherDetailsSchema(ctx()).safeParse(empty).success).toBe(true);
    const no = {
      englishIsFirstLanguage: true,
      englishSecondaryStudy: false,
      englishPostSecondaryStudy: false,
      completedEnglishTest: false,
      studiedByAgent: false,
    };
    expect(otherDetailsSchema(ctx()).safeParse(no).success).toBe(true);
  });
});

describe('what a question opens is required, with the label in the message', () => {
  it.each([
    ['firstLanguage', null, 'First Language is required.'],
    ['englishSecondaryStudyCompletedDate', '', 'Secondary Studies Completion Date is required.'],
    ['englishPostSecondaryStudyCompletedDate', '', 'Post-secondary Studies Completion Date is required.'],
    ['englishTestType', null, 'English Test is required.'],
    ['testDate', '', 'Test Date is required.'],
    ['finalResult', '', 'Overall Score is required.'],
    ['agency', null, 'Agency is required.'],
  ] as const)('%s empty: %s', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it('leaves the skill scores optional beside an overall score', () => {
    expect(errorsOf({ listening: '', speaking: '', reading: '', writing: '' })).toEqual({});
  });

  it('asks the OET (2113) for its four skills instead of an overall score, each 0 to 500', () => {
    const oet = {
      englishTestType: 2113,
      finalResult: '',
      listening: '',
      speaking: '',
      reading: '',
      writing: '',
    };
    expect(errorsOf(oet)).toEqual({
      listening: 'Listening is required.',
      speaking: 'Speaking is required.',
      reading: 'Reading is required.',
      writing: 'Writing is required.',
    });
    const scored = { ...oet, listening: '350', speaking: '500', reading: '0', writing: '410' };
    expect(errorsOf(scored)).toEqual({});
    expect(errorsOf({ ...scored, writing: '501' })).toEqual({
      writing: 'The score must be a whole number from 0 to 500.',
    });
  });

  it('marks as required exactly what the answers open', () => {
    const marked = (over: Partial<OtherDetailsForm>) =>
      requiredOtherDetailsFields({ ...filled(), ...over }, ctx()).sort();
    expect(marked({})).toEqual(
      [
        'agency',
        'englishPostSecondaryStudyCompletedDate',
        'englishSecondaryStudyCompletedDate',
        'englishTestType',
        'finalResult',
        'firstLanguage',
        'testDate',
      ].sort(),
    );
    expect(
      marked({
        englishIsFirstLanguage: true,
        englishSecondaryStudy: false,
        englishPostSecondaryStudy: null,
        completedEnglishTest: false,
        studiedByAgent: false,
      }),
    ).toEqual([]);
    expect(marked({ englishTestType: 2113 })).toEqual(
      expect.arrayContaining(['listening', 'speaking', 'reading', 'writing']),
    );
    expect(marked({ englishTestType: 2113 })).not.toContain('finalResult');
  });
});

describe('choices come from their lists', () => {
  it.each([
    ['firstLanguage', 1201, 'English is not offered as another first language'],
    ['firstLanguage', 99_999, 'not a language'],
    ['englishTestType', 1863, 'a score type, not a test'],
    ['agency', 1, 'not an agency'],
  ] as const)('%s = %j (%s)', (field, value, _why) => {
    expect(errorsOf({ [field]: value })).toEqual({
      [field]: 'This choice is not in the list. Please choose again.',
    });
  });
});

describe('dates are real, from 1900, and not after today', () => {
  const dates = [
    'englishSecondaryStudyCompletedDate',
    'englishPostSecondaryStudyCompletedDate',
    'testDate',
  ] as const;
  it.each(dates)('%s', (field) => {
    const future =
      field === 'testDate'
        ? 'The test date must not be in the future.'
        : 'The completion date must not be in the future.';
    expect(errorsOf({ [field]: '2019-02-30' })).toEqual({ [field]: 'Please enter a date as yyyy-MM-dd.' });
    expect(errorsOf({ [field]: '15/05/2020' })).toEqual({ [field]: 'Please enter a date as yyyy-MM-dd.' });
    expect(errorsOf({ [field]: '1899-12-31' })).toEqual({ [field]: 'The date must not be before 1900.' });
    expect(errorsOf({ [field]: '2026-05-16' })).toEqual({ [field]: future });
    expect(errorsOf({ [field]: '2026-05-15' })).toEqual({});
    expect(errorsOf({ [field]: '1900-01-01' })).toEqual({});
  });
});

describe('scores are in the chosen test’s range (the qualifications step’s ranges)', () => {
  it.each([
    // IELTS Academic (505): 0 to 9 in half steps, overall and skills
    [505, 'finalResult', '9', null],
    [505, 'finalResult', '6.25', 'The score must be from 0 to 9 in steps of 0.5.'],
    [505, 'listening', '9.5', 'The score must be from 0 to 9 in steps of 0.5.'],
    [505, 'reading', '0', null],
    // TOEFL iBT (1591): 0 to 120 overall, 0 to 30 a skill
    [1591, 'finalResult', '120', null],
    [1591, 'finalResult', '121', 'The score must be a whole number from 0 to 120.'],
    [1591, 'speaking', '30', null],
    [1591, 'speaking', '31', 'The score must be a whole number from 0 to 30.'],
    // PTE Academic (1587): 10 to 90
    [1587, 'finalResult', '10', null],
    [1587, 'finalResult', '9', 'The score must be a whole number from 10 to 90.'],
    [1587, 'writing', '91', 'The score must be a whole number from 10 to 90.'],
    // Cambridge English Scale (2112): 142 to 210
    [2112, 'finalResult', '142', null],
    [2112, 'finalResult', '211', 'The score must be a whole number from 142 to 210.'],
    [2112, 'finalResult', 'B2', 'The score must be a whole number from 142 to 210.'],
  ] as const)('test %i: %s = %j', (test, field, value, message) => {
    const scores = {
      505: '7',
      1591: '100',
      1587: '65',
      2112: '180',
    }[test];
    const over = {
      englishTestType: test,
      finalResult: scores,
      listening: scores,
      speaking: scores,
      reading: scores,
      writing: test === 1591 ? '25' : scores,
    };
    if (test === 1591) Object.assign(over, { listening: '25', speaking: '25', reading: '25' });
    expect(errorsOf({ ...over, [field]: value })).toEqual(message ? { [field]: message } : {});
  });
});

describe('text', () => {
  it('keeps how English is used to 500 characters, line breaks allowed', () => {
    expect(errorsOf({ useOfEnglish: `${'x'.repeat(250)}\n${'y'.repeat(249)}` })).toEqual({});
    expect(errorsOf({ useOfEnglish: 'x'.repeat(501) })).toEqual({
      useOfEnglish: 'It must be no more than 500 characters.',
    });
  });

  it('refuses a score field that is not text, and a yes/no that is not one', () => {
    expect(errorsOf({ finalResult: 7 })).toEqual({ finalResult: 'This value is not valid.' });
    expect(errorsOf({ studiedByAgent: 'yes' })).toEqual({ studiedByAgent: 'This value is not valid.' });
  });
});

describe('a save keeps only what is shown', () => {
  it('empties what the answers do not open', () => {
    const parsed = otherDetailsSchema(ctx()).parse({
      ...filled(),
      englishIsFirstLanguage: true,
      englishSecondaryStudy: false,
      englishPostSecondaryStudy: null,
      completedEnglishTest: false,
      studiedByAgent: false,
    });
    expect(parsed).toMatchObject({
      firstLanguage: null,
      englishSecondaryStudyCompletedDate: '',
      englishPostSecondaryStudyCompletedDate: '',
      englishTestType: null,
      testDate: '',
      finalResult: '',
      listening: '',
      speaking: '',
      reading: '',
      writing: '',
      agency: null,
      useOfEnglish: 'At work every day, and in my studies.',
    });
  });

  it('shows no results before the test is chosen: only the test is asked for', () => {
    expect(errorsOf({ englishTestType: null, listening: '99', finalResult: 'x' })).toEqual({
      englishTestType: 'English Test is required.',
    });
  });

  it('drops an overall score sent with the OET, which has none', () => {
    const parsed = otherDetailsSchema(ctx()).parse({
      ...filled(),
      englishTestType: 2113,
      finalResult: '7',
      listening: '350',
      speaking: '350',
      reading: '350',
      writing: '350',
    });
    expect(parsed.finalResult).toBe('');
    expect(parsed.listening).toBe('350');
  });
});
