import { describe, expect, it } from 'vitest';
import {
  defaultApplicationDetails,
  emptyApplicationDetails,
  formFromLoad,
} from '../../src/domain/course/defaults.ts';
import { applicationDetailsLabels } from '../../src/domain/course/fields.ts';
import { CourseMsg as M } from '../../src/domain/course/messages.ts';
import { applicationDetailsSchema } from '../../src/domain/course/schema.ts';
import { courseSummary, yesNo } from '../../src/domain/course/summary.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';
import { StepMsg } from '../../src/domain/steps/messages.ts';
import type { Category } from '../../src/domain/user.ts';
import { catalogue, Ids, now, validForm } from './course-fixtures.ts';

const schema = (category: Category, mode: 'applicant' | 'staff' = 'applicant') =>
  applicationDetailsSchema({ mode, category, catalogue, now });

/** What the server's 406 `result.errors` would carry for a payload. */
function errors(category: Category, payload: unknown, mode: 'applicant' | 'staff' = 'applicant') {
  const result = schema(category, mode).safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

describe('applicationDetailsSchema (form and server)', () => {
  it('accepts a valid form and returns it with the context category', () => {
    const form = validForm('International');
    expect(schema('International').parse({ ...form, applicationCategory: 'Domestic' })).toEqual(form);
  });

  it('puts each message at its field, an item message at its path', () => {
    const payload = {
      ...validForm('International'),
      understandCosts: false,
      needRpl: true,
      applicationRpls: [{ moduleId: Ids.bus101 }, { moduleId: Ids.bus101 }],
    };
    expect(errors('International', payload)).toEqual({
      understandCosts: M.understandCosts,
      'applicationRpls.1.moduleId': M.rplDuplicateSubject,
    });
  });

  it('reads missing and null values as empty, and a missing needRpl or second application from the values', () => {
    const parsed = schema('Domestic').parse({
      applicationType: Ids.undergraduate,
      campusId: Ids.sydney,
      courseOfferingId: Ids.bbus,
      studyTermMode: Ids.standardTerms,
      applicationRpls: [{ courseCode: 'X1', moduleId: null }],
      adjustmentFactors: null,
    });
    expect(parsed).toMatchObject({
      needRpl: true,
      hasSecondApplication: false,
      adjustmentFactors: [],
      taxFileNumber: '',
    });
    expect(parsed.applicationRpls).toEqual([
      { previousInstitutionName: '', courseCode: 'X1', completionYear: '', moduleId: null, resultId: null },
    ]);
  });

  it('empties hidden values on the way out', () => {
    const parsed = schema('Domestic').parse({
      ...validForm('Domestic'),
      understandCosts: true,
      fundingCostDetails: 'x',
    });
    expect(parsed).toMatchObject({ understandCosts: null, fundingCostDetails: '' });
  });

  it.each([
    [
      'a control character in RPL text',
      { applicationRpls: [{ courseCode: 'A\u0000' }] },
      'applicationRpls.0.courseCode',
      StepMsg.controlCharacters,
    ],
    ['a lone surrogate in the TFN', { taxFileNumber: '\uD800' }, 'taxFileNumber', StepMsg.unstorable],
    ['an id beyond int4', { courseOfferingId: 2_147_483_648 }, 'courseOfferingId', StepMsg.choiceNotInList],
    [
      'a subject id beyond int4',
      { applyCoModuleIds: [2_147_483_648] },
      'applyCoModuleIds.0',
      StepMsg.choiceNotInList,
    ],
    ['text where an id goes', { campusId: '11' }, 'campusId', StepMsg.invalid],
  ])('refuses %s before any rule', (_name, change, path, message) => {
    expect(errors('Domestic', { ...validForm('Domestic'), ...change })).toEqual({ [path]: message });
  });

  it('allows a line break in the funding details (multi-line) but not in the TFN', () => {
    const intl = {
      ...validForm('International'),
      howFundingCost: [Ids.other],
      fundingCostDetails: 'Loan\n\tfrom a bank',
    };
    expect(errors('International', intl)).toEqual({});
    const tfn = { ...validForm('Domestic'), applyFeeHelp: true, taxFileNumber: 'A1\tB2' };
    expect(errors('Domestic', tfn)).toEqual({ taxFileNumber: StepMsg.controlCharacters });
  });
});

describe('the empty and loaded forms', () => {
  it('empties every field by kind, and starts the on/off questions at no', () => {
    const empty = emptyApplicationDetails('International');
    expect(empty).toMatchObject({
      applicationId: -1,
      applicationCategory: 'International',
      applicationType: null,
      applyCoModuleIds: [],
      applicationRpls: [],
      taxFileNumber: '',
    });
    expect(defaultApplicationDetails('Domestic')).toMatchObject({
      hasSecondApplication: false,
      needRpl: false,
      applyScholarships: false,
      understandCosts: null,
    });
  });

  it('tolerates missing, null and malformed fields', () => {
    const form = formFromLoad(
      { campusId: null, applyCoModuleIds: 'x', applicationType2: Ids.postgraduate, unknown: 1 },
      'Domestic',
      7,
    );
    expect(form).toMatchObject({
      applicationId: 7,
      campusId: null,
      applyCoModuleIds: [],
      hasSecondApplication: true,
      needRpl: false,
    });
    expect(form).not.toHaveProperty('unknown');
    expect(formFromLoad(null, 'International').applicationId).toBe(-1);
  });

  it('reads RPL items beside the details, each item tolerant too', () => {
    const form = formFromLoad({ needRpl: null }, 'Domestic', 3, [{ courseCode: 'C1', resultId: null }, null]);
    expect(form.needRpl).toBe(true);
    expect(form.applicationRpls).toEqual([
      { previousInstitutionName: '', courseCode: 'C1', completionYear: '', moduleId: null, resultId: null },
      { previousInstitutionName: '', courseCode: '', completionYear: '', moduleId: null, resultId: null },
    ]);
  });

  it('labels every field the screen shows', () => {
    expect(applicationDetailsLabels.applicationType).toBe('Course Type');
    expect(applicationDetailsLabels.taxFileNumber).toBe('Tax File Number');
    expect(Object.keys(applicationDetailsLabels)).not.toContain('applicationId');
  });
});

describe('courseSummary (summary detail)', () => {
  it('names the type, course, dates and campus of each application', () => {
    const form = {
      ...validForm('Domestic'),
      hasSecondApplication: true,
      applicationType2: Ids.postgraduate,
      campusId2: Ids.sydney,
      courseOffering2Id: Ids.jd,
      needRpl: true,
    };
    expect(courseSummary(form, catalogue)).toEqual({
      applicationType: 'Undergraduate',
      courseName: 'Bachelor of Business',
      courseStartDate: '2027-03-01',
      courseEndDate: '2027-11-30',
      campusName: 'Sydney City Campus',
      applicationType2: 'Postgraduate coursework',
      courseName2: 'Juris Doctor',
      courseStartDate2: '2027-12-01',
      courseEndDate2: '2029-11-30',
      campusName2: 'Sydney City Campus',
      needRpl: true,
      applyScholarships: false,
    });
  });

  it('leaves a closed second application and an unsaved step empty', () => {
    const closed = {
      ...validForm('Domestic'),
      applicationType2: Ids.postgraduate,
      courseOffering2Id: Ids.jd,
    };
    expect(courseSummary(closed, catalogue)).toMatchObject({ applicationType2: null, courseName2: null });
    expect(Object.values(courseSummary(null, catalogue)).every((value) => value === null)).toBe(true);
  });

  it('writes answers as YES or NO', () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['YES', 'NO', 'NO']);
  });
});
