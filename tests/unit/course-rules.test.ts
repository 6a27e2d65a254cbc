import { describe, expect, it } from 'vitest';
import { emptyRplItem } from '../../src/domain/course/defaults.ts';
import type { ApplicationDetailsForm } from '../../src/domain/course/form.ts';
import { CourseMsg as M } from '../../src/domain/course/messages.ts';
import {
  requiredApplicationFields,
  requiredRplFields,
  validateApplicationDetails,
} from '../../src/domain/course/validate.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { issuePath } from '../../src/domain/steps/validate.ts';
import type { Category } from '../../src/domain/user.ts';
import { context, Ids, validForm } from './course-fixtures.ts';

/** The messages of a form as `{ 'path': message }` (the shape of a 406 `result.errors`). */
function messages(form: ApplicationDetailsForm, mode: Mode = 'applicant', category?: Category) {
  const issues = validateApplicationDetails(form, context(mode, category ?? form.applicationCategory));
  return Object.fromEntries(issues.map((issue) => [issuePath(issue).join('.'), issue.message]));
}

const domestic = validForm('Domestic');
const international = validForm('International');
const second = {
  hasSecondApplication: true,
  applicationType2: Ids.postgraduate,
  campusId2: Ids.sydney,
  courseOffering2Id: Ids.jd,
  studyTermMode2: Ids.standardTerms,
} as const;
const rpl = (item: Partial<ReturnType<typeof emptyRplItem>>) => ({ ...emptyRplItem(), ...item });

describe('the course step spec wording (§5, §8)', () => {
  it.each([
    ['summary', 'Please correct the edit information.'],
    ['timeConflict', 'It cannot be selected because of time conflict.'],
    ['rplDuplicateSubject', 'The same subject code cannot be selected repeatly in RPL item.'],
    ['understandCosts', 'The costs of studying in Australia must be understood.'],
  ] as const)('%s is %j', (key, text) => {
    expect(M[key]).toBe(text);
  });

  it('writes its own required messages as "<Label> is required."', () => {
    for (const [key, text] of Object.entries(M))
      if (/Required$/.test(key) && key !== 'rplItemsRequired')
        expect(text).toMatch(/^[A-Z][\w -]+ is required\.$/);
  });
});

describe('valid forms pass', () => {
  it.each([
    ['Domestic', domestic],
    ['International', international],
  ] as const)('%s with the first application only', (_c, form) => {
    for (const mode of ['applicant', 'agent', 'staff'] as const) expect(messages(form, mode)).toEqual({});
  });
});

