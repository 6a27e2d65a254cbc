import { ApiPath } from '../../src/domain/api-paths.ts';
import { DecisionMsg } from '../../src/domain/backoffice/messages.ts';
import type { DecisionAnswer, HistoryAnswer } from '../../src/domain/backoffice/types.ts';
import { Code } from '../../src/domain/envelope.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { upload } from '../support/uploads.ts';

const DAY = 86_400_000;

/**
 * Issue 28: evidence sent back counts only a file added AFTER the latest evidence request
 * (docs/application-lifecycle.md: "once a file was uploaded after the request"). A file uploaded for
 * an earlier request, or before any, is not the evidence now asked for.
 */
describe.each(engines)('evidence sent back, at its boundary, on $name', (engine) => {
  let server: TestServer;
  let staff: FixtureUser;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    staff = await createUser(server, { role: 'staff' });
  });
  afterAll(() => server?.close());

  const dueIn = (days: number) =>
    new Date(server.app.now().getTime() + days * DAY).toISOString().slice(0, 10);
  /** The version the pages show (the staff panel's load): what a move is made from (issue 24). */
  const versionOf = async (id: number) =>
    (
      await server.call<HistoryAnswer>(`${ApiPath.staffHistory}${id}`, undefined, {
        token: staff.token,
        method: 'GET',
      })
    ).body.result.version;
  const decide = async (id: number, body: object) =>
    server.call<DecisionAnswer>(
      `${ApiPath.staffDecision}${id}`,
      { version: await versionOf(id), ...body },
      { token: staff.token },
    );
  const askForEvidence = (id: number, reason: string) =>
    decide(id, { status: 'evidenceNeeded', reason, dueDate: dueIn(7) });
  const sendBack = async (id: number, token: string) =>
    server.call<DecisionAnswer>(`${ApiPath.sendEvidence}${id}`, { version: await versionOf(id) }, { token });
  const addFile = (id: number, token: string, name: string) =>
    upload(server, token, id, { type: 'TRANSCRIPT', name, bytes: samplePdf(name) });

  it('a file uploaded for an earlier request does not answer the next one; a file after it does', async () => {
    const owner = await createUser(server, { category: 'Domestic' });
    const now = server.app.now();
    const [made] = await createApplications(server, owner.user, [
      { status: 'underReview', submittedAt: now, statusChangedAt: now, reference: null },
    ]);
    if (!made) throw new Error('no application');
    const { id } = made;

    expect((await askForEvidence(id, 'The first page of your transcript.')).body.code).toBe(Code.Success);
    expect((await addFile(id, owner.token, 'first.pdf')).code).toBe(Code.Success);
    expect((await sendBack(id, owner.token)).body).toMatchObject({
      code: Code.Success,
      result: { statusKey: 'underReview' },
    });

    // A second request: the file of the first one is older than it.
    expect((await askForEvidence(id, 'The second page, please.')).body.code).toBe(Code.Success);
    expect((await sendBack(id, owner.token)).body).toMatchObject({
      code: Code.Refused,
      msg: DecisionMsg.evidenceMissing,
      result: null,
    });
    expect((await addFile(id, owner.token, 'second.pdf')).code).toBe(Code.Success);
    expect((await sendBack(id, owner.token)).body).toMatchObject({
      code: Code.Success,
      result: { statusKey: 'underReview' },
    });
  });
});
