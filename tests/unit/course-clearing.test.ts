import { describe, expect, it } from 'vitest';
import {
  addRplItem,
  clearHiddenValues,
  onAnswerChange,
  removeRplItem,
  removeSecondApplication,
} from '../../src/domain/course/clearing.ts';
import { emptyRplItem } from '../../src/domain/course/defaults.ts';
import type { ApplicationDetailsForm } from '../../src/domain/course/form.ts';
import { catalogue, context, Ids, validForm } from './course-fixtures.ts';

const domestic = validForm('Domestic');
const international = validForm('International');
const item = { ...emptyRplItem(), courseCode: 'BUS1', moduleId: Ids.bus101 };
const second = {
  hasSecondApplication: true,
  applicationType2: Ids.postgraduate,
  campusId2: Ids.sydney,
  courseOffering2Id: Ids.jd,
  studyTermMode2: Ids.standardTerms,
} as const;
const closedSecond = {
  applicationType2: null,
  campusId2: null,
  courseOffering2Id: null,
  studyTermMode2: null,
};

// Spec §4 "Course step rules": each row is an answer → what it clears (or keeps).
describe('answering a question', () => {
  it.each<
    [
      string,
      Partial<ApplicationDetailsForm>,
      keyof ApplicationDetailsForm,
      unknown,
      Partial<ApplicationDetailsForm>,
    ]
  >([
    [
      'RPL off clears the items',
      { needRpl: true, applicationRpls: [item] },
      'needRpl',
      false,
      { applicationRpls: [] },
    ],
    [
      'RPL on keeps the items',
      { needRpl: true, applicationRpls: [item] },
      'needRpl',
      true,
      { applicationRpls: [item] },
    ],
    [
      'RPL on with no item starts the first, empty',
      { needRpl: false, applicationRpls: [] },
      'needRpl',
      true,
      {
        applicationRpls: [
          { previousInstitutionName: '', courseCode: '', completionYear: '', moduleId: null, resultId: null },
        ],
      },
    ],
    ['closing the second application clears it', second, 'hasSecondApplication', false, closedSecond],
    [
      'a type the offering is not of clears it',
      {},
      'applicationType',
      Ids.postgraduate,
      { courseOfferingId: null },
    ],
    [
      'a type the offering is of keeps it',
      {},
      'applicationType',
      Ids.undergraduate,
      { courseOfferingId: Ids.bbus },
    ],
    ['a campus the offering is not at clears it', {}, 'campusId', Ids.online, { courseOfferingId: null }],
    [
      'the second type clears the second offering',
      second,
      'applicationType2',
      Ids.undergraduate,
      { courseOffering2Id: null },
    ],
    [
      'a changed type leaves the other offering',
      second,
      'applicationType',
      Ids.postgraduate,
      { courseOffering2Id: Ids.jd },
    ],
    [
      'unticking 1339 clears the details',
      { howFundingCost: [Ids.other], fundingCostDetails: 'Loan' },
      'howFundingCost',
      [Ids.savings],
      { fundingCostDetails: '' },
    ],
    [
      'keeping 1339 keeps the details',
      { howFundingCost: [Ids.other], fundingCostDetails: 'Loan' },
      'howFundingCost',
      [Ids.savings, Ids.other],
      { fundingCostDetails: 'Loan' },
    ],
    [
      'FEE-HELP no clears the TFN',
      { applyFeeHelp: true, taxFileNumber: '123456789' },
      'applyFeeHelp',
      false,
      { taxFileNumber: '' },
    ],
    [
      'law factors no clears them',
      { applyingLawSchoolFactors: true, adjustmentFactors: [Ids.factor] },
      'applyingLawSchoolFactors',
      false,
      { adjustmentFactors: [] },
    ],
  ])('%s', (_name, before, field, value, after) => {
    const form = onAnswerChange({ ...domestic, ...before }, field, value as never, catalogue);
    expect(form).toMatchObject({ [field]: value, ...after });
  });
});

describe('RPL items and the second application (spec §4)', () => {
  it('removing the last RPL item sets needRpl to no; removing another keeps it', () => {
    const two = addRplItem(addRplItem(domestic));
    expect(two).toMatchObject({ needRpl: true, applicationRpls: [emptyRplItem(), emptyRplItem()] });
    const one = removeRplItem(two, 0);
    expect(one).toMatchObject({ needRpl: true, applicationRpls: [emptyRplItem()] });
    expect(removeRplItem(one, 0)).toMatchObject({ needRpl: false, applicationRpls: [] });
  });

  it('removes the item asked for', () => {
    const form = { ...domestic, needRpl: true, applicationRpls: [item, emptyRplItem()] };
    expect(removeRplItem(form, 0).applicationRpls).toEqual([emptyRplItem()]);
  });

  it('removing the second application clears its type, campus, offering and study term mode', () => {
    expect(removeSecondApplication({ ...domestic, ...second })).toMatchObject({
      hasSecondApplication: false,
      ...closedSecond,
    });
  });
});

describe('what a save keeps', () => {
  it('drops the Living Costs block for Domestic and the FEE-HELP block for International', () => {
    const both = {
      understandCosts: true,
      howFundingCost: [Ids.other],
      fundingCostDetails: 'Loan',
      applyFeeHelp: true,
      taxFileNumber: 'A1',
    };
    expect(clearHiddenValues({ ...domestic, ...both }, context('applicant', 'Domestic'))).toMatchObject({
      understandCosts: null,
      howFundingCost: [],
      fundingCostDetails: '',
      applyFeeHelp: true,
      taxFileNumber: 'A1',
    });
    expect(
      clearHiddenValues({ ...international, ...both }, context('applicant', 'International')),
    ).toMatchObject({
      understandCosts: true,
      howFundingCost: [Ids.other],
      fundingCostDetails: 'Loan',
      applyFeeHelp: null,
      taxFileNumber: '',
    });
  });

  it.each<[string, Partial<ApplicationDetailsForm>, Partial<ApplicationDetailsForm>]>([
    ['a closed second application', { ...second, hasSecondApplication: false }, closedSecond],
    ['RPL items with RPL off', { needRpl: false, applicationRpls: [item] }, { applicationRpls: [] }],
    [
      'law factors of a non-law course',
      { applyingLawSchoolFactors: true, adjustmentFactors: [Ids.factor] },
      { applyingLawSchoolFactors: null, adjustmentFactors: [] },
    ],
    [
      'the exam venue of an on-campus offering',
      { examVenue: Ids.onlineExam },
      { examVenue: null, studyTermMode: Ids.standardTerms },
    ],
    ['the TFN without FEE-HELP', { applyFeeHelp: false, taxFileNumber: 'A1' }, { taxFileNumber: '' }],
  ])('empties %s', (_name, change, kept) => {
    expect(clearHiddenValues({ ...domestic, ...change }, context('staff', 'Domestic'))).toMatchObject(kept);
  });

  it('keeps everything shown', () => {
    const form = {
      ...domestic,
      ...second,
      applyingLawSchoolFactors: true,
      adjustmentFactors: [Ids.factor],
      needRpl: true,
      applicationRpls: [item],
    };
    expect(clearHiddenValues(form, context('applicant', 'Domestic'))).toEqual(form);
  });
});