// Each row: what differs from a valid form → the field → the message (spec §5).
describe.each<[string, Category, Mode, Partial<ApplicationDetailsForm>, string, string]>([
  // required (spec §5 "Required: course type, campus, course offering, study term mode, exam venue")
  [
    'no course type',
    'Domestic',
    'applicant',
    { applicationType: null },
    'applicationType',
    M.courseTypeRequired,
  ],
  ['no campus', 'Domestic', 'applicant', { campusId: null }, 'campusId', M.campusRequired],
  ['no offering', 'Domestic', 'staff', { courseOfferingId: null }, 'courseOfferingId', M.offeringRequired],
  [
    'on campus, no study term mode',
    'Domestic',
    'agent',
    { studyTermMode: null },
    'studyTermMode',
    M.studyTermModeRequired,
  ],
  [
    'online, no exam venue',
    'Domestic',
    'applicant',
    { campusId: Ids.online, courseOfferingId: Ids.bbusOnline, studyTermMode: null },
    'examVenue',
    M.examVenueRequired,
  ],
  // chosen ids must be the catalogue's
  [
    'unknown course type',
    'Domestic',
    'applicant',
    { applicationType: 999 },
    'applicationType',
    M.choiceNotInList,
  ],
  ['unknown campus', 'Domestic', 'applicant', { campusId: 999 }, 'campusId', M.choiceNotInList],
  [
    'offering of another type',
    'Domestic',
    'applicant',
    { courseOfferingId: Ids.mba },
    'courseOfferingId',
    M.offeringNotAvailable,
  ],
  [
    'unknown offering',
    'Domestic',
    'applicant',
    { courseOfferingId: 77 },
    'courseOfferingId',
    M.offeringNotAvailable,
  ],
  [
    'unknown study term mode',
    'Domestic',
    'applicant',
    { studyTermMode: 1 },
    'studyTermMode',
    M.choiceNotInList,
  ],
  // the second application
  [
    'second without campus',
    'Domestic',
    'applicant',
    { ...second, campusId2: null },
    'campusId2',
    M.campusRequired,
  ],
  [
    'second without offering',
    'Domestic',
    'applicant',
    { ...second, courseOffering2Id: null },
    'courseOffering2Id',
    M.offeringRequired,
  ],
  [
    'second without study term mode',
    'Domestic',
    'applicant',
    { ...second, studyTermMode2: null },
    'studyTermMode2',
    M.studyTermModeRequired,
  ],
  [
    'second starts before the first ends',
    'Domestic',
    'applicant',
    { ...second, courseOffering2Id: Ids.mba },
    'courseOffering2Id',
    M.timeConflict,
  ],
  [
    'second is the first again',
    'Domestic',
    'applicant',
    { ...second, applicationType2: Ids.undergraduate, courseOffering2Id: Ids.bbus },
    'courseOffering2Id',
    M.timeConflict,
  ],
  // law-school adjustment factors (law courses only)
  [
    'law factors yes, none chosen',
    'Domestic',
    'applicant',
    { ...second, applyingLawSchoolFactors: true },
    'adjustmentFactors',
    M.adjustmentFactorsRequired,
  ],
  [
    'unknown adjustment factor',
    'Domestic',
    'applicant',
    { ...second, applyingLawSchoolFactors: true, adjustmentFactors: [1] },
    'adjustmentFactors',
    M.choiceNotInList,
  ],
  // subject preferences: each required, no duplicates, at most 6, of the chosen offering
  [
    'empty preference',
    'Domestic',
    'applicant',
    { applyCoModuleIds: [Ids.bus101, null] },
    'applyCoModuleIds.1',
    M.subjectPreferenceRequired,
  ],
  [
    'duplicate preference',
    'International',
    'staff',
    { applyCoModuleIds: [Ids.bus101, Ids.acc101, Ids.bus101] },
    'applyCoModuleIds.2',
    M.subjectPreferenceDuplicate,
  ],
  [
    'seven preferences',
    'Domestic',
    'applicant',
    { applyCoModuleIds: [1, 2, 3, 4, 5, 6, 7] },
    'applyCoModuleIds',
    M.subjectPreferencesMax6,
  ],
  [
    'a subject of another offering',
    'Domestic',
    'applicant',
    { applyCoModuleIds: [Ids.law501] },
    'applyCoModuleIds.0',
    M.subjectNotInOffering,
  ],
  // RPL
  ['RPL on, no item', 'Domestic', 'applicant', { needRpl: true }, 'applicationRpls', M.rplItemsRequired],
  [
    'duplicate RPL subject',
    'Domestic',
    'applicant',
    { needRpl: true, applicationRpls: [rpl({ moduleId: Ids.bus101 }), rpl({ moduleId: Ids.bus101 })] },
    'applicationRpls.1.moduleId',
    M.rplDuplicateSubject,
  ],
  [
    'RPL institution over 100',
    'Domestic',
    'applicant',
    { needRpl: true, applicationRpls: [rpl({ previousInstitutionName: 'x'.repeat(101) })] },
    'applicationRpls.0.previousInstitutionName',
    M.max100,
  ],
  [
    'RPL course code over 100',
    'Domestic',
    'staff',
    {
      needRpl: true,
      applicationRpls: [
        rpl({
          previousInstitutionName: 'TAFE',
          courseCode: 'c'.repeat(101),
          completionYear: '2020',
          moduleId: Ids.bus101,
          resultId: Ids.credit,
        }),
      ],
    },
    'applicationRpls.0.courseCode',
    M.max100,
  ],
  [
    'RPL year in the future',
    'Domestic',
    'applicant',
    { needRpl: true, applicationRpls: [rpl({ completionYear: '2027' })] },
    'applicationRpls.0.completionYear',
    M.yearRange,
  ],
  [
    'RPL year not yyyy',
    'Domestic',
    'applicant',
    { needRpl: true, applicationRpls: [rpl({ completionYear: '20' })] },
    'applicationRpls.0.completionYear',
    M.yearFormat,
  ],
  [
    'RPL unknown result',
    'Domestic',
    'applicant',
    { needRpl: true, applicationRpls: [rpl({ resultId: 5 })] },
    'applicationRpls.0.resultId',
    M.choiceNotInList,
  ],
  // Living Costs (International)
  [
    'costs unanswered',
    'International',
    'applicant',
    { understandCosts: null },
    'understandCosts',
    M.understandCosts,
  ],
  [
    'costs answered no',
    'International',
    'staff',
    { understandCosts: false },
    'understandCosts',
    M.understandCosts,
  ],
  [
    '1339 ticked, no details',
    'International',
    'applicant',
    { howFundingCost: [Ids.savings, Ids.other] },
    'fundingCostDetails',
    M.fundingDetailsRequired,
  ],
  [
    'details over 500',
    'International',
    'applicant',
    { howFundingCost: [Ids.other], fundingCostDetails: 'd'.repeat(501) },
    'fundingCostDetails',
    M.max500,
  ],
  [
    'unknown funding option',
    'International',
    'applicant',
    { howFundingCost: [1] },
    'howFundingCost',
    M.choiceNotInList,
  ],
  // FEE-HELP (Domestic)
  [
    'FEE-HELP, no TFN',
    'Domestic',
    'applicant',
    { applyFeeHelp: true },
    'taxFileNumber',
    M.taxFileNumberRequired,
  ],
  [
    'TFN not alphanumeric',
    'Domestic',
    'applicant',
    { applyFeeHelp: true, taxFileNumber: '123-456' },
    'taxFileNumber',
    M.lettersDigits,
  ],
  [
    'TFN of 10',
    'Domestic',
    'applicant',
    { applyFeeHelp: true, taxFileNumber: '1234567890' },
    'taxFileNumber',
    M.max9,
  ],
])('%s (%s, %s)', (_name, category, mode, change, path, message) => {
  it(`→ ${path}: ${message}`, () => {
    const form = { ...validForm(category), ...change };
    expect(messages(form, mode)).toEqual({ [path]: message });
  });
});

