import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { emptyQualification, emptyQualifications } from '../../src/domain/qualifications/defaults.ts';
import type {
  EmploymentItem,
  QualificationItem,
  QualificationsForm,
} from '../../src/domain/qualifications/form.ts';
import { QualificationsMsg } from '../../src/domain/qualifications/messages.ts';
import type { Category } from '../../src/domain/user.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Saved {
  id: number;
  version: number;
}
type Errors = Record<string, string>;

/** Ids of the reference seed (docs/reference-data.md): Australia is the spec's 752. */
const AUSTRALIA = 752;
const VICTORIA = 2;
const INDIA = 10356;

/** A Bachelor degree (497) completed in Victoria. */
const bachelor: QualificationItem = {
  ...emptyQualification(497),
  name: 'Bachelor of Information Technology',
  completed: true,
  startDate: '2017-02-27',
  endDate: '2019-11-22',
  institution: 'RMIT University',
  country: AUSTRALIA,
  state: VICTORIA,
  studentNum: 's3612345',
  score: 'Distinction average',
  englishIsSoleLanguage: true,
};

/** Secondary school (500) abroad with the International Baccalaureate (1861), score 38. */
const secondary: QualificationItem = {
  ...emptyQualification(500),
  name: 'IB Diploma Programme',
  completed: true,
  startDate: '2014-06-02',
  endDate: '2016-05-20',
  institution: 'Delhi Public School',
  country: INDIA,
  englishIsSoleLanguage: true,
  yearLeftSchool: '2016',
  levelLeftSchool: 1855,
  year12ResultsType: 1861,
  internationalBaccalaureateAggregateScore: '38',
};

const infosys: EmploymentItem = {
  id: null,
  name: 'Infosys',
  inService: false,
  startDate: '2020-01-06',
  endDate: '2022-12-23',
  position: 'Systems Analyst',
};
const wipro: EmploymentItem = {
  id: null,
  name: 'Wipro',
  inService: true,
  startDate: '2023-01-16',
  endDate: '',
  position: 'Software Engineer',
};

/**
 * Every part shown to an applicant: two qualifications, an English provider (1635, other, named), an
 * IELTS Academic (505) result of 6.5 with its skills, the requirements met by a test (2104), two jobs.
 */
function everyField(category: Category = 'International'): QualificationsForm {
  return {
    ...emptyQualifications(category),
    qualificationTypes: [497, 500],
    qualifications: [bachelor, secondary],
    hasEnglishProvider: true,
    englishProvider: 1635,
    englishProviderName: 'Sydney English Academy',
    englishProviderStartDate: '2023-01-09',
    englishProviderEndDate: '2023-06-30',
    exemptFromProvidingEvidence: false,
    completedEnglishTest: true,
    englishTestType: 505,
    englishTestDate: '2024-05-11',
    englishTestCountry: INDIA,
    englishTestCity: 'New Delhi',
    finalResult: '6.5',
    listening: '7',
    speaking: '6',
    reading: '6.5',
    writing: '6',
    englishLanguageRequirements: true,
    formOfTesting: 2104,
    employments: [infosys, wipro],
  };
}

/** The test block of a form: every result emptied, then the given fields. */
const test = (fields: Partial<QualificationsForm>): Partial<QualificationsForm> => ({
  scoreType: null,
  finalResult: '',
  listening: '',
  speaking: '',
  reading: '',
  writing: '',
  listeningGrade: null,
  speakingGrade: null,
  readingGrade: null,
  writingGrade: null,
  ...fields,
});

