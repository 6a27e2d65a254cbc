import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { Code } from '../../src/domain/envelope.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** What an applicant typed, and a reset link's token: neither may reach the log. */
const ANSWER = 'Nguyen-Tran 0412 555 019';
const TOKEN = 'reset-token-4f9a1c';

describe.each(engines)('the log on $name (issue 13)', (engine) => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      engine,
      config: { logLevel: 'info', logStream: { write: (line) => void lines.push(line) } },
      prepare: (app) => {
        // A value the database refuses, and a statement that fails outright: both carry the answer.
        app.post('/api/test/refused', async () => app.db.execute(sql`select ${ANSWER}::int4`));
        app.post('/api/test/failed', async () =>
          app.db.execute(sql`select * from no_such_table where name = ${ANSWER}`),
        );
      },
    });
  });
  afterAll(() => server?.close());

  it('keeps a failed query’s codes, never its parameters or message', async () => {
    expect((await server.call('/test/refused')).body.code).toBe(Code.Refused);
    expect((await server.call('/test/failed')).status).toBe(500);
    const log = lines.join('');
    expect(log).toContain('value the database cannot store');
    expect(log).toContain('unhandled error');
    expect(log).toContain('"causeCode":"22P02"'); // invalid text representation
    expect(log).toContain('"causeCode":"42P01"'); // undefined table
    expect(log).not.toContain(ANSWER);
    expect(log).not.toContain('Nguyen');
  });

  it('keeps a reset link’s address without its token', async () => {
    await fetch(`${server.url}/setPassWord?token=${TOKEN}`);
    const log = lines.join('');
    expect(log).toContain('/setPassWord?token=[hidden]');
    expect(log).not.toContain(TOKEN);
  });

  it('hides every query parameter that can carry a secret, and the email of a verification address (issue 24)', async () => {
    const secrets = ['at-1x9', 'jwt-2y8', 'code-3z7', 'key-4w6', 'pw-5v5', 'api-6u4', 'sig-7t3'];
    const [accessToken, jwt, code, key, password, apiKey, signature] = secrets;
    await fetch(
      `${server.url}/api/nowhere?access_token=${accessToken}&jwt=${jwt}&code=${code}&key=${key}` +
        `&password=${password}&api_key=${apiKey}&X-Amz-Signature=${signature}&page=2`,
    );
    await fetch(`${server.url}/verification/someone.private%40example.com?from=mail`);
    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('access_token=[hidden]');
    expect(log).toContain('page=2'); // what carries no secret stays readable
    expect(log).not.toContain('someone.private');
    expect(log).toContain('/verification/[hidden]?from=mail');
  });

  it('logs a client that went away mid-request at info with its code, not as an outage (issue 24)', async () => {
    const before = lines.length;
    const port = Number(new URL(server.url).port);
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/private/auth/info HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: 1000\r\n\r\n{"a":`,
    );
    // Answered once the server has the request in hand (its next request on another connection is served after).
    await fetch(`${server.url}/api/nowhere`);
    socket.destroy();
    await vi.waitFor(() => expect(lines.slice(before).join('')).toContain('client aborted the request'));
    const after = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; msg: string; code?: string });
    expect(after.find((line) => line.msg === 'client aborted the request')).toMatchObject({
      level: 30,
      code: 'ECONNRESET',
    });
    expect(after.filter((line) => line.level >= 50)).toEqual([]);
  });
});