describe('fields that fail together', () => {
  it('an opened second application asks its type, campus and offering', () => {
    expect(messages({ ...domestic, hasSecondApplication: true })).toEqual({
      applicationType2: M.courseTypeRequired,
      campusId2: M.campusRequired,
      courseOffering2Id: M.offeringRequired,
    });
  });

  it('an empty RPL item asks staff for every field, the result too (spec §5, §6)', () => {
    expect(messages({ ...domestic, needRpl: true, applicationRpls: [rpl({})] }, 'staff')).toEqual({
      'applicationRpls.0.previousInstitutionName': M.institutionRequired,
      'applicationRpls.0.courseCode': M.courseCodeRequired,
      'applicationRpls.0.completionYear': M.completionYearRequired,
      'applicationRpls.0.moduleId': M.subjectRequired,
      'applicationRpls.0.resultId': M.resultRequired,
    });
  });

  it('reports a repeated RPL subject on each later item', () => {
    const items = [Ids.bus101, Ids.acc101, Ids.bus101, Ids.acc101].map((moduleId) => rpl({ moduleId }));
    expect(messages({ ...domestic, needRpl: true, applicationRpls: items })).toEqual({
      'applicationRpls.2.moduleId': M.rplDuplicateSubject,
      'applicationRpls.3.moduleId': M.rplDuplicateSubject,
    });
  });
});

