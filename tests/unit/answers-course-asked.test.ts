import { describe, expect, it } from 'vitest';
import { COURSE_CHOICE_LISTS, courseSections } from '../../src/domain/answers/course.ts';
import { FUNDING_OPTION_OTHER } from '../../src/domain/course/catalogue.ts';
import type { ApplicationDetailsForm } from '../../src/domain/course/form.ts';
import type { Category } from '../../src/domain/user.ts';

/**
 * Check your answers shows a course question only when the step asked it (course spec §4): FEE-HELP
 * and the Tax File Number (masked, issue 23) for domestic applicants, the costs for international ones,
 * the funding details only with the 'other' funding, the second course's term mode only with a second
 * course, the law school factors only when asked for, and one section per RPL item only with RPL.
 */
const nameOf = (list: string, id: number) => `${list} ${id}`;
const shown = (category: Category, saved: Partial<ApplicationDetailsForm>) =>
  courseSections(saved, category, nameOf, (text) => text).map(
    ({ title, step, rows }) => [title, step, rows.map(({ label, value }) => `${label}: ${value}`)] as const,
  );
const TFN = '123456782';

describe('check your answers: only the course questions asked', () => {
  it('FEE-HELP with its masked Tax File Number for a domestic applicant who applies for it', () => {
    expect(shown('Domestic', { applyFeeHelp: true, taxFileNumber: TFN })).toEqual([
      ['FEE-HELP', 'application', ['Do you want to apply for FEE-HELP?: Yes', 'Tax File Number: ••••••782']],
    ]);
    expect(shown('Domestic', { applyFeeHelp: false, taxFileNumber: TFN })).toEqual([
      ['FEE-HELP', 'application', ['Do you want to apply for FEE-HELP?: No']],
    ]);
    expect(shown('International', { applyFeeHelp: true, taxFileNumber: TFN })).toEqual([]);
  });

  it('the costs for an international applicant, the funding details only with the other funding', () => {
    const costs = {
      understandCosts: true,
      howFundingCost: [FUNDING_OPTION_OTHER],
      fundingCostDetails: 'A loan',
    };
    expect(shown('International', costs)).toEqual([
      [
        'Costs',
        'application',
        [
          'Do you understand the costs of studying in Australia?: Yes',
          `How will you fund your study and living costs?: fundingStudyCosts ${FUNDING_OPTION_OTHER}`,
          'Funding Details: A loan',
        ],
      ],
    ]);
    expect(shown('International', { ...costs, howFundingCost: [7] })[0]?.[2]).toEqual([
      'Do you understand the costs of studying in Australia?: Yes',
      'How will you fund your study and living costs?: fundingStudyCosts 7',
    ]);
    expect(shown('Domestic', costs)).toEqual([]);
  });

  it('the study options, the second course’s term mode only with a second course, the law factors only when asked', () => {
    const options = {
      studyTermMode: 1,
      examVenue: 2,
      applyingLawSchoolFactors: true,
      adjustmentFactors: [4],
    };
    expect(shown('Domestic', options)).toEqual([
      [
        'Study Options',
        'application',
        [
          'Study Term Mode: studyTermModeDict 1',
          'Exam Venue: examVenueDict 2',
          'Do you want the law school adjustment factors to be considered?: Yes',
          'Adjustment Factors: adjustmentFactors 4',
        ],
      ],
    ]);
    expect(shown('Domestic', { ...options, applyingLawSchoolFactors: false })[0]?.[2]).not.toContain(
      'Adjustment Factors: adjustmentFactors 4',
    );
    expect(shown('Domestic', { hasSecondApplication: true, studyTermMode2: 3 })).toEqual([
      [
        'Second Application',
        'application',
        ['Do you want to apply for a second course?: Yes', 'Study Term Mode: studyTermModeDict 3'],
      ],
    ]);
    expect(shown('Domestic', { hasSecondApplication: false, studyTermMode2: 3 })[0]?.[2]).toEqual([
      'Do you want to apply for a second course?: No',
    ]);
  });

  it('the subject preferences and the scholarship answer', () => {
    expect(shown('Domestic', { applyCoModuleIds: [5, 6], applyScholarships: false })).toEqual([
      ['Subject Preferences', 'application', ['Subject Preferences: modules 5, modules 6']],
      ['Scholarship', 'application', ['Do you want to apply for a scholarship?: No']],
    ]);
  });

  it('one section per RPL item, numbered from 1, only when RPL is applied for', () => {
    const item = {
      previousInstitutionName: 'TAFE NSW',
      courseCode: 'HLT54115',
      completionYear: '2019',
      moduleId: 8,
      resultId: 2,
    };
    const rpl = {
      applicationRpls: [item, { ...item, previousInstitutionName: 'RMIT' }],
    } as Partial<ApplicationDetailsForm>;
    expect(shown('Domestic', { ...rpl, needRpl: true })).toEqual([
      [
        'RPL 1',
        'application',
        [
          'Subject: modules 8',
          'Previous Institution Name: TAFE NSW',
          'Course Code: HLT54115',
          'Completion Year: 2019',
          'Result: rplResults 2',
        ],
      ],
      [
        'RPL 2',
        'application',
        [
          'Subject: modules 8',
          'Previous Institution Name: RMIT',
          'Course Code: HLT54115',
          'Completion Year: 2019',
          'Result: rplResults 2',
        ],
      ],
    ]);
    expect(shown('Domestic', { ...rpl, needRpl: false })).toEqual([]);
    expect(courseSections(null, 'Domestic', nameOf, (text) => text)).toEqual([]);
  });

  it('words a changed choice of the step, an RPL item’s included, from the list check your answers uses', () => {
    expect(COURSE_CHOICE_LISTS).toMatchObject({
      studyTermMode: 'studyTermModeDict',
      howFundingCost: 'fundingStudyCosts',
      'applicationRpls.moduleId': 'modules',
      'applicationRpls.resultId': 'rplResults',
      applicationType: 'courseTypes',
      applicationType2: 'courseTypes',
      campusId: 'campuses',
      campusId2: 'campuses',
      courseOfferingId: 'offerings',
      courseOffering2Id: 'offerings',
    });
  });
});
