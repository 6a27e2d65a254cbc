import { ApiPath } from '../../src/domain/api-paths.ts';
import { LIST_MESSAGES, type ListResponse } from '../../src/domain/applications/list.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { createApplications, createManyApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The older list view's call, `POST /potential/student/application/list` (spec §7: "older view",
 * payload not shown, answer `list`): the caller's own applications as list/all answers them.
 */
describe.each(engines)('older applications list on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const older = (token: string | undefined, body?: unknown) =>
    server.call<ListResponse>('/potential/student/application/list', body, { token });

  it('answers the caller’s applications, and nobody else’s, with no body at all', async () => {
    const { user, token } = await createUser(server);
    const other = await createUser(server);
    const mine = await createApplications(server, user, [{}, { status: 'submitted' }]);
    await createApplications(server, other.user, [{}]);

    const answer = await older(token);
    expect(answer.body).toMatchObject({ code: Code.Success, msg: Msg.success });
    expect(answer.body.result.list.map((row) => row.id)).toEqual(mine.map((made) => made.id));
    expect(answer.body.result.list.map((row) => row.status)).toEqual(['Editing', 'Submitted']);
  });

  it('answers what list/all answers for the same request', async () => {
    const { user, token } = await createUser(server);
    await createManyApplications(server, user, 25, () => ({}));
    const request = { pageNum: 2 };
    const [olderAnswer, current] = await Promise.all([
      older(token, request),
      server.call<ListResponse>(ApiPath.listApplications, request, { token }),
    ]);
    expect(olderAnswer.body.result.list).toHaveLength(5);
    expect(olderAnswer.body).toEqual(current.body);
  });

  it('says what is wrong with a request it cannot read', async () => {
    const { token } = await createUser(server);
    const answer = await older(token, { pageNum: 0 });
    expect(answer.body).toMatchObject({
      code: Code.Refused,
      msg: Msg.correctEditInformation,
      result: { errors: { pageNum: LIST_MESSAGES.pageNum } },
    });
  });

  it('is refused to a caller who is not signed in, and to staff', async () => {
    const anonymous = await older(undefined, {});
    expect(anonymous.body.code).not.toBe(Code.Success);
    const staff = await createUser(server, { role: 'staff' });
    const refused = await older(staff.token, {});
    expect(refused.body).toMatchObject({ code: Code.Refused, result: null });
  });
});