describe('what passes', () => {
  it.each<[string, Category, Mode, Partial<ApplicationDetailsForm>]>([
    [
      'online offering with an exam venue',
      'Domestic',
      'applicant',
      {
        campusId: Ids.online,
        courseOfferingId: Ids.bbusOnline,
        studyTermMode: null,
        examVenue: Ids.onlineExam,
      },
    ],
    ['second starting after the first ends', 'Domestic', 'applicant', second],
    ['law factors no', 'Domestic', 'applicant', { ...second, applyingLawSchoolFactors: false }],
    [
      'law factors chosen',
      'Domestic',
      'applicant',
      { ...second, applyingLawSchoolFactors: true, adjustmentFactors: [Ids.factor] },
    ],
    [
      'six distinct preferences of the offerings',
      'Domestic',
      'applicant',
      { ...second, applyCoModuleIds: [Ids.bus101, Ids.acc101, Ids.law501] },
    ],
    [
      'RPL items left empty by an applicant',
      'Domestic',
      'applicant',
      { needRpl: true, applicationRpls: [rpl({}), rpl({})] },
    ],
    [
      'RPL text of 100',
      'Domestic',
      'agent',
      { needRpl: true, applicationRpls: [rpl({ previousInstitutionName: 'x'.repeat(100) })] },
    ],
    [
      '1339 with details',
      'International',
      'applicant',
      { howFundingCost: [Ids.other], fundingCostDetails: 'A loan from my uncle' },
    ],
    [
      'TFN of 9 letters and digits',
      'Domestic',
      'applicant',
      { applyFeeHelp: true, taxFileNumber: 'ABC123456' },
    ],
    // the other category's block is hidden, so not validated
    [
      'Domestic ignores Living Costs',
      'Domestic',
      'applicant',
      { understandCosts: false, howFundingCost: [Ids.other] },
    ],
    [
      'International ignores FEE-HELP',
      'International',
      'applicant',
      { applyFeeHelp: true, taxFileNumber: '' },
    ],
    [
      'a non-law course ignores the factors',
      'Domestic',
      'applicant',
      { applyingLawSchoolFactors: true, adjustmentFactors: [] },
    ],
    [
      'a closed second application is ignored',
      'Domestic',
      'applicant',
      { hasSecondApplication: false, courseOffering2Id: Ids.mba },
    ],
  ])('%s', (_name, category, mode, change) => {
    expect(messages({ ...validForm(category), ...change }, mode)).toEqual({});
  });
});

describe('required marks (the same rules)', () => {
  it('marks study term mode for an on-campus offering and exam venue for an online one', () => {
    const ctx = context('applicant', 'Domestic');
    expect(requiredApplicationFields(domestic, ctx)).toEqual([
      'applicationType',
      'campusId',
      'courseOfferingId',
      'studyTermMode',
    ]);
    const online = { ...domestic, campusId: Ids.online, courseOfferingId: Ids.bbusOnline };
    expect(requiredApplicationFields(online, ctx)).toContain('examVenue');
    expect(requiredApplicationFields(online, ctx)).not.toContain('studyTermMode');
  });

  it('marks understanding costs for International only, the TFN with FEE-HELP only', () => {
    expect(requiredApplicationFields(international, context('agent', 'International'))).toContain(
      'understandCosts',
    );
    expect(requiredApplicationFields(domestic, context('agent', 'Domestic'))).not.toContain(
      'understandCosts',
    );
    const feeHelp = { ...domestic, applyFeeHelp: true };
    expect(requiredApplicationFields(feeHelp, context('agent', 'Domestic'))).toContain('taxFileNumber');
  });

  it('marks every RPL field for staff and none for applicants or agents (spec §5, §6)', () => {
    const form = { ...domestic, needRpl: true, applicationRpls: [emptyRplItem()] };
    expect(requiredRplFields(form, context('staff', 'Domestic'), 0)).toEqual([
      'previousInstitutionName',
      'courseCode',
      'completionYear',
      'moduleId',
      'resultId',
    ]);
    for (const mode of ['applicant', 'agent'] as const)
      expect(requiredRplFields(form, context(mode, 'Domestic'), 0)).toEqual([]);
  });
});

describe('subjects of the chosen offering', () => {
  it('checks RPL subjects against the chosen offerings once one is chosen', () => {
    const items = [rpl({ moduleId: Ids.law501 })];
    expect(messages({ ...domestic, needRpl: true, applicationRpls: items })).toEqual({
      'applicationRpls.0.moduleId': M.subjectNotInOffering,
    });
    expect(messages({ ...domestic, ...second, needRpl: true, applicationRpls: items })).toEqual({});
    expect(messages({ ...domestic, courseOfferingId: null, needRpl: true, applicationRpls: items })).toEqual({
      courseOfferingId: M.offeringRequired,
    });
  });
});
