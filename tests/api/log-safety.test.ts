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
});
