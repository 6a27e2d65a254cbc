import { sql } from 'drizzle-orm';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { LOGIN_TARGET } from '../../src/domain/constants.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { User } from '../../src/domain/user.ts';
import { LISTENER_NAME } from '../../src/server/plugins/auth.ts';
import { createUser, FIXTURE_PASSWORD } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { testRedisUrl } from '../support/redis.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Session checks are cached in each process for a few seconds (issue 12); a revocation must still
 * take effect on the very next request, on every instance. On PostgreSQL two servers share one
 * database, as two instances behind a load balancer do; PGlite has one process per data folder.
 */

const me = (server: TestServer, token: string) =>
  server.call<User>(ApiPath.currentUser, undefined, { token });
const refused = { code: Code.Forbidden, msg: Msg.sessionExpired, result: null };

/** Calls until the answer's code is `code` or a second passes; the last answer. */
async function eventually(call: () => Promise<{ body: { code: number } }>, code: number) {
  const until = Date.now() + 1_000;
  for (;;) {
    const answer = await call();
    if (answer.body.code === code || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A session read on both instances is then held in both caches. */
async function cachedOnBoth(a: TestServer, b: TestServer) {
  const { token } = await createUser(a);
  expect((await me(a, token)).body.code).toBe(Code.Success);
  expect((await me(b, token)).body.code).toBe(Code.Success);
  expect(a.app.sessionCache.size).toBeGreaterThan(0);
  expect(b.app.sessionCache.size).toBeGreaterThan(0);
}

/** Both instances hold two sessions; a sign-out on `a` is refused on `b` at its next request. */
async function signOutOnOne(a: TestServer, b: TestServer) {
  const { token } = await createUser(a);
  const other = await createUser(a, {});
  expect((await me(a, token)).body.code).toBe(Code.Success);
  expect((await me(b, token)).body.code).toBe(Code.Success);
  expect((await me(b, other.token)).body.code).toBe(Code.Success);
  const out = await a.call(ApiPath.signOut, undefined, { method: 'GET', token });
  expect(out.body.code).toBe(Code.Success);
  expect((await me(b, token)).body).toEqual(refused);
  expect((await me(a, token)).body).toEqual(refused);
  expect((await me(b, other.token)).body.code).toBe(Code.Success); // another user's stays
}

/** A password changed through `b` from a second sign-in ends the first session on both at once. */
async function passwordChangeOnOne(a: TestServer, b: TestServer) {
  const { email, token } = await createUser(a);
  const signIn = await a.call<{ token: string }>(ApiPath.login, {
    loginEmail: email,
    password: FIXTURE_PASSWORD,
    loginTarget: LOGIN_TARGET,
  });
  const kept = signIn.body.result?.token ?? '';
  expect((await me(a, token)).body.code).toBe(Code.Success);
  expect((await me(b, token)).body.code).toBe(Code.Success);
  const changed = await b.call(
    ApiPath.changePassword,
    { oldPassword: FIXTURE_PASSWORD, newPassword: 'changed_pw-9', rePassword: 'changed_pw-9' },
    { token: kept },
  );
  expect(changed.body.code).toBe(Code.Success);
  expect((await me(a, token)).body).toEqual(refused);
  expect((await me(b, token)).body).toEqual(refused);
  expect((await me(a, kept)).body.code).toBe(Code.Success); // the tab that changed it stays
}

describe.each(engines)('cached session checks on $name', (engine) => {
  let a: TestServer;
  /** A second instance on the same database (PostgreSQL); on PGlite the same server. */
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ engine });
    b =
      engine.name === 'postgres'
        ? await startTestServer({
            engine,
            config: { databaseUrl: a.config.databaseUrl, dataDir: a.config.dataDir },
          })
        : a;
  });
  afterAll(async () => {
    if (b && b !== a) await b.close();
    await a?.close();
  });

  it('serves a signed-in request from the cache once the session has been read', () => cachedOnBoth(a, b));

  it('signs out on one instance: the token is refused on the other at once', () => signOutOnOne(a, b));

  it.skipIf(engine.name !== 'postgres')(
    'still counts both listening instances once they have acknowledged a sign-out',
    async () => {
      const { token } = await createUser(a);
      await a.call(ApiPath.signOut, undefined, { method: 'GET', token }); // both acknowledge
      const listening = (await a.app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}`,
      )) as unknown as { rows: { n: number }[] };
      expect(listening.rows[0]?.n).toBe(2);
    },
  );

  it('changes the password on one instance: the other sessions end on the other at once', () =>
    passwordChangeOnOne(a, b));

  it('shows a changed account category on the next request, on either instance', async () => {
    const { token } = await createUser(a);
    expect((await me(b, token)).body.result?.student.potentialAccountCategory).toBeNull();
    const set = await a.call(`${ApiPath.accountCategory}?accountCategory=International`, undefined, {
      token,
    });
    expect(set.body.code).toBe(Code.Success);
    expect((await me(b, token)).body.result?.student.potentialAccountCategory).toBe('International');
    expect((await me(a, token)).body.result?.student.potentialAccountCategory).toBe('International');
  });

  it('hears a revocation written by any other writer (here plain SQL)', async () => {
    const { token, user } = await createUser(a);
    expect((await me(a, token)).body.code).toBe(Code.Success);
    expect((await me(b, token)).body.code).toBe(Code.Success);
    await a.app.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.id}`);
    expect((await eventually(() => me(b, token), Code.Forbidden)).body).toEqual(refused);
    expect((await eventually(() => me(a, token), Code.Forbidden)).body).toEqual(refused);
  });

  it('keeps idle expiry: a cached session left idle past the limit is refused', async () => {
    const { token } = await createUser(a);
    expect((await me(a, token)).body.code).toBe(Code.Success);
    a.clock.advanceMinutes(a.config.sessionIdleMinutes);
    expect((await me(a, token)).body).toEqual(refused);
  });
});

const redisUrl = await testRedisUrl();
const postgres = engines.find((engine) => engine.name === 'postgres');

describe.skipIf(!redisUrl || !postgres)(
  'cached session checks, two instances on one PostgreSQL, revocation over Redis pub/sub (needs TEST_DATABASE_URL, and Redis at REDIS_URL or 127.0.0.1:6379)',
  () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      if (!postgres) return;
      a = await startTestServer({ engine: postgres, config: { redisUrl } });
      b = await startTestServer({
        engine: postgres,
        config: { redisUrl, databaseUrl: a.config.databaseUrl, dataDir: a.config.dataDir },
      });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('listens on Redis, not on the database', async () => {
      const listening = (await a.app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database()
            and (application_name = ${LISTENER_NAME} or query like 'listen %')`,
      )) as unknown as { rows: { n: number }[] };
      expect(listening.rows[0]?.n).toBe(0);
      await cachedOnBoth(a, b); // the subscription is live on both
    });

    it('signs out on one instance: the token is refused on the other at once', () => signOutOnOne(a, b));

    it('changes the password on one instance: the other sessions end on the other at once', () =>
      passwordChangeOnOne(a, b));
  },
);
