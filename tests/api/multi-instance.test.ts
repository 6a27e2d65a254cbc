import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { tooManyAttempts } from '../../src/domain/messages.ts';
import type { Config } from '../../src/server/config.ts';
import { createUser, FIXTURE_PASSWORD } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { testRedisUrl } from '../support/redis.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, verifyBody } from './helpers.ts';

/**
 * Several instances on one PostgreSQL (issue 12): two servers share the database, as two
 * instances behind a load balancer do, and a caller alternates between them. The rate limits
 * count in a store both share — the database's `rate_limit_windows` table, or Redis when
 * REDIS_URL is set — so the limit holds in total, not once per instance.
 */

const LIMIT = 4;
const WINDOW_SECONDS = 600;
const limits: Config['rateLimits'] = {
  login: LIMIT,
  loginAddress: 1000,
  sendCode: 1000,
  verify: LIMIT,
  forgot: LIMIT,
  passwordCheck: LIMIT,
};

const postgres = engines.find((engine) => engine.name === 'postgres');
const redisUrl = await testRedisUrl();

const stores = [
  { store: 'postgres' as const, redisUrl: undefined, skip: !postgres, needs: 'needs TEST_DATABASE_URL' },
  {
    store: 'redis' as const,
    redisUrl,
    skip: !postgres || !redisUrl,
    needs: 'needs TEST_DATABASE_URL, and Redis at REDIS_URL or 127.0.0.1:6379',
  },
];

describe.each(stores)(
  'two instances on one PostgreSQL, rate limits in the $store store ($needs)',
  ({ store, redisUrl: url, skip }) => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      if (skip || !postgres) return;
      const config = { rateWindowSeconds: WINDOW_SECONDS, rateLimits: limits, redisUrl: url };
      a = await startTestServer({ engine: postgres, config });
      b = await startTestServer({
        engine: postgres,
        config: { ...config, databaseUrl: a.config.databaseUrl, dataDir: a.config.dataDir },
      });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    /** Calls `attempt` on a, b, a, b, … until refused: how many got through, and the refusal. */
    async function alternate(attempt: (server: TestServer) => ReturnType<TestServer['call']>) {
      for (let i = 0; i < LIMIT * 2 + 2; i++) {
        const answer = await attempt(i % 2 === 0 ? a : b);
        if (answer.body.msg?.startsWith('Too many attempts')) return { allowed: i, refused: answer };
      }
      throw new Error('never refused');
    }

    function expectRefusal(refused: Awaited<ReturnType<TestServer['call']>>) {
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
      expect(refused.body).toEqual({ code: Code.Refused, msg: tooManyAttempts(retryAfter), result: null });
    }

    const login = (server: TestServer, loginEmail: string, password = 'wrong-password') =>
      server.call(ApiPath.login, { loginEmail, password, loginTarget: 'Potential_Student_Entrance' });

    it.skipIf(skip)('counts in the shared store', () => {
      expect(a.app.limit.store).toBe(store);
      expect(b.app.limit.store).toBe(store);
    });

    it.skipIf(skip)('refuses wrong passwords after the limit in total, not per instance', async () => {
      const { email } = await createUser(a);
      const { allowed, refused } = await alternate((server) => login(server, email));
      expect(allowed).toBe(LIMIT);
      expectRefusal(refused);
      // Refused on both, even with the right password.
      expect((await login(a, email, FIXTURE_PASSWORD)).body.msg).toMatch(/^Too many attempts/);
      expect((await login(b, email, FIXTURE_PASSWORD)).body.msg).toMatch(/^Too many attempts/);
    });

    it.skipIf(skip)('limits forgot-password requests in total across instances', async () => {
      const { allowed, refused } = await alternate((server) =>
        server.call(ApiPath.forgotPassword, { email: newEmail() }),
      );
      expect(allowed).toBe(LIMIT);
      expectRefusal(refused);
    });

    it.skipIf(skip)('lets exactly the limit through when attempts race on both instances', async () => {
      // Every-attempt limits are counted and checked in one step: parallel requests cannot overshoot.
      const raced = await Promise.all(
        Array.from({ length: LIMIT * 3 }, (_, i) =>
          (i % 2 === 0 ? a : b).call(ApiPath.registerVerify, verifyBody(newEmail(), '123456')),
        ),
      );
      const through = raced.filter((answer) => !answer.body.msg?.startsWith('Too many attempts'));
      expect(through).toHaveLength(LIMIT);
    });
  },
);
