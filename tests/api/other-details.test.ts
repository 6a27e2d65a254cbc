import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { OtherDetailsForm } from '../../src/domain/other-details/form.ts';
import type { OtherDetailsLoadAnswer } from '../../src/domain/other-details/render.ts';
import { StepSaveMsg } from '../../src/domain/steps/messages.ts';
import type { Category } from '../../src/domain/user.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { everyField } from '../support/other-details-sample.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Saved {
  id: number;
  version: number;
}
type Errors = Record<string, string>;

/** The day `days` from the server's today, yyyy-MM-dd in its time zone. */
const dayFrom = (now: Date, days: number) => {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
};

/**
 * The older other-details step's calls (course spec §7): the load POST …/application/edit/{id} and
 * the save POST …/application/saveOtherDetail, on a real server and database of each engine.
 */
describe.each(engines)('the older other-details step on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const load = (token: string | undefined, id: number | string, query = '') =>
    server.call<OtherDetailsLoadAnswer>(`${ApiPath.editOther}${id}${query}`, undefined, { token });
  const save = (token: string | undefined, body: object) =>
    server.call<Saved>(ApiPath.saveOtherDetail, body, { token });

  async function application(owner: FixtureUser, category: Category = 'International', extra = {}) {
    const [made] = await createApplications(server, owner.user, [{ category, ...extra }]);
    if (!made) throw new Error('no application');
    return { applicationId: made.id, version: made.version };
  }

  const refusal = async (token: string, body: object): Promise<Errors> => {
    const answer = await save(token, body);
    expect(answer.body).toMatchObject({ code: Code.Refused, msg: 'Please correct the edit information.' });
    return (answer.body.result as unknown as { errors: Errors }).errors;
  };

  it('answers a new application (-1) with the lists, no saved form, id -1 and version 0', async () => {
    const { token } = await createUser(server, { category: 'Domestic' });
    const answer = await load(token, -1);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(Code.Success);
    const loaded = answer.body.result;
    // Course spec §9: the English test ids; the languages (English among them) and the agencies.
    expect(loaded.englishTest.map(({ id }) => id).sort((a, b) => a - b)).toEqual([
      505, 1587, 1591, 2112, 2113,
    ]);
    expect(loaded.languages.find(({ id }) => id === 1201)?.name).toBe('English');
    expect(loaded.languages.length).toBeGreaterThan(50);
    expect(loaded.agencies.map(({ id }) => id)).toContain(9002);
    expect(loaded).toMatchObject({
      otherDetails: null,
      status: null,
      applicationCategory: null,
      id: -1,
      version: 0,
      drafts: {},
    });
    // Only this step's lists: not the personal or course steps'.
    expect(loaded).not.toHaveProperty('titles');
    expect(loaded).not.toHaveProperty('courseOfferings');
  });

  it('saves every field and answers them again with the next version', async () => {
    const owner = await createUser(server);
    const target = await application(owner, 'International');
    const saved = await save(owner.token, { ...everyField(), ...target });
    expect(saved.body).toEqual({
      code: Code.Success,
      msg: Msg.success,
      result: { id: target.applicationId, version: target.version + 1 },
    });
    const loaded = (await load(owner.token, target.applicationId)).body.result;
    expect(loaded).toMatchObject({
      otherDetails: everyField(),
      status: 'Editing',
      applicationCategory: 'International',
      id: target.applicationId,
      version: target.version + 1,
      drafts: {},
    });
    // A second save from the new version changes what was saved.
    const again = await save(owner.token, {
      ...everyField(),
      englishTestType: 2113,
      finalResult: '',
      listening: '350',
      speaking: '360',
      reading: '370',
      writing: '380',
      applicationId: target.applicationId,
      version: target.version + 1,
    });
    expect(again.body.result).toEqual({ id: target.applicationId, version: target.version + 2 });
    expect((await load(owner.token, target.applicationId)).body.result.otherDetails).toMatchObject({
      englishTestType: 2113,
      finalResult: '',
      writing: '380',
    });
  });

  it('keeps only what the answers open', async () => {
    const owner = await createUser(server);
    const target = await application(owner, 'Domestic');
    const body = {
      ...everyField(),
      englishIsFirstLanguage: true,
      completedEnglishTest: false,
      studiedByAgent: false,
      ...target,
    };
    expect((await save(owner.token, body)).body.code).toBe(Code.Success);
    const { otherDetails } = (await load(owner.token, target.applicationId)).body.result;
    expect(otherDetails).toMatchObject({
      englishIsFirstLanguage: true,
      firstLanguage: null,
      completedEnglishTest: false,
      englishTestType: null,
      testDate: '',
      finalResult: '',
      listening: '',
      studiedByAgent: false,
      agency: null,
      englishSecondaryStudyCompletedDate: '2014-11-28',
    });
  });

  it('refuses what the form refuses, with its messages at each field', async () => {
    const owner = await createUser(server);
    const refused = async (changes: Partial<Record<keyof OtherDetailsForm, unknown>>) =>
      refusal(owner.token, { ...everyField(), ...changes, ...(await application(owner)) });
    const tomorrow = dayFrom(server.app.now(), 1);

    expect(
      await refused({
        firstLanguage: null,
        englishSecondaryStudyCompletedDate: '',
        englishTestType: null,
        testDate: '',
        finalResult: '',
        agency: null,
      }),
    ).toEqual({
      firstLanguage: 'First Language is required.',
      englishSecondaryStudyCompletedDate: 'Secondary Studies Completion Date is required.',
      englishTestType: 'English Test is required.',
      testDate: 'Test Date is required.',
      agency: 'Agency is required.',
    });
    expect(await refused({ finalResult: '' })).toEqual({ finalResult: 'Overall Score is required.' });
    expect(
      await refused({
        testDate: tomorrow,
        englishPostSecondaryStudyCompletedDate: '1899-06-30',
        englishSecondaryStudyCompletedDate: '2014-02-30',
      }),
    ).toEqual({
      testDate: 'The test date must not be in the future.',
      englishPostSecondaryStudyCompletedDate: 'The date must not be before 1900.',
      englishSecondaryStudyCompletedDate: 'Please enter a date as yyyy-MM-dd.',
    });
    expect(await refused({ englishSecondaryStudyCompletedDate: tomorrow })).toEqual({
      englishSecondaryStudyCompletedDate: 'The completion date must not be in the future.',
    });
    expect(await refused({ finalResult: '9.5', listening: '6.25' })).toEqual({
      finalResult: 'The score must be from 0 to 9 in steps of 0.5.',
      listening: 'The score must be from 0 to 9 in steps of 0.5.',
    });
    expect(
      await refused({
        englishTestType: 1591,
        finalResult: '121',
        listening: '30',
        speaking: '31',
        reading: '',
        writing: '',
      }),
    ).toEqual({
      finalResult: 'The score must be a whole number from 0 to 120.',
      speaking: 'The score must be a whole number from 0 to 30.',
    });
    expect(
      await refused({
        englishTestType: 2113,
        finalResult: '',
        listening: '501',
        speaking: '',
        reading: '',
        writing: '',
      }),
    ).toEqual({
      listening: 'The score must be a whole number from 0 to 500.',
      speaking: 'Speaking is required.',
      reading: 'Reading is required.',
      writing: 'Writing is required.',
    });
    const notInList = 'This choice is not in the list. Please choose again.';
    expect(await refused({ firstLanguage: 1201, englishTestType: 1863, agency: 5203 })).toEqual({
      firstLanguage: notInList,
      englishTestType: notInList,
      agency: notInList,
    });
    expect(await refused({ useOfEnglish: 'x'.repeat(501) })).toEqual({
      useOfEnglish: 'It must be no more than 500 characters.',
    });
    expect(await refused({ studiedByAgent: 'yes', listening: 8 })).toEqual({
      studiedByAgent: 'This value is not valid.',
      listening: 'This value is not valid.',
    });
  });

  it('lets no other applicant read or write it, and answers them as for a missing one', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const target = await application(owner);
    expect((await save(owner.token, { ...everyField(), ...target })).body.code).toBe(Code.Success);
    const notFound = { code: Code.Refused, msg: 'This application was not found.', result: null };

    expect((await load(stranger.token, target.applicationId)).body).toEqual(notFound);
    expect(
      (
        await save(stranger.token, {
          ...everyField(),
          useOfEnglish: 'changed',
          ...target,
          version: target.version + 1,
        })
      ).body,
    ).toEqual(notFound);
    expect((await load(stranger.token, 2_000_000_000)).body).toEqual(notFound);
    for (const bad of ['abc', '0', '99999999999', '1.5'])
      expect((await load(owner.token, bad)).body, bad).toEqual(notFound);
    // Nothing changed for the owner.
    const mine = (await load(owner.token, target.applicationId)).body.result;
    expect(mine.otherDetails?.useOfEnglish).toBe(everyField().useOfEnglish);
    expect(mine.version).toBe(target.version + 1);
  });

  it('lets staff and the application’s agent read and save it', async () => {
    const owner = await createUser(server);
    const staff = await createUser(server, { role: 'staff' });
    const agent = await createUser(server, { role: 'agent' });
    const otherAgent = await createUser(server, { role: 'agent' });
    const target = await application(owner, 'Domestic', { agentId: agent.user.id });

    const seen = (await load(staff.token, target.applicationId)).body;
    expect(seen).toMatchObject({
      code: Code.Success,
      result: { id: target.applicationId, otherDetails: null },
    });
    expect((await save(staff.token, { ...everyField(), ...target })).body.result).toEqual({
      id: target.applicationId,
      version: target.version + 1,
    });
    const forAgent = (await load(agent.token, target.applicationId)).body;
    expect(forAgent).toMatchObject({ code: Code.Success, result: { otherDetails: { agency: 9002 } } });
    const agentSave = await save(agent.token, {
      ...everyField(),
      agency: 9001,
      applicationId: target.applicationId,
      version: target.version + 1,
    });
    expect(agentSave.body.code).toBe(Code.Success);
    expect((await load(otherAgent.token, target.applicationId)).body.msg).toBe(
      'This application was not found.',
    );
    expect((await load(owner.token, target.applicationId)).body.result.otherDetails?.agency).toBe(9001);
  });

  it('refuses a stale version and an application not being edited, and a caller not signed in', async () => {
    const owner = await createUser(server);
    const target = await application(owner);
    expect((await save(owner.token, { ...everyField(), ...target })).body.code).toBe(Code.Success);
    expect((await save(owner.token, { ...everyField(), ...target })).body).toEqual({
      code: Code.Refused,
      msg: StepSaveMsg.conflict,
      result: null,
    });
    const submitted = await application(owner, 'Domestic', { status: 'submitted' });
    expect((await save(owner.token, { ...everyField(), ...submitted })).body.msg).toBe(
      StepSaveMsg.notEditable,
    );
    // A submitted application still loads (to be read), without drafts.
    expect((await load(owner.token, submitted.applicationId)).body.result).toMatchObject({
      status: 'Submitted',
      drafts: {},
    });
    expect((await load(undefined, target.applicationId)).body.code).toBe(Code.Forbidden);
    expect((await save(undefined, { ...everyField(), ...target })).body.code).toBe(Code.Forbidden);
  });

  it('creates an application of the account’s category from a new one (-1)', async () => {
    const owner = await createUser(server, { category: 'International' });
    const made = await save(owner.token, { ...everyField(), applicationId: -1 });
    expect(made.body.code).toBe(Code.Success);
    const { id, version } = made.body.result;
    expect(id).toBeGreaterThan(0);
    expect((await load(owner.token, id)).body.result).toMatchObject({
      applicationCategory: 'International',
      version,
      otherDetails: everyField(),
    });
    const noCategory = await createUser(server, { category: null });
    expect((await save(noCategory.token, { ...everyField(), applicationId: -1 })).body.msg).toBe(
      StepSaveMsg.categoryRequired,
    );
  });

  it('answers the caller’s own draft of this step only, and a save removes it', async () => {
    const owner = await createUser(server, { category: 'Domestic' });
    const target = await application(owner, 'Domestic');
    const keep = (step: string, applicationId: number, form: object, extra = {}) =>
      server.call(ApiPath.saveDraft, { step, applicationId, form, ...extra }, { token: owner.token });
    expect(
      (await keep('other', target.applicationId, { useOfEnglish: 'typed' }, { version: target.version })).body
        .code,
    ).toBe(Code.Success);
    expect(
      (await keep('personal', target.applicationId, { familyName: 'Ng' }, { version: target.version })).body
        .code,
    ).toBe(Code.Success);
    const { drafts } = (await load(owner.token, target.applicationId)).body.result;
    expect(Object.keys(drafts)).toEqual(['other']);
    expect(drafts.other?.form).toEqual({ useOfEnglish: 'typed' });
    // Someone else does not see it.
    const staff = await createUser(server, { role: 'staff' });
    expect((await load(staff.token, target.applicationId)).body.result.drafts).toEqual({});
    // A new application's draft, asked by category.
    await keep('other', -1, { agency: 9001 }, { applicationCategory: 'International' });
    expect((await load(owner.token, -1, '?category=International')).body.result.drafts.other?.form).toEqual({
      agency: 9001,
    });
    expect((await load(owner.token, -1)).body.result.drafts).toEqual({});

    expect((await save(owner.token, { ...everyField(), ...target })).body.code).toBe(Code.Success);
    expect((await load(owner.token, target.applicationId)).body.result.drafts).toEqual({});
  });

  it('still answers the account category call at …/application/edit/accountCategory', async () => {
    const owner = await createUser(server, { category: null });
    const answer = await server.call<Category>(
      `${ApiPath.accountCategory}?accountCategory=Domestic`,
      undefined,
      {
        token: owner.token,
      },
    );
    expect(answer.body).toMatchObject({ code: Code.Success, result: 'Domestic' });
  });
});
