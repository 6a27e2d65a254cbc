import { createServer } from 'node:net';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail } from './helpers.ts';

/** A loopback port with nothing listening: the mail relay is down. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.each(engines)('mail transport down on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, config: { smtpUrl: `smtp://127.0.0.1:${await deadPort()}` } });
  });
  afterAll(() => server?.close());

  const broken = { code: Code.ServerError, msg: Msg.serverBrokenEnvelope, result: null };

  it('answers envelope 500 when a code cannot be mailed, and lets the user retry at once', async () => {
    const email = newEmail();
    const first = await server.call(ApiPath.registerEmail, { acceptAffirm: true, email });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(broken);
    // The undelivered code was withdrawn: the retry is not told to wait 60 seconds.
    expect((await server.call(ApiPath.registerEmail, { acceptAffirm: true, email })).body).toEqual(broken);
  });

  it('answers a forgotten password alike for every email, before any mail is attempted', async () => {
    // The answer cannot wait for the mail: its timing would tell registered emails apart (issue 13).
    const { email } = await createUser(server);
    for (const asked of [email, newEmail()]) {
      const answer = await server.call(ApiPath.forgotPassword, { email: asked });
      expect(answer.body).toEqual({ code: Code.Success, msg: Msg.resetLinkSent, result: null });
    }
  });
});
