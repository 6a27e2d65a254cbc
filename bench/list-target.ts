import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import { STATUS_KEYS } from '../src/domain/applications/status.ts';
import { vacuumAnalyze } from '../src/server/services/housekeeping.ts';
import { createManyApplications, createUser } from '../tests/support/db-fixtures.ts';
import { startTestServer, type TestServer } from '../tests/support/test-server.ts';
import { runTarget } from './child.ts';

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
  small: { token: string; rows: number };
  large: { token: string; rows: number };
}

async function applicantWith(server: TestServer, rows: number) {
  const { user, token } = await createUser(server);
  await createManyApplications(server, user, rows, (index) => ({
    status: STATUS_KEYS[index % STATUS_KEYS.length],
    category: index % 3 === 0 ? 'Domestic' : 'International',
  }));
  return { token, rows };
}

runTarget<ListTargetReady>(async (engine) => {
  const server = await startTestServer({ engine, config: { logLevel: 'silent' } });
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
      small,
      large,
    };
    return { ready, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
});
