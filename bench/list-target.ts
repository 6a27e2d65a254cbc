import Fastify from 'fastify';
import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import { listRequestSchema } from '../src/domain/applications/list.ts';
import { STATUS_KEYS } from '../src/domain/applications/status.ts';
import { listApplications } from '../src/server/services/application-list.ts';
import { vacuumAnalyze } from '../src/server/services/housekeeping.ts';
import { createManyApplications, createUser } from '../tests/support/db-fixtures.ts';
import { startTestServer, type TestServer } from '../tests/support/test-server.ts';
import { runTarget } from './child.ts';
import { listScenarios } from './list-scale.ts';

/**
 * The server for the list-scale bench, in a child process of bench/run.ts: one applicant with
 * SMALL applications and one with LARGE, in every status and both categories.
 */

export const SMALL = 10;
export const LARGE = 5000;

export interface ListTargetReady {
  type: 'ready';
  engine: string;
  listUrl: string;
  /** A bare Fastify route in the same process, the ceiling of any route here. */
  bareUrl: string;
  small: { token: string; rows: number };
  large: { token: string; rows: number };
}

async function applicantWith(server: TestServer, rows: number) {
  const { user, token } = await createUser(server);
  await createManyApplications(server, user, rows, (index) => ({
    status: STATUS_KEYS[index % STATUS_KEYS.length],
    category: index % 3 === 0 ? 'Domestic' : 'International',
  }));
  return { token, rows, userId: user.id };
}

runTarget<ListTargetReady>(async (engine) => {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const server = await startTestServer({ engine, config: { logLevel: 'silent' } });
  const close = () => Promise.allSettled([bare.close(), server.close()]);
  try {
    const small = await applicantWith(server, SMALL);
    const large = await applicantWith(server, LARGE);
    // The steady state: statistics and visibility map as autovacuum (PostgreSQL) or the hourly
    // housekeeping (PGlite) leave them, not the minute after a bulk insert.
    await vacuumAnalyze(server.app.db);
    const ready: ListTargetReady = {
      type: 'ready',
      engine: engine.name,
      listUrl: `${server.url}${API_PREFIX}${ApiPath.listApplications}`,
      bareUrl,
      small: { token: small.token, rows: small.rows },
      large: { token: large.token, rows: large.rows },
    };
    // Each scenario's database work: the list service with the same body, as the route calls it
    // (the same prepared statement of the same pool, so the very statement the route runs).
    const userOf = new Map([
      [small.token, small.userId],
      [large.token, large.userId],
    ]);
    const raw = Object.fromEntries(
      listScenarios(ready).map((scenario) => {
        const token = scenario.headers?.authorization?.replace('Bearer ', '') ?? '';
        const reach = { id: userOf.get(token) ?? 0, role: 'applicant' as const };
        const query = listRequestSchema.parse(JSON.parse(scenario.body ?? '{}'));
        return [scenario.name, () => listApplications(server.app.db, reach, query)];
      }),
    );
    return { ready, close, raw };
  } catch (error) {
    await close();
    throw error;
  }
});
