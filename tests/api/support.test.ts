import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import {
  SUPPORT_MESSAGES,
  type SupportDetail,
  type SupportListResponse,
} from '../../src/domain/support/support.ts';
import { createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Paths {
  add: string;
  list: string;
  detail: string;
}
const APPLICANT: Paths = {
  add: ApiPath.supportAdd,
  list: ApiPath.supportList,
  detail: ApiPath.supportDetail,
};
const AGENT: Paths = {
  add: ApiPath.agentSupportAdd,
  list: ApiPath.agentSupportList,
  detail: ApiPath.agentSupportDetail,
};

describe.each(engines)('support requests on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const add = (paths: Paths, token: string, body: Record<string, unknown>) =>
    server.call<SupportDetail>(paths.add, body, { token });
  const list = (paths: Paths, token: string, body: Record<string, unknown> = {}) =>
    server.call<SupportListResponse>(paths.list, body, { token });
  const detail = (paths: Paths, token: string, id: number | string) =>
    server.call<SupportDetail>(`${paths.detail}${id}`, undefined, { token, method: 'GET' });
  const request = { type: 2, subject: 'Online study?', content: 'Can I study the whole course online?' };
  const refused = (msg: string) => ({ code: Code.Refused, msg, result: null });
  const fieldErrors = (errors: Record<string, string>) => ({
    code: Code.Refused,
    msg: Msg.correctEditInformation,
    result: { errors },
  });

  it('adds an open request and answers it with its type name', async () => {
    const { token } = await createUser(server);
    server.clock.advance(1000);
    const answer = await add(APPLICANT, token, { ...request, subject: '  Online study?  ' });
    expect(answer.body).toMatchObject({ code: Code.Success, msg: Msg.supportAdded });
    const now = server.app.now().toISOString();
    expect(answer.body.result).toEqual({
      id: expect.any(Number),
      type: 2,
      typeName: 'Course information',
      subject: 'Online study?',
      content: request.content,
      status: 'Open',
      insertTime: now,
      reply: null,
      updateTime: now,
    });
    expect((await detail(APPLICANT, token, answer.body.result.id)).body.result).toEqual(answer.body.result);
  });

  it('validates: type and subject required, content at most 1000, type from the list', async () => {
    const { token } = await createUser(server);
    expect((await add(APPLICANT, token, {})).body).toEqual(
      fieldErrors({ type: SUPPORT_MESSAGES.typeRequired, subject: SUPPORT_MESSAGES.subjectRequired }),
    );
    expect(
      (await add(APPLICANT, token, { type: '2', subject: '   ', content: 'x'.repeat(1001) })).body,
    ).toEqual(
      fieldErrors({
        type: SUPPORT_MESSAGES.typeRequired,
        subject: SUPPORT_MESSAGES.subjectRequired,
        content: SUPPORT_MESSAGES.contentTooLong,
      }),
    );
    expect((await add(APPLICANT, token, { ...request, type: 999 })).body).toEqual(
      fieldErrors({ type: SUPPORT_MESSAGES.typeUnknown }),
    );
    const longest = await add(APPLICANT, token, { type: 6, subject: 'Long', content: 'x'.repeat(1000) });
    expect(longest.body.result.content).toHaveLength(1000);
    const noContent = await add(APPLICANT, token, { type: 6, subject: 'No content' });
    expect(noContent.body.result.content).toBe('');
    expect((await list(APPLICANT, token)).body.result.total).toBe(2);
  });

  it('lists newest first, 20 a page, with the types to choose from', async () => {
    const { token } = await createUser(server);
    for (let n = 1; n <= 21; n++) {
      server.clock.advance(1000);
      await add(APPLICANT, token, { type: 1, subject: `Question ${n}` });
    }
    const first = await list(APPLICANT, token);
    expect(first.body).toMatchObject({ code: Code.Success, result: { total: 21, pageNum: 1, pageSize: 20 } });
    expect(first.body.result.list.map((row) => row.subject).slice(0, 2)).toEqual([
      'Question 21',
      'Question 20',
    ]);
    expect(first.body.result.list).toHaveLength(20);
    expect(first.body.result.list[0]).not.toHaveProperty('reply');
    expect(first.body.result.types.map((type) => type.name)).toEqual([
      'Application enquiry',
      'Course information',
      'Documents and evidence',
      'Fees and payments',
      'Technical problem',
      'Other',
    ]);
    const second = await list(APPLICANT, token, { pageNum: 2 });
    expect(second.body.result.list.map((row) => row.subject)).toEqual(['Question 1']);
    expect((await list(APPLICANT, token, { pageNum: 0 })).body.code).toBe(Code.Refused);
  });

  it("answers another user's request like a missing one", async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const made = await add(APPLICANT, owner.token, request);
    for (const id of [made.body.result.id, 2_000_000_000, 'abc', -3]) {
      expect((await detail(APPLICANT, stranger.token, id)).body).toEqual(refused(Msg.supportNotFound));
    }
    expect((await list(APPLICANT, stranger.token)).body.result.total).toBe(0);
  });

  it('serves agents on the agent paths and applicants on theirs only; staff on neither', async () => {
    const agent = await createUser(server, { role: 'agent' });
    const applicant = await createUser(server);
    const staff = await createUser(server, { role: 'staff' });
    const made = await add(AGENT, agent.token, request);
    expect(made.body.code).toBe(Code.Success);
    expect((await list(AGENT, agent.token)).body.result.list.map((row) => row.id)).toEqual([
      made.body.result.id,
    ]);
    expect((await detail(AGENT, agent.token, made.body.result.id)).body.code).toBe(Code.Success);

    const cases: [Paths, string][] = [
      [APPLICANT, agent.token],
      [AGENT, applicant.token],
      [APPLICANT, staff.token],
      [AGENT, staff.token],
    ];
    for (const [paths, token] of cases) {
      expect((await add(paths, token, request)).body).toEqual(refused(Msg.notAllowed));
      expect((await list(paths, token)).body).toEqual(refused(Msg.notAllowed));
      expect((await detail(paths, token, made.body.result.id)).body).toEqual(refused(Msg.notAllowed));
    }
  });
});
