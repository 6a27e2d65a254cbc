import { ApiPath } from '../../src/domain/api-paths.ts';
import type { ListResponse } from '../../src/domain/applications/list.ts';
import { Code } from '../../src/domain/envelope.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, registerAccount, signIn } from './helpers.ts';

/**
 * Issue 11: an agent applies for a student by the student's email; once the student registers with
 * that email (proved by the emailed code), the application is in the student's own list, and still in
 * the agent's. Nobody else gets it.
 */
describe.each(engines)('an agent’s student on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const list = (token: string) => server.call<ListResponse>(ApiPath.listApplications, {}, { token });
  const ids = async (token: string) => (await list(token)).body.result.list.map((row) => row.id);

  it('the student who registers with the email the agent gave sees the application; the agent still does', async () => {
    const agent = await createUser(server, { role: 'agent', category: 'International' });
    const studentEmail = newEmail('student');
    const saved = await server.call<{ id: number }>(
      ApiPath.savePersonalDetails,
      {
        ...samplePersonalDetails('International'),
        mail: studentEmail.toUpperCase(),
        applicationId: -1,
        applicationCategory: 'International',
      },
      { token: agent.token },
    );
    expect(saved.body.code).toBe(Code.Success);
    const id = saved.body.result.id;

    const someoneElse = await registerAccount(server);
    const other = await signIn(server, someoneElse.loginEmail);
    expect(await ids(other.token)).toEqual([]);

    await registerAccount(server, studentEmail);
    const student = await signIn(server, studentEmail);
    expect(await ids(student.token)).toEqual([id]);
    expect(await ids(agent.token)).toContain(id);
    const summary = await server.call(`${ApiPath.summaryDetail}${id}`, undefined, {
      token: student.token,
      method: 'GET',
    });
    expect(summary.body.code).toBe(Code.Success);
    // Another agent reaches none of it.
    const stranger = await createUser(server, { role: 'agent' });
    expect(await ids(stranger.token)).toEqual([]);
  });

  it('an applicant’s own application is never claimed by someone registering with its email', async () => {
    const owner = await createUser(server, { category: 'Domestic' });
    const email = newEmail('typed');
    const saved = await server.call<{ id: number }>(
      ApiPath.savePersonalDetails,
      {
        ...samplePersonalDetails('Domestic'),
        mail: email,
        applicationId: -1,
        applicationCategory: 'Domestic',
      },
      { token: owner.token },
    );
    await registerAccount(server, email);
    const newcomer = await signIn(server, email);
    expect(await ids(newcomer.token)).toEqual([]);
    expect(await ids(owner.token)).toEqual([saved.body.result.id]);
  });
});
