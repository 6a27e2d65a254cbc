import { describe, expect, it } from 'vitest';
import type { CourseOffering } from '../../src/domain/course/catalogue.ts';
import { onAnswerChange } from '../../src/domain/course/clearing.ts';
import type { CourseContext } from '../../src/domain/course/context.ts';
import { offeringNeeds } from '../../src/domain/course/context.ts';
import { defaultApplicationDetails, emptyRplItem, formFromLoad } from '../../src/domain/course/defaults.ts';
import { rplItemLabels } from '../../src/domain/course/fields.ts';
import type { ApplicationDetailsForm } from '../../src/domain/course/form.ts';
import { CourseMsg as M } from '../../src/domain/course/messages.ts';
import { applicationDetailsSchema } from '../../src/domain/course/schema.ts';
import { courseSummary } from '../../src/domain/course/summary.ts';
import { requiredRplFields, validateApplicationDetails } from '../../src/domain/course/validate.ts';
import { inList, yearUpToNow } from '../../src/domain/steps/checks.ts';
import { StepMsg } from '../../src/domain/steps/messages.ts';
import { issuePath } from '../../src/domain/steps/validate.ts';
import { catalogue, context, Ids, validForm } from './course-fixtures.ts';

/**
 * Mutation-test companions (npm run mutation) for the course step (course spec §4 answers, §5 rules,
 * §7 the saved details) and the step kit's checks: the edges the other unit tests do not reach.
 */
function messages(form: ApplicationDetailsForm, ctx: CourseContext = context('applicant', 'Domestic')) {
  const issues = validateApplicationDetails(form, ctx);
  return Object.fromEntries(issues.map((issue) => [issuePath(issue).join('.'), issue.message]));
}

const withSecond = (over: Partial<ApplicationDetailsForm> = {}): ApplicationDetailsForm => ({
  ...validForm('Domestic'),
  hasSecondApplication: true,
  applicationType2: Ids.postgraduate,
  campusId2: Ids.sydney,
  courseOffering2Id: Ids.jd,
  studyTermMode2: Ids.standardTerms,
  ...over,
});

/** The catalogue with the Juris Doctor starting on another day. */
const jdStarting = (startDate: string): CourseContext => ({
  ...context('applicant', 'Domestic'),
  catalogue: {
    ...catalogue,
    courseOfferings: catalogue.courseOfferings.map((o) => (o.id === Ids.jd ? { ...o, startDate } : o)),
  },
});

describe('course §5: the second offering', () => {
  it('may start on the day the first ends (only before it is a time conflict)', () => {
    // The Bachelor of Business (the first) ends 2027-11-30.
    expect(messages(withSecond(), jdStarting('2027-11-30'))).toEqual({});
    expect(messages(withSecond(), jdStarting('2027-11-29'))).toEqual({
      courseOffering2Id: M.timeConflict,
    });
  });

  it('not in the catalogue: not available (and no time check)', () => {
    expect(messages(withSecond({ courseOffering2Id: 999 }))).toEqual({
      courseOffering2Id: M.offeringNotAvailable,
    });
  });

  it('of another type or campus: not available, even when it would also conflict in time', () => {
    // The online Bachelor starts 2027-03-01, before the first ends; it is not a Sydney postgraduate course.
    expect(messages(withSecond({ courseOffering2Id: Ids.bbusOnline }))).toEqual({
      courseOffering2Id: M.offeringNotAvailable,
    });
  });
});

describe('course §5: choices must be in their lists', () => {
  it.each([
    ['applicationType', { applicationType: 999 }],
    ['campusId', { campusId: 999 }],
  ] as const)('%s', (path, over) => {
    expect(messages({ ...validForm('Domestic'), ...over })).toMatchObject({
      [path]: StepMsg.choiceNotInList,
    });
  });

  it('examVenue of an online offering', () => {
    const online = {
      ...validForm('Domestic'),
      campusId: Ids.online,
      courseOfferingId: Ids.bbusOnline,
      studyTermMode: null,
      examVenue: Ids.onlineExam,
    };
    expect(messages(online)).toEqual({});
    expect(messages({ ...online, examVenue: 999 })).toEqual({ examVenue: StepMsg.choiceNotInList });
  });

  it.each([
    ['applicationType2', { applicationType2: 999 }],
    ['campusId2', { campusId2: 999 }],
    ['studyTermMode2', { studyTermMode2: 999 }],
  ] as const)('%s of the second application', (path, over) => {
    expect(messages(withSecond(over))).toMatchObject({ [path]: StepMsg.choiceNotInList });
  });
});

