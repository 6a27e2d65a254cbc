import { ApiPath } from '../../src/domain/api-paths.ts';
import { CATEGORY_MESSAGE } from '../../src/domain/applications/category-schema.ts';
import type { ListResponse } from '../../src/domain/applications/list.ts';
import type { SummaryDetail } from '../../src/domain/applications/summary.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { User } from '../../src/domain/user.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedInAccount } from './helpers.ts';

describe.each(engines)('account category, delete and view on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const setCategory = (token: string, query: string) =>
    server.call<string>(`${ApiPath.accountCategory}${query}`, undefined, { token });
  const remove = (token: string, id: number | string) =>
    server.call(`${ApiPath.deleteApplication}${id}`, undefined, { token });
  const view = (token: string, id: number | string) =>
    server.call<SummaryDetail>(`${ApiPath.summaryDetail}${id}`, undefined, { token, method: 'GET' });
  const listedIds = async (token: string) =>
    (await server.call<ListResponse>(ApiPath.listApplications, {}, { token })).body.result.list.map(
      (row) => row.id,
    );
  const refused = (msg: string) => ({ code: Code.Refused, msg, result: null });

  describe('account category', () => {
    it('stores the category on the account: the current user shows it', async () => {
      const { token, user } = await signedInAccount(server);
      expect(user.student.potentialAccountCategory).toBeNull();
      expect((await setCategory(token, '?accountCategory=International')).body).toEqual({
        code: Code.Success,
        msg: Msg.categorySaved,
        result: 'International',
      });
      const me = await server.call<User>(ApiPath.currentUser, undefined, { token });
      expect(me.body.result.student.potentialAccountCategory).toBe('International');

      await setCategory(token, '?accountCategory=Domestic');
      const again = await server.call<User>(ApiPath.currentUser, undefined, { token });
      expect(again.body.result.student.potentialAccountCategory).toBe('Domestic');
    });

    it('refuses anything but International or Domestic with the field message', async () => {
      const { token } = await signedInAccount(server);
      for (const query of [
        '',
        '?accountCategory=',
        '?accountCategory=international',
        '?accountCategory=Martian',
      ]) {
        expect((await setCategory(token, query)).body).toEqual({
          code: Code.Refused,
          msg: Msg.correctEditInformation,
          result: { errors: { accountCategory: CATEGORY_MESSAGE } },
        });
      }
    });

    it('lets an agent choose too, and refuses staff', async () => {
      const agent = await createUser(server, { role: 'agent' });
      expect((await setCategory(agent.token, '?accountCategory=Domestic')).body.code).toBe(Code.Success);
      const staff = await createUser(server, { role: 'staff' });
      expect((await setCategory(staff.token, '?accountCategory=Domestic')).body).toEqual(
        refused(Msg.notAllowed),
      );
    });
  });

  describe('delete', () => {
    it('deletes an editing application: gone from the list and from view', async () => {
      const { user, token } = await createUser(server);
      const [editing, kept] = await createApplications(server, user, [{}, {}]);
      if (!editing || !kept) throw new Error('fixtures');
      expect((await remove(token, editing.id)).body).toEqual({
        code: Code.Success,
        msg: Msg.success,
        result: null,
      });
      expect(await listedIds(token)).toEqual([kept.id]);
      expect((await view(token, editing.id)).body).toEqual(refused(Msg.applicationNotFound));
      expect((await remove(token, editing.id)).body).toEqual(refused(Msg.applicationNotFound));
    });

    it('refuses any other status, and the application stays', async () => {
      const { user, token } = await createUser(server);
      const made = await createApplications(server, user, [
        { status: 'pending' },
        { status: 'submitted' },
        { status: 'refused' },
      ]);
      for (const application of made) {
        expect((await remove(token, application.id)).body).toEqual(refused(Msg.onlyEditingDeleted));
      }
      expect(await listedIds(token)).toEqual(made.map((application) => application.id));
    });

    it("answers another user's application exactly like a missing one", async () => {
      const mine = await createUser(server);
      const theirs = await createUser(server);
      const [their] = await createApplications(server, theirs.user, [{}]);
      if (!their) throw new Error('fixtures');
      for (const id of [their.id, 2_000_000_000, 0, -1, 'abc', '1.5', '99999999999']) {
        expect((await remove(mine.token, id)).body).toEqual(refused(Msg.applicationNotFound));
      }
      expect(await listedIds(theirs.token)).toEqual([their.id]);
    });

    it("lets an agent delete their student's editing application, not another agent's", async () => {
      const agent = await createUser(server, { role: 'agent' });
      const otherAgent = await createUser(server, { role: 'agent' });
      const student = await createUser(server);
      const [viaAgent, viaOther] = await createApplications(server, student.user, [
        { agentId: agent.user.id },
        { agentId: otherAgent.user.id },
      ]);
      if (!viaAgent || !viaOther) throw new Error('fixtures');
      expect((await remove(agent.token, viaOther.id)).body).toEqual(refused(Msg.applicationNotFound));
      expect((await remove(agent.token, viaAgent.id)).body.code).toBe(Code.Success);
      expect(await listedIds(student.token)).toEqual([viaOther.id]);
      // The student owns it: they may delete it too.
      expect((await remove(student.token, viaOther.id)).body.code).toBe(Code.Success);
    });
  });

  describe('view (summary detail)', () => {
    it('answers the fields that exist so far, null for those later steps fill', async () => {
      const agent = await createUser(server, { role: 'agent' });
      const student = await createUser(server);
      const [made] = await createApplications(server, student.user, [
        {
          status: 'pending',
          category: 'International',
          firstGivenName: 'Mei',
          familyName: 'Chen',
          courseName: 'Bachelor of Nursing',
          applicationTypeName: 'Undergraduate',
          campusName: 'Sydney City Campus',
          agentId: agent.user.id,
        },
      ]);
      if (!made) throw new Error('fixtures');
      const answer = await view(student.token, made.id);
      expect(answer.body).toMatchObject({ code: Code.Success, msg: Msg.success });
      expect(answer.body.result).toEqual({
        id: made.id,
        category: 'International',
        status: 'Pending',
        statusKey: 'pending',
        titleName: null,
        firstGivenName: 'Mei',
        familyName: 'Chen',
        birthDate: null,
        genderName: null,
        countryOfBirth: null,
        mobileNumberCountryCode: null,
        mobileNumber: null,
        localAddressStreetLine1: null,
        localAddressSuburb: null,
        localAddressStateName: null,
        localAddressPostcode: null,
        applicationType: 'Undergraduate',
        courseName: 'Bachelor of Nursing',
        courseStartDate: null,
        courseEndDate: null,
        campusName: 'Sydney City Campus',
        applicationType2: null,
        courseName2: null,
        courseStartDate2: null,
        courseEndDate2: null,
        campusName2: null,
        needRpl: null,
        applyScholarships: null,
        agentCode: null,
        agentName: agent.user.username,
        term: null,
        // Not submitted yet: no reference, no submission time (issue 10).
        reference: null,
        submittedAt: null,
        // The version its answers are made from (issue 24); no evidence request (issue 23).
        version: made.version,
        rejectedReason: null,
        evidenceDueDate: null,
        // Check your answers and what a submission would still refuse (issue 23, tested in
        // check-your-answers.test.ts).
        sections: expect.any(Array),
        missing: expect.any(Array),
      });
      expect((await view(agent.token, made.id)).body.result.firstGivenName).toBe('Mei');
    });

    it("refuses another user's application like a missing one; staff read any (the back office's summary step, issue 11)", async () => {
      const owner = await createUser(server);
      const stranger = await createUser(server);
      const strangerAgent = await createUser(server, { role: 'agent' });
      const [made] = await createApplications(server, owner.user, [{}]);
      if (!made) throw new Error('fixtures');
      for (const token of [stranger.token, strangerAgent.token]) {
        expect((await view(token, made.id)).body).toEqual(refused(Msg.applicationNotFound));
      }
      expect((await view(owner.token, 'x')).body).toEqual(refused(Msg.applicationNotFound));
      const staff = await createUser(server, { role: 'staff' });
      expect((await view(staff.token, made.id)).body).toMatchObject({
        code: Code.Success,
        result: { id: made.id },
      });
      expect((await view(staff.token, made.id + 100_000)).body).toEqual(refused(Msg.applicationNotFound));
    });
  });
});
