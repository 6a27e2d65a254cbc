import { eq, sql } from 'drizzle-orm';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { DRAFT_EXPIRY_DAYS } from '../../src/domain/applications/drafts.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import { Code } from '../../src/domain/envelope.ts';
import { stepDrafts } from '../../src/server/db/schema.ts';
import { purgeExpired, vacuumAnalyze } from '../../src/server/services/housekeeping.ts';
import { createSession } from '../../src/server/services/sessions.ts';
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

  it('stops restoring a draft 30 days after it was last kept, and then deletes it', async () => {
    const { user } = await createUser(server);
    const day = 24 * 60;
    // Sessions end long before 30 days: a fresh one for each visit.
    const visit = () => createSession(server.app.db, user.id, server.app.now(), server.app.sessionPolicy);
    const keep = async () =>
      server.call(
        ApiPath.saveDraft,
        {
          step: 'personal',
          applicationId: -1,
          applicationCategory: 'Domestic',
          form: { familyName: 'Kept' },
        },
        { token: await visit() },
      );
    const restored = async () => {
      const path = `${ApiPath.renderEdit}-1?category=Domestic`;
      const answer = await server.call<StepsRenderAnswer>(path, undefined, { token: await visit() });
      return answer.body.result.drafts.personal?.form;
    };
    const rows = async () =>
      (await server.app.db.select().from(stepDrafts).where(eq(stepDrafts.userId, user.id))).length;

    expect((await keep()).body.code).toBe(Code.Success);
    server.clock.advanceMinutes(DRAFT_EXPIRY_DAYS * day - 1);
    expect(await restored()).toEqual({ familyName: 'Kept' });
    await keep(); // kept again: 30 more days from now
    server.clock.advanceMinutes(DRAFT_EXPIRY_DAYS * day - 1);
    await purgeExpired(server.app.db, server.app.now());
    expect(await rows()).toBe(1);
    expect(await restored()).toEqual({ familyName: 'Kept' });

    server.clock.advanceMinutes(2); // 30 days and a minute since it was last kept
    expect(await restored()).toBeUndefined();
    expect(await rows()).toBe(1);
    await purgeExpired(server.app.db, server.app.now());
    expect(await rows()).toBe(0);
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