describe('course §4: answering yes keeps what the answer opens', () => {
  it('a second application', () => {
    const form = withSecond();
    expect(onAnswerChange(form, 'hasSecondApplication', true, catalogue)).toEqual(form);
    expect(onAnswerChange(form, 'hasSecondApplication', false, catalogue)).toMatchObject({
      applicationType2: null,
      courseOffering2Id: null,
    });
  });

  it('FEE-HELP keeps the tax file number; law-school factors keep the factors', () => {
    const form = { ...validForm('Domestic'), taxFileNumber: '123456789', adjustmentFactors: [Ids.factor] };
    expect(onAnswerChange(form, 'applyFeeHelp', true, catalogue).taxFileNumber).toBe('123456789');
    expect(onAnswerChange(form, 'applyingLawSchoolFactors', true, catalogue).adjustmentFactors).toEqual([
      Ids.factor,
    ]);
  });

  it('a campus change of the second application drops a second offering not at that campus', () => {
    const form = withSecond();
    expect(onAnswerChange(form, 'campusId2', Ids.online, catalogue).courseOffering2Id).toBeNull();
    expect(onAnswerChange(form, 'campusId2', Ids.sydney, catalogue).courseOffering2Id).toBe(Ids.jd);
  });
});

describe('course §7: the saved details as loaded', () => {
  it('null and missing values keep the defaults', () => {
    const form = formFromLoad({ applyScholarships: null, applyFeeHelp: undefined }, 'Domestic', 5);
    expect(form).toEqual({ ...defaultApplicationDetails('Domestic'), applicationId: 5 });
  });

  it('a second application is open when a second course type or offering was saved', () => {
    expect(formFromLoad({ courseOffering2Id: Ids.jd }, 'Domestic').hasSecondApplication).toBe(true);
    expect(formFromLoad({ applicationType2: Ids.postgraduate }, 'Domestic').hasSecondApplication).toBe(true);
    expect(formFromLoad({}, 'Domestic').hasSecondApplication).toBe(false);
  });

  it('saved answers to the second application and RPL questions stand as saved', () => {
    const form = formFromLoad(
      {
        hasSecondApplication: false,
        applicationType2: Ids.postgraduate,
        needRpl: false,
        applicationRpls: [{ courseCode: 'C1' }],
      },
      'Domestic',
    );
    expect(form.hasSecondApplication).toBe(false);
    expect(form.needRpl).toBe(false);
  });

  it('keeps the saved application id when none is given, and only a number', () => {
    expect(formFromLoad({ applicationId: 12 }, 'Domestic').applicationId).toBe(12);
    expect(formFromLoad({ applicationId: '12' }, 'Domestic').applicationId).toBe(-1);
  });

  it('an RPL item takes the fields it carries; null ones and unknown ones are not taken', () => {
    const form = formFromLoad(
      { applicationRpls: [{ courseCode: 'C1', completionYear: null, moduleId: undefined, other: 'x' }] },
      'Domestic',
    );
    expect(form.applicationRpls).toEqual([{ ...emptyRplItem(), courseCode: 'C1' }]);
  });
});

describe('step kit checks', () => {
  const year = yearUpToNow(1900);
  const ctx = { now: () => new Date(2026, 5, 15) };

  it.each(['20201', '12020', ' 2020', 'x2020'])('a year is exactly four digits: %j is refused', (value) => {
    expect(year(value, {}, ctx)).toBe(StepMsg.yearFormat);
  });

  it('a list of ids must be all in the list; an empty (null) slot passes', () => {
    const check = inList<unknown, unknown>(() => [{ id: 1 }, { id: 2 }]);
    expect(check([1, 2], {}, {})).toBeUndefined();
    expect(check([1, 3], {}, {})).toBe(StepMsg.choiceNotInList);
    expect(check([1, null], {}, {})).toBeUndefined();
    expect(check(null, {}, {})).toBeUndefined();
  });
});

/** The Bachelor of Business with six subjects, and one more. */
const sixSubjects = [201, 202, 211, 212, 213, 214];
const withSubjects: CourseContext = {
  ...context('applicant', 'Domestic'),
  catalogue: {
    ...catalogue,
    courseOfferings: catalogue.courseOfferings.map((o) =>
      o.id === Ids.bbus
        ? { ...o, modules: [...sixSubjects, 215].map((id) => ({ id, code: `S${id}`, name: `S${id}` })) }
        : o,
    ),
  },
};

