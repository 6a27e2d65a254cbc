import { ApiPath } from '../../src/domain/api-paths.ts';
import type { ListResponse } from '../../src/domain/applications/list.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import type { SummaryDetail } from '../../src/domain/applications/summary.ts';
import type { CourseCatalogue, CourseOffering } from '../../src/domain/course/catalogue.ts';
import { defaultApplicationDetails } from '../../src/domain/course/defaults.ts';
import type { ApplicationDetailsForm, RplItem } from '../../src/domain/course/form.ts';
import { CourseMsg } from '../../src/domain/course/messages.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { StepSaveMsg } from '../../src/domain/steps/messages.ts';
import type { Category } from '../../src/domain/user.ts';
import { loadCatalogue } from '../../src/server/services/catalogue.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Saved {
  id: number;
  version: number;
}
type Errors = Record<string, string>;

const CATALOGUE_KEYS = [
  'campusDict',
  'courseOfferings',
  'modules',
  'rplResults',
  'studyTermModeDict',
  'examVenueDict',
  'adjustmentFactors',
  'fundingStudyCosts',
  'courseTypes',
] as const;

/** Noon of a yyyy-MM-dd day in the server's time zone. */
const noonOf = (iso: string) => new Date(`${iso}T12:00:00`).getTime();

describe.each(engines)('the course application step on $name', (engine) => {
  let server: TestServer;
  let catalogue: CourseCatalogue;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    catalogue = await loadCatalogue(server.app.db, server.app.now());
  });
  afterAll(() => server?.close());

  const offering = (code: string): CourseOffering => {
    const found = catalogue.courseOfferings.find((item) => item.code === code);
    if (!found) throw new Error(`no offering ${code}`);
    return found;
  };
  const modulesOf = (...codes: string[]) => codes.flatMap((code) => offering(code).modules.map((m) => m.id));

  const render = (token: string, id: number) =>
    server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}${id}`, undefined, { token });
  const save = (token: string, body: object) =>
    server.call<Saved>(ApiPath.saveApplicationDetails, body, { token });

  /** An application of `owner` in `category`, with the version a load would give. */
  async function application(owner: FixtureUser, category: Category = 'International') {
    const [made] = await createApplications(server, owner.user, [{ category }]);
    if (!made) throw new Error('no application');
    return { applicationId: made.id, version: made.version };
  }

  /**
   * International, every part shown: a cross-institutional first offering in Melbourne, a law second
   * offering in Sydney starting after the first ends, factors, preferences, two RPL items, living costs.
   */
  function everyInternationalField(): ApplicationDetailsForm {
    const first = offering('XIBUS-MEL-2027S1-PT');
    const second = offering('JD-SYD-2027S2');
    const [a, b, c] = first.modules;
    const [d, e] = second.modules;
    return {
      ...defaultApplicationDetails('International'),
      applicationType: first.courseType,
      campusId: first.campusId,
      courseOfferingId: first.id,
      studyTermMode: 1401,
      hasSecondApplication: true,
      applicationType2: second.courseType,
      campusId2: second.campusId,
      courseOffering2Id: second.id,
      studyTermMode2: 1402,
      applyingLawSchoolFactors: true,
      adjustmentFactors: [1701, 1704],
      applyCoModuleIds: [a?.id ?? 0, d?.id ?? 0, b?.id ?? 0],
      needRpl: true,
      applicationRpls: [
        {
          previousInstitutionName: 'University of Adelaide',
          courseCode: 'BCom',
          completionYear: '2020',
          moduleId: c?.id ?? null,
          resultId: 1801,
        },
        {
          previousInstitutionName: 'TAFE SA',
          courseCode: 'DipLaw',
          completionYear: '2019',
          moduleId: e?.id ?? null,
          resultId: 1803,
        },
      ],
      applyScholarships: true,
      understandCosts: true,
      howFundingCost: [1331, 1339],
      fundingCostDetails: 'A loan from my uncle',
    };
  }

  /** Domestic: an online offering (exam venue), FEE-HELP with a tax file number. */
  function everyDomesticField(): ApplicationDetailsForm {
    const first = offering('NABUS-ONL-2027S1-PT');
    return {
      ...defaultApplicationDetails('Domestic'),
      applicationType: first.courseType,
      campusId: first.campusId,
      courseOfferingId: first.id,
      examVenue: 1504,
      applyCoModuleIds: modulesOf('NABUS-ONL-2027S1-PT').slice(0, 2),
      applyScholarships: false,
      applyFeeHelp: true,
      taxFileNumber: 'ABC123456',
    };
  }

  const refusal = async (token: string, body: object): Promise<Errors> => {
    const answer = await save(token, body);
    expect(answer.body).toMatchObject({ code: Code.Refused, msg: Msg.correctEditInformation });
    return (answer.body.result as unknown as { errors: Errors }).errors;
  };

  it('answers the course step’s dictionaries with the load, and no saved form for a new application', async () => {
    const { token } = await createUser(server);
    const loaded = (await render(token, -1)).body.result;
    for (const key of CATALOGUE_KEYS) expect(loaded[key].length, key).toBeGreaterThan(0);
    // The spec's ids (§9: type 495 shows the notice, funding option 1339 is other) and the demo
    // provider's campuses, whatever the code does with them.
    expect(loaded.courseTypes.map(({ id }) => id)).toEqual(expect.arrayContaining([491, 492, 493, 494, 495]));
    expect(loaded.fundingStudyCosts.map(({ id }) => id)).toContain(1339);
    expect(loaded.campusDict.map(({ name }) => name).sort()).toEqual([
      'Brisbane Campus',
      'Melbourne Campus',
      'Online',
      'Sydney City Campus',
    ]);
    // Offered means not started yet (issue 8: passed offerings are not offered), each at a listed
    // campus, with its subjects among the modules.
    const today = server.app.now().toISOString().slice(0, 10);
    const campusIds = new Set(loaded.campusDict.map(({ id }) => id));
    const moduleIds = new Set(loaded.modules.map(({ id }) => id));
    expect(loaded.courseOfferings.length).toBeGreaterThanOrEqual(30);
    for (const offering of loaded.courseOfferings) {
      expect(offering.startDate >= today, offering.code).toBe(true);
      expect(campusIds.has(offering.campusId), offering.code).toBe(true);
      for (const module of offering.modules) expect(moduleIds.has(module.id), module.code).toBe(true);
    }
    expect(loaded.courseOfferings.some((offering) => offering.lawCourse)).toBe(true);
    expect(loaded).toMatchObject({ applicationDetails: null, applicationRpls: [], version: 0, id: -1 });
  });

  it.each([
    ['International', everyInternationalField],
    ['Domestic', everyDomesticField],
  ] as const)('saves and reloads every field of a %s application', async (category, make) => {
    const owner = await createUser(server);
    const target = await application(owner, category);
    const form = make();
    const saved = await save(owner.token, { ...form, ...target });
    expect(saved.body).toEqual({
      code: Code.Success,
      msg: Msg.success,
      result: { id: target.applicationId, version: target.version + 1 },
    });

    const loaded = (await render(owner.token, target.applicationId)).body.result;
    const { applicationId: _id, ...sent } = form;
    expect(loaded.applicationDetails).toEqual({ ...sent, applicationCategory: category });
    expect(loaded.applicationRpls).toEqual(form.applicationRpls);
    expect(loaded.version).toBe(target.version + 1);
  });

  it('keeps the list’s course, type and campus names and answers the summary by name', async () => {
    const owner = await createUser(server);
    const target = await application(owner);
    const form = everyInternationalField();
    expect((await save(owner.token, { ...form, ...target })).body.code).toBe(Code.Success);

    const list = await server.call<ListResponse>(ApiPath.listApplications, {}, { token: owner.token });
    expect(list.body.result.list.find((row) => row.id === target.applicationId)).toMatchObject({
      courseName: offering('XIBUS-MEL-2027S1-PT').name,
      applicationTypeName: 'Cross-institutional study',
      campusName: 'Melbourne Campus',
    });

    const summary = await server.call<SummaryDetail>(
      `${ApiPath.summaryDetail}${target.applicationId}`,
      undefined,
      {
        token: owner.token,
        method: 'GET',
      },
    );
    expect(summary.body.result).toMatchObject({
      applicationType: 'Cross-institutional study',
      courseName: offering('XIBUS-MEL-2027S1-PT').name,
      courseStartDate: '2027-03-01',
      courseEndDate: '2027-07-02',
      campusName: 'Melbourne Campus',
      applicationType2: 'Postgraduate coursework',
      courseName2: offering('JD-SYD-2027S2').name,
      courseStartDate2: offering('JD-SYD-2027S2').startDate,
      courseEndDate2: offering('JD-SYD-2027S2').endDate,
      campusName2: 'Sydney City Campus',
      needRpl: true,
      applyScholarships: true,
    });

    // A second save moves the names with it.
    const online = offering('NABUS-ONL-2027S1-PT');
    const again = await save(owner.token, {
      ...defaultApplicationDetails('International'),
      applicationType: online.courseType,
      campusId: online.campusId,
      courseOfferingId: online.id,
      examVenue: 1504,
      understandCosts: true,
      ...target,
      version: target.version + 1,
    });
    expect(again.body.code).toBe(Code.Success);
    const relisted = await server.call<ListResponse>(ApiPath.listApplications, {}, { token: owner.token });
    expect(relisted.body.result.list.find((row) => row.id === target.applicationId)).toMatchObject({
      courseName: offering('NABUS-ONL-2027S1-PT').name,
      applicationTypeName: 'Non-award study',
      campusName: 'Online',
    });
  });

  describe('refuses what the form refuses, with the spec’s messages', () => {
    let owner: FixtureUser;
    beforeAll(async () => {
      owner = await createUser(server);
    });
    const refusedWith = async (
      changes: Partial<ApplicationDetailsForm>,
      category: Category = 'International',
    ) =>
      refusal(owner.token, {
        ...(category === 'International' ? everyInternationalField() : everyDomesticField()),
        ...changes,
        ...(await application(owner, category)),
      });

    it('the required choices', async () => {
      const target = await application(owner);
      expect(
        await refusal(owner.token, { ...defaultApplicationDetails('International'), ...target }),
      ).toMatchObject({
        applicationType: CourseMsg.courseTypeRequired,
        campusId: CourseMsg.campusRequired,
        courseOfferingId: CourseMsg.offeringRequired,
        understandCosts: CourseMsg.understandCosts,
      });
      expect(await refusedWith({ studyTermMode: null })).toMatchObject({
        studyTermMode: CourseMsg.studyTermModeRequired,
      });
      expect(await refusedWith({ examVenue: null }, 'Domestic')).toMatchObject({
        examVenue: CourseMsg.examVenueRequired,
      });
    });

    it('a second offering starting before the first ends: time conflict, by the catalogue’s dates', async () => {
      const first = offering('LLB-SYD-2027S1');
      const second = offering('BBUS-SYD-2027S2');
      expect(second.startDate < first.endDate).toBe(true);
      const errors = await refusedWith({
        applicationType: first.courseType,
        campusId: first.campusId,
        courseOfferingId: first.id,
        applicationType2: second.courseType,
        campusId2: second.campusId,
        courseOffering2Id: second.id,
        applyCoModuleIds: [],
        applicationRpls: [],
        needRpl: false,
      });
      expect(errors).toEqual({ courseOffering2Id: CourseMsg.timeConflict });
    });

    it('duplicate and too many subject preferences, and duplicate RPL subjects', async () => {
      const form = everyInternationalField();
      const [a, b] = form.applyCoModuleIds;
      expect(await refusedWith({ applyCoModuleIds: [a ?? null, b ?? null, a ?? null] })).toEqual({
        'applyCoModuleIds.2': CourseMsg.subjectPreferenceDuplicate,
      });
      expect(await refusedWith({ applyCoModuleIds: [a ?? null, null] })).toEqual({
        'applyCoModuleIds.1': CourseMsg.subjectPreferenceRequired,
      });
      const seven = modulesOf('XIBUS-MEL-2027S1-PT', 'JD-SYD-2027S2').slice(0, 7);
      expect(seven).toHaveLength(7);
      expect(await refusedWith({ applyCoModuleIds: seven })).toMatchObject({
        applyCoModuleIds: CourseMsg.subjectPreferencesMax6,
      });
      const [one, two] = form.applicationRpls as [RplItem, RplItem];
      expect(await refusedWith({ applicationRpls: [one, { ...two, moduleId: one.moduleId }] })).toEqual({
        'applicationRpls.1.moduleId': CourseMsg.rplDuplicateSubject,
      });
    });

    it('living costs, funding details, FEE-HELP and the tax file number, RPL text', async () => {
      expect(await refusedWith({ understandCosts: false })).toEqual({
        understandCosts: CourseMsg.understandCosts,
      });
      expect(await refusedWith({ fundingCostDetails: '' })).toEqual({
        fundingCostDetails: CourseMsg.fundingDetailsRequired,
      });
      expect(await refusedWith({ taxFileNumber: '' }, 'Domestic')).toEqual({
        taxFileNumber: CourseMsg.taxFileNumberRequired,
      });
      expect(await refusedWith({ taxFileNumber: 'ABC-1234' }, 'Domestic')).toEqual({
        taxFileNumber: CourseMsg.lettersDigits,
      });
      expect(await refusedWith({ taxFileNumber: 'ABCDE12345' }, 'Domestic')).toEqual({
        taxFileNumber: CourseMsg.max9,
      });
      const [one, two] = everyInternationalField().applicationRpls as [RplItem, RplItem];
      expect(await refusedWith({ applicationRpls: [{ ...one, courseCode: 'x'.repeat(101) }, two] })).toEqual({
        'applicationRpls.0.courseCode': CourseMsg.max100,
      });
    });

    it('an offering not in the catalogue, or of another type or campus', async () => {
      expect(await refusedWith({ courseOfferingId: 2_000_000_000 })).toMatchObject({
        courseOfferingId: CourseMsg.offeringNotAvailable,
      });
      expect(await refusedWith({ courseOfferingId: offering('BBUS-SYD-2027S1').id })).toMatchObject({
        courseOfferingId: CourseMsg.offeringNotAvailable,
      });
    });
  });

  it('has staff rules of its own: RPL fields and result required for staff only', async () => {
    const applicant = await createUser(server);
    const staff = await createUser(server, { role: 'staff' });
    const sparse: RplItem = {
      previousInstitutionName: '',
      courseCode: 'BCom',
      completionYear: '',
      moduleId: null,
      resultId: null,
    };
    const form = { ...everyInternationalField(), applicationRpls: [sparse] };
    expect((await save(applicant.token, { ...form, ...(await application(applicant)) })).body.code).toBe(
      Code.Success,
    );
    expect(await refusal(staff.token, { ...form, ...(await application(applicant)) })).toEqual({
      'applicationRpls.0.previousInstitutionName': CourseMsg.institutionRequired,
      'applicationRpls.0.completionYear': CourseMsg.completionYearRequired,
      'applicationRpls.0.moduleId': CourseMsg.subjectRequired,
      'applicationRpls.0.resultId': CourseMsg.resultRequired,
    });
    const full = everyInternationalField();
    expect((await save(staff.token, { ...full, ...(await application(applicant)) })).body.code).toBe(
      Code.Success,
    );
  });

  it('refuses another applicant, a stale version and an application not being edited', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const target = await application(owner);
    const form = everyInternationalField();
    expect((await save(stranger.token, { ...form, ...target })).body).toEqual({
      code: Code.Refused,
      msg: Msg.applicationNotFound,
      result: null,
    });
    expect((await render(stranger.token, target.applicationId)).body.msg).toBe(Msg.applicationNotFound);
    expect((await save(owner.token, { ...form, ...target })).body.code).toBe(Code.Success);
    expect((await save(owner.token, { ...form, ...target })).body).toEqual({
      code: Code.Refused,
      msg: StepSaveMsg.conflict,
      result: null,
    });
    expect((await save(owner.token, { ...form, applicationId: target.applicationId })).body.msg).toBe(
      StepSaveMsg.conflict,
    );
    const [submitted] = await createApplications(server, owner.user, [{ status: 'submitted' }]);
    expect(
      (await save(owner.token, { ...form, applicationId: submitted?.id, version: submitted?.version })).body
        .msg,
    ).toBe(StepSaveMsg.notEditable);
  });

  // Last: it moves the server's clock past the first intake.
  it('stops offering what has started, but still answers and accepts the offering an application chose', async () => {
    const owner = await createUser(server);
    const target = await application(owner, 'Domestic');
    const form = everyDomesticField();
    expect((await save(owner.token, { ...form, ...target })).body.code).toBe(Code.Success);

    server.clock.advance(noonOf('2027-03-02') - server.clock.now());
    const staff = await createUser(server, { role: 'staff' });
    const loaded = (await render(staff.token, target.applicationId)).body.result;
    const codes = loaded.courseOfferings.map((item) => item.code);
    expect(codes).toContain('NABUS-ONL-2027S1-PT');
    expect(codes).not.toContain('BBUS-SYD-2027S1');
    expect(codes.filter((code) => code.includes('2027S1'))).toEqual(['NABUS-ONL-2027S1-PT']);
    for (const subject of offering('NABUS-ONL-2027S1-PT').modules)
      expect(loaded.modules).toContainEqual(subject);

    const resaved = await save(staff.token, { ...form, ...target, version: target.version + 1 });
    expect(resaved.body.result).toEqual({ id: target.applicationId, version: target.version + 2 });
    const started = offering('BBUS-SYD-2027S1');
    expect(
      await refusal(staff.token, {
        ...form,
        applicationType: started.courseType,
        campusId: started.campusId,
        courseOfferingId: started.id,
        examVenue: null,
        studyTermMode: 1401,
        applyCoModuleIds: [],
        ...(await application(staff, 'Domestic')),
      }),
    ).toEqual({ courseOfferingId: CourseMsg.offeringNotAvailable });
  });
});