describe.each(engines)('the qualifications step on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const render = (token: string, id: number) =>
    server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}${id}`, undefined, { token });
  const save = (token: string, body: object) =>
    server.call<Saved>(ApiPath.saveQualifications, body, { token });

  async function application(owner: FixtureUser, category: Category = 'International') {
    const [made] = await createApplications(server, owner.user, [{ category }]);
    if (!made) throw new Error('no application');
    return { applicationId: made.id, version: made.version };
  }

  const refusal = async (token: string, body: object): Promise<Errors> => {
    const answer = await save(token, body);
    expect(answer.body).toMatchObject({ code: Code.Refused, msg: QualificationsMsg.summary });
    return (answer.body.result as unknown as { errors: Errors }).errors;
  };

  it('answers the step’s lists with the load, and nothing saved for a new application', async () => {
    const { token } = await createUser(server);
    const loaded = (await render(token, -1)).body.result;
    // The spec's ids (§9).
    expect(loaded.qualificationTypes.map(({ id }) => id).sort((a, b) => a - b)).toEqual([
      496, 497, 498, 499, 500, 1849, 1850, 1851, 1852, 1853,
    ]);
    expect(loaded.englishTest.map(({ id }) => id).sort((a, b) => a - b)).toEqual([
      505, 1587, 1591, 2112, 2113,
    ]);
    expect(loaded.englishScoreTypes.map(({ id }) => id)).toEqual([1863, 1864]);
    expect(loaded.englishProviders.map(({ id }) => id)).toContain(1635);
    expect(loaded.year12ResultsTypes.map(({ id }) => id)).toContain(1861);
    expect(loaded.formsOfTesting.map(({ id }) => id)).toEqual(expect.arrayContaining([2105, 2111]));
    for (const key of ['englishGrades', 'exemptionReasons', 'levelsLeftSchool'] as const)
      expect(loaded[key].length, key).toBeGreaterThan(0);
    expect(loaded).toMatchObject({ qualificationsForm: null, qualifications: [], employments: [] });
  });

  it('saves and reloads every field, giving each employment an id it keeps on the next save', async () => {
    const owner = await createUser(server);
    const target = await application(owner);
    const form = everyField();
    const saved = await save(owner.token, { ...form, ...target });
    expect(saved.body).toEqual({
      code: Code.Success,
      msg: Msg.success,
      result: { id: target.applicationId, version: target.version + 1 },
    });

    const loaded = (await render(owner.token, target.applicationId)).body.result;
    const { applicationId: _id, qualifications, employments, ...rest } = form;
    expect(loaded.qualificationsForm).toEqual({ ...rest, applicationCategory: 'International' });
    expect(loaded.qualifications).toEqual(qualifications);
    expect(loaded.employments).toEqual([
      { ...infosys, id: 1 },
      { ...wipro, id: 2 },
    ]);

    // The first job removed, a new one added: Wipro keeps 2, the new one is 3.
    const [, kept] = loaded.employments;
    const accenture = { ...infosys, name: 'Accenture' };
    const again = await save(owner.token, {
      ...form,
      employments: [kept, accenture],
      ...target,
      version: target.version + 1,
    });
    expect(again.body.result).toEqual({ id: target.applicationId, version: target.version + 2 });
    expect((await render(owner.token, target.applicationId)).body.result.employments).toEqual([
      { ...wipro, id: 2 },
      { ...accenture, id: 3 },
    ]);
  });

  it('gives an employment repeating an earlier one’s id an id of its own, even past the largest id', async () => {
    const owner = await createUser(server);
    const target = await application(owner);
    const largest = 2_147_483_647;
    const employments = [
      { ...infosys, id: 5 },
      { ...wipro, id: 5 },
      { ...infosys, name: 'Accenture', id: largest },
      { ...infosys, name: 'Deloitte', id: null },
    ];
    expect((await save(owner.token, { ...everyField(), employments, ...target })).body.code).toBe(
      Code.Success,
    );
    const loaded = (await render(owner.token, target.applicationId)).body.result.employments;
    expect(loaded.map((item) => [item.name, item.id])).toEqual([
      ['Infosys', 5],
      ['Wipro', 1],
      ['Accenture', largest],
      ['Deloitte', 2],
    ]);
  });

  it('creates a new application (-1) with its first save, and removes the saver’s draft of the step', async () => {
    const owner = await createUser(server);
    const drafted = await server.call(
      ApiPath.saveDraft,
      {
        step: 'qualifications',
        applicationId: -1,
        applicationCategory: 'Domestic',
        form: { finalResult: '6' },
      },
      { token: owner.token },
    );
    expect(drafted.body.code).toBe(Code.Success);
    const draftOf = async () =>
      (
        await server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}-1?category=Domestic`, undefined, {
          token: owner.token,
        })
      ).body.result.drafts.qualifications?.form;
    expect(await draftOf()).toEqual({ finalResult: '6' });

    const saved = await save(owner.token, {
      ...everyField('Domestic'),
      applicationId: -1,
      applicationCategory: 'Domestic',
    });
    expect(saved.body.code).toBe(Code.Success);
    expect(saved.body.result.version).toBe(1);
    const loaded = (await render(owner.token, saved.body.result.id)).body.result;
    expect(loaded.applicationCategory).toBe('Domestic');
    expect(loaded.qualifications).toEqual([bachelor, secondary]);
    expect(await draftOf()).toBeUndefined();
  });

  describe('refuses each score out of its range, with its message at its field', () => {
    let owner: FixtureUser;
    beforeAll(async () => {
      owner = await createUser(server);
    });
    const refusedWith = async (changes: Partial<QualificationsForm>) =>
      refusal(owner.token, { ...everyField(), ...changes, ...(await application(owner)) });
    const withSecondary = (changes: Partial<QualificationItem>) => ({
      qualifications: [bachelor, { ...secondary, ...changes }],
    });

    it('IELTS Academic (505): 0 to 9 in half steps', async () => {
      expect(await refusedWith({ finalResult: '7.25' })).toEqual({
        finalResult: 'The score must be from 0 to 9 in steps of 0.5.',
      });
      expect(await refusedWith({ writing: '9.5' })).toEqual({
        writing: 'The score must be from 0 to 9 in steps of 0.5.',
      });
    });

    it('TOEFL iBT (1591): 0 to 120 overall, 0 to 30 per skill', async () => {
      const toefl = test({
        englishTestType: 1591,
        listening: '25',
        speaking: '24',
        reading: '28',
        writing: '26',
      });
      expect(await refusedWith({ ...toefl, finalResult: '121', listening: '31' })).toEqual({
        finalResult: 'The score must be a whole number from 0 to 120.',
        listening: 'The score must be a whole number from 0 to 30.',
      });
    });

    it('PTE Academic (1587): 10 to 90', async () => {
      const pte = test({
        englishTestType: 1587,
        listening: '65',
        speaking: '70',
        reading: '62',
        writing: '68',
      });
      expect(await refusedWith({ ...pte, finalResult: '9' })).toEqual({
        finalResult: 'The score must be a whole number from 10 to 90.',
      });
    });

    it('Cambridge English (2112): 142 to 210', async () => {
      const cambridge = test({
        englishTestType: 2112,
        listening: '180',
        speaking: '211',
        reading: '175',
        writing: '172',
      });
      expect(await refusedWith({ ...cambridge, finalResult: '141' })).toEqual({
        finalResult: 'The score must be a whole number from 142 to 210.',
        speaking: 'The score must be a whole number from 142 to 210.',
      });
    });

    it('OET (2113): scores (1863) 0 to 500, grades (1864) required', async () => {
      const scores = test({
        englishTestType: 2113,
        scoreType: 1863,
        listening: '501',
        speaking: '350',
        reading: '340',
        writing: '330',
      });
      expect(await refusedWith(scores)).toEqual({
        listening: 'The score must be a whole number from 0 to 500.',
      });
      expect(await refusedWith(test({ englishTestType: 2113, scoreType: 1864 }))).toEqual({
        listeningGrade: 'Listening Grade is required.',
        speakingGrade: 'Speaking Grade is required.',
        readingGrade: 'Reading Grade is required.',
        writingGrade: 'Writing Grade is required.',
      });
    });

    it('the International Baccalaureate score: 21 to 45', async () => {
      const at = 'qualifications.1.internationalBaccalaureateAggregateScore';
      for (const score of ['20', '46']) {
        expect(await refusedWith(withSecondary({ internationalBaccalaureateAggregateScore: score }))).toEqual(
          {
            [at]: 'The score must be a whole number from 21 to 45.',
          },
        );
      }
    });

    it('a secondary score: up to 4 digits with one decimal', async () => {
      expect(await refusedWith(withSecondary({ score: '12345' }))).toEqual({
        'qualifications.1.score':
          'The score must be a number of up to 4 digits with at most one decimal place.',
      });
    });

    it('forms of testing 2111 and 2105 need comments', async () => {
      for (const formOfTesting of [2111, 2105]) {
        expect(await refusedWith({ formOfTesting })).toEqual({
          formOfTestingComments: 'Comments are required for this form of testing.',
        });
      }
    });

    it('what an entry requires: its name, a state in Australia, and for secondary school when and how it was left', async () => {
      expect(
        await refusedWith({
          qualifications: [
            { ...bachelor, name: '', state: null },
            { ...secondary, yearLeftSchool: '', levelLeftSchool: null, year12ResultsType: null },
          ],
        }),
      ).toEqual({
        'qualifications.0.name': 'Qualification Name is required.',
        'qualifications.0.state': 'State is required.',
        'qualifications.1.yearLeftSchool': 'Year Left School is required.',
        'qualifications.1.levelLeftSchool': 'Level Left School is required.',
        'qualifications.1.year12ResultsType': 'Year 12 Results Type is required.',
      });
    });
  });

  it('asks staff, and only staff, for the exemption reason', async () => {
    const applicant = await createUser(server);
    const staff = await createUser(server, { role: 'staff' });
    const exempt = { ...everyField(), exemptFromProvidingEvidence: true };

    expect(await refusal(staff.token, { ...exempt, ...(await application(applicant)) })).toEqual({
      exemptionReason: 'Exemption Reason is required.',
    });
    const byStaff = await application(applicant);
    expect((await save(staff.token, { ...exempt, exemptionReason: 1641, ...byStaff })).body.code).toBe(
      Code.Success,
    );
    expect(
      (await render(applicant.token, byStaff.applicationId)).body.result.qualificationsForm?.exemptionReason,
    ).toBe(1641);

    // The applicant does not see the reason: one sent anyway is not kept.
    const own = await application(applicant);
    expect((await save(applicant.token, { ...exempt, exemptionReason: 1641, ...own })).body.code).toBe(
      Code.Success,
    );
    const loaded = (await render(applicant.token, own.applicationId)).body.result.qualificationsForm;
    expect(loaded).toMatchObject({ exemptFromProvidingEvidence: true, exemptionReason: null });
  });

  it('lets no one else read or write an applicant’s step', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const target = await application(owner);
    const notFound = { code: Code.Refused, msg: 'This application was not found.', result: null };
    expect((await save(stranger.token, { ...everyField(), ...target })).body).toEqual(notFound);
    expect((await render(stranger.token, target.applicationId)).body).toEqual(notFound);
    expect((await render(owner.token, target.applicationId)).body.result.qualificationsForm).toBeNull();
  });
});
