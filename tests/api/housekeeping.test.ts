import { sql } from 'drizzle-orm';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { purgeExpired, vacuumAnalyze } from '../../src/server/services/housekeeping.ts';
import { createManyApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, signedInAccount } from './helpers.ts';

describe.each(engines)('housekeeping on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  it('keeps live sessions and codes, and removes them a day after they end', async () => {
    const { token } = await signedInAccount(server);
    await server.call(ApiPath.registerEmail, { acceptAffirm: true, email: newEmail() });
    expect(await purgeExpired(server.app.db, server.app.now())).toBe(0);
    expect((await server.call(ApiPath.currentUser, undefined, { token })).body.code).toBe(Code.Success);

    server.clock.advanceMinutes((12 + 25) * 60); // past the absolute session end and the code expiry, plus a day
    // Two codes (registration and the extra send) and the session.
    expect(await purgeExpired(server.app.db, server.app.now())).toBe(3);
    expect((await server.call(ApiPath.currentUser, undefined, { token })).body.code).toBe(Code.Forbidden);
  });

  it('vacuums and analyzes (PGlite has no autovacuum): the planner learns the row counts', async () => {
    const { user } = await createUser(server);
    await createManyApplications(server, user, 30);
    await vacuumAnalyze(server.app.db);
    const [stats] = await server.app.db
      .select({ reltuples: sql<number>`reltuples` })
      .from(sql`pg_class`)
      .where(sql`relname = 'applications'`);
    expect(Number(stats?.reltuples)).toBe(30);
  });
});
