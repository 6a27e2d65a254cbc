import { describe, expect, it } from 'vitest';
import { onOtherDetailsChange } from '../../src/domain/other-details/clearing.ts';
import { emptyOtherDetails, formFromLoad } from '../../src/domain/other-details/defaults.ts';
import type { OtherDetailsForm } from '../../src/domain/other-details/form.ts';

/** Every question answered so that it opens its details, and the details filled. */
const open = (): OtherDetailsForm => ({
  applicationId: 12,
  englishIsFirstLanguage: false,
  firstLanguage: 5203,
  englishSecondaryStudy: true,
  englishSecondaryStudyCompletedDate: '2015-11-30',
  englishPostSecondaryStudy: true,
  englishPostSecondaryStudyCompletedDate: '2019-06-30',
  completedEnglishTest: true,
  englishTestType: 1591,
  testDate: '2026-02-14',
  finalResult: '100',
  listening: '25',
  speaking: '24',
  reading: '26',
  writing: '25',
  useOfEnglish: 'At work.',
  studiedByAgent: true,
  agency: 9001,
});

const noScores = { finalResult: '', listening: '', speaking: '', reading: '', writing: '' };

describe('answering a question empties what it no longer opens', () => {
  it.each([
    ['englishIsFirstLanguage', true, { firstLanguage: null }],
    ['englishIsFirstLanguage', null, { firstLanguage: null }],
    ['englishSecondaryStudy', false, { englishSecondaryStudyCompletedDate: '' }],
    ['englishPostSecondaryStudy', false, { englishPostSecondaryStudyCompletedDate: '' }],
    ['completedEnglishTest', false, { englishTestType: null, testDate: '', ...noScores }],
    ['studiedByAgent', false, { agency: null }],
  ] as const)('%s = %j', (field, value, cleared) => {
    expect(onOtherDetailsChange(open(), field, value)).toEqual({ ...open(), [field]: value, ...cleared });
  });

  it.each([
    ['englishIsFirstLanguage', false],
    ['englishSecondaryStudy', true],
    ['completedEnglishTest', true],
    ['studiedByAgent', true],
  ] as const)('%s answered %j again keeps its details', (field, value) => {
    expect(onOtherDetailsChange(open(), field, value)).toEqual(open());
  });

  it('another English test empties every score (they were on the old test’s scale), not the date', () => {
    expect(onOtherDetailsChange(open(), 'englishTestType', 505)).toEqual({
      ...open(),
      englishTestType: 505,
      ...noScores,
    });
    expect(onOtherDetailsChange(open(), 'englishTestType', 1591)).toEqual(open());
  });

  it('a typed score or text changes only itself', () => {
    expect(onOtherDetailsChange(open(), 'listening', '30')).toEqual({ ...open(), listening: '30' });
    expect(onOtherDetailsChange(open(), 'useOfEnglish', 'At home.')).toEqual({
      ...open(),
      useOfEnglish: 'At home.',
    });
  });
});

describe('the form for a load', () => {
  it('is empty with the route’s id for an application whose step was never saved', () => {
    expect(formFromLoad(null, 12)).toEqual({ ...emptyOtherDetails(), applicationId: 12 });
    expect(emptyOtherDetails()).toMatchObject({
      applicationId: -1,
      englishIsFirstLanguage: null,
      firstLanguage: null,
      testDate: '',
      useOfEnglish: '',
      agency: null,
    });
  });

  it('takes every saved field, keeps the application’s id, and ignores what it does not know', () => {
    const { applicationId: _id, ...saved } = open();
    expect(formFromLoad({ ...saved, applicationId: 99, somethingElse: 'x' }, 12)).toEqual(open());
  });

  it('keeps the empty value for a null, missing or wrongly typed saved value', () => {
    const form = formFromLoad(
      { firstLanguage: null, testDate: 20260214, studiedByAgent: 'yes', englishTestType: true, agency: 9001 },
      5,
    );
    expect(form).toEqual({ ...emptyOtherDetails(), applicationId: 5, agency: 9001 });
  });
});
