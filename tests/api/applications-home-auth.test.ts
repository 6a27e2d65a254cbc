import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Every call of the applications home and of support, as the client makes it. */
const CALLS: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['POST', `${ApiPath.accountCategory}?accountCategory=Domestic`],
  ['POST', ApiPath.listApplications, {}],
  ['POST', `${ApiPath.deleteApplication}1`],
  ['GET', `${ApiPath.summaryDetail}1`],
  ['POST', ApiPath.supportAdd, { type: 1, subject: 'Hello' }],
  ['POST', ApiPath.supportList, {}],
  ['GET', `${ApiPath.supportDetail}1`],
  ['POST', ApiPath.agentSupportAdd, { type: 1, subject: 'Hello' }],
  ['POST', ApiPath.agentSupportList, {}],
  ['GET', `${ApiPath.agentSupportDetail}1`],
];

describe.each(engines)('applications home and support without a session on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  it.each(CALLS)('%s %s answers 403', async (method, path, body) => {
    for (const token of [undefined, 'A'.repeat(43)]) {
      const answer = await server.call(path, body, { method, token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: Code.Forbidden, msg: Msg.notSignedIn, result: null });
    }
  });
});