describe('course §4, §5: subject preferences', () => {
  it('six are allowed, a seventh is not', () => {
    const six = { ...validForm('Domestic'), applyCoModuleIds: sixSubjects };
    expect(messages(six, withSubjects)).toEqual({});
    expect(messages({ ...six, applyCoModuleIds: [...sixSubjects, 215] }, withSubjects)).toEqual({
      applyCoModuleIds: M.subjectPreferencesMax6,
    });
  });

  it('are not checked against the subjects until an offering with subjects is chosen', () => {
    const form = { ...validForm('Domestic'), courseOfferingId: null, applyCoModuleIds: [Ids.law501] };
    expect(messages(form)).not.toHaveProperty('applyCoModuleIds.0');
    expect(messages({ ...form, courseOfferingId: Ids.bbus })).toHaveProperty(
      ['applyCoModuleIds.0'],
      M.subjectNotInOffering,
    );
  });
});

describe('course §4: other answers change only themselves', () => {
  it('a study term mode', () => {
    const form = withSecond();
    expect(onAnswerChange(form, 'studyTermMode', null, catalogue)).toEqual({ ...form, studyTermMode: null });
  });
});

const fieldPaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('course schema (form and server)', () => {
  const schema = (now?: () => Date) =>
    applicationDetailsSchema({ mode: 'applicant', category: 'Domestic', catalogue, ...(now ? { now } : {}) });
  const rplItem = {
    ...emptyRplItem(),
    previousInstitutionName: 'TAFE',
    courseCode: 'C1',
    completionYear: String(new Date().getFullYear()),
    moduleId: Ids.bus101,
    resultId: Ids.credit,
  };

  it('without a clock of its own reads today: an RPL completed this year is accepted', () => {
    const result = schema().safeParse({
      ...validForm('Domestic'),
      needRpl: true,
      applicationRpls: [rplItem],
    });
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('reads a missing second-application answer from the second application sent', () => {
    const { hasSecondApplication: _, ...form } = withSecond();
    const result = schema(() => new Date(2026, 5, 15)).safeParse(form);
    expect(result.data).toMatchObject({ hasSecondApplication: true, courseOffering2Id: Ids.jd });
    const { hasSecondApplication: __, ...typeOnly } = withSecond({ courseOffering2Id: null });
    expect(
      schema()
        .safeParse(typeOnly)
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['courseOffering2Id']);
  });

  it('reads a second application as open from a second offering sent alone', () => {
    const { hasSecondApplication: _, ...offeringOnly } = withSecond({ applicationType2: null });
    expect(fieldPaths(schema().safeParse(offeringOnly))).toEqual(['applicationType2']);
  });

  it('reads a missing RPL answer from the items sent', () => {
    const { needRpl: _, ...form } = { ...validForm('Domestic'), applicationRpls: [rplItem] };
    expect(schema().safeParse(form).data).toMatchObject({ needRpl: true, applicationRpls: [rplItem] });
    const { needRpl: __, ...none } = validForm('Domestic');
    expect(schema().safeParse(none).data?.needRpl).toBe(false);
  });
});

describe('course summary', () => {
  it('names the campus chosen, even before an offering is', () => {
    const form = { ...validForm('Domestic'), courseOfferingId: null };
    expect(courseSummary(form, catalogue).campusName).toBe('Sydney City Campus');
  });

  it('names the offering’s campus when none was saved, and nothing for an unknown one', () => {
    expect(courseSummary({ ...validForm('Domestic'), campusId: null }, catalogue).campusName).toBe(
      'Sydney City Campus',
    );
    expect(
      courseSummary({ ...validForm('Domestic'), campusId: 999, courseOfferingId: null }, catalogue),
    ).toMatchObject({
      campusName: null,
    });
  });
});

describe('course RPL labels', () => {
  it('every RPL field is labelled as in its field table', () => {
    expect(rplItemLabels).toEqual({
      previousInstitutionName: 'Previous Institution Name',
      courseCode: 'Course Code',
      completionYear: 'Completion Year',
      moduleId: 'Subject',
      resultId: 'Result',
    });
  });
});

describe('course: offerings and RPL items the form does not have', () => {
  it('an offering on a campus missing from the catalogue is attended there (study term mode)', () => {
    const stray: CourseOffering = { ...(catalogue.courseOfferings[0] as CourseOffering), campusId: 999 };
    expect(offeringNeeds(stray, catalogue)).toBe('studyTermMode');
  });

  it('an RPL item that is not there requires nothing, for staff too', () => {
    expect(requiredRplFields(validForm('Domestic'), context('staff', 'Domestic'), 3)).toEqual([]);
  });
});
