import { sql } from 'drizzle-orm';
import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import { STATUS_KEYS } from '../src/domain/applications/status.ts';
import { queueRequestSchema } from '../src/domain/backoffice/requests.ts';
import { vacuumAnalyze } from '../src/server/services/housekeeping.ts';
import { queueStatement } from '../src/server/services/staff-queue.ts';
import { createApplications, createManyApplications, createUser } from '../tests/support/db-fixtures.ts';
import { startTestServer, type TestServer } from '../tests/support/test-server.ts';
import { runTarget } from './child.ts';

/**
 * The server of the table-scale bench (bench/table-scale.ts), in a child process: one applicant
 * with 10 applications, a staff member, and other applicants' applications filling the table to
 * `from` rows. On the parent's `grow` it fills the table to `rows` and answers `grown`, so the same
 * server, pool and plans are measured at both sizes.
 */

export const SMALL = 10;
/** Rows per filler applicant (inserted 1,000 to a statement by db-fixtures). */
const BATCH = 10_000;

export interface TableTargetReady {
  type: 'ready';
  engine: string;
  rows: number;
  listUrl: string;
  queueUrl: string;
  applicant: string;
  staff: string;
}

export interface GrowRequest {
  type: 'grow';
  rows: number;
}

export interface Grown {
  type: 'grown';
  rows: number;
  seconds: number;
  /** Why filling failed; the parent stops there. */
  error?: string;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the staff queue's statement for a request body. */
export interface ExplainRequest {
  type: 'explain';
  name: string;
  body: Record<string, unknown>;
}

export interface Explained {
  type: 'explained';
  name: string;
  plan: string;
}

async function explain(server: TestServer, body: Record<string, unknown>): Promise<string> {
  const statement = queueStatement(queueRequestSchema.parse(body));
  const result = (await server.app.db.execute(sql`explain (analyze, buffers) ${statement}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

/** Filler rows made so far, over every fill of this server: each row's number. */
let filled = 0;

/**
 * A filler row's email: its own (applicant<n>@example.com, so an email finds one row) but for one row
 * in 100, which shares one of 50 emails with the others of its kind: 1% of the table are possible
 * duplicates (issue 25), in groups that grow with the table as real repeat applicants would not.
 */
const mailOf = (row: number) =>
  row % 100 === 0 ? `twin${(row / 100) % 50}@example.com` : `applicant${row}@example.com`;

/**
 * `count` applications of other applicants, in every status (submitted ones with a submission time,
 * as the queue orders by it) and both categories.
 */
async function fill(server: TestServer, count: number, log: (line: string) => void) {
  let made = 0;
  while (made < count) {
    const size = Math.min(BATCH, count - made);
    const { user } = await createUser(server);
    const submittedAt = new Date(server.app.now().getTime() - made * 1000);
    await createApplications(
      server,
      user,
      Array.from({ length: size }, (_, index) => {
        const status = STATUS_KEYS[(made + index) % STATUS_KEYS.length];
        return {
          mail: mailOf(filled++),
          status,
          category: (made + index) % 3 === 0 ? 'Domestic' : 'International',
          submittedAt: status === 'editing' ? null : submittedAt,
        };
      }),
    );
    made += size;
    if (made % 100_000 === 0 || made === count) log(`filled ${made.toLocaleString('en')} rows`);
  }
}

runTarget<TableTargetReady>(async (engine) => {
  const server = await startTestServer({ engine, config: { logLevel: 'silent' } });
  const from = Number(process.env.TABLE_FROM ?? 10_000);
  const log = (line: string) => process.stdout.write(`  target: ${line}\n`);
  try {
    const applicant = await createUser(server);
    await createManyApplications(server, applicant.user, SMALL, (index) => ({
      status: STATUS_KEYS[index % STATUS_KEYS.length],
    }));
    const staff = await createUser(server, { role: 'staff' });
    await fill(server, from - SMALL, log);
    await vacuumAnalyze(server.app.db);
    let rows = from;
    process.on('message', (message: GrowRequest | ExplainRequest) => {
      if (message.type === 'explain') {
        explain(server, message.body).then(
          (plan) => process.send?.({ type: 'explained', name: message.name, plan } satisfies Explained),
          (error: unknown) =>
            process.send?.({
              type: 'explained',
              name: message.name,
              plan: String(error),
            } satisfies Explained),
        );
        return;
      }
      if (message.type !== 'grow') return;
      const started = performance.now();
      fill(server, message.rows - rows, log)
        .then(() => vacuumAnalyze(server.app.db))
        .then(
          () => {
            rows = message.rows;
            const seconds = (performance.now() - started) / 1000;
            process.send?.({ type: 'grown', rows, seconds } satisfies Grown);
          },
          (error: unknown) =>
            process.send?.({ type: 'grown', rows, seconds: 0, error: String(error) } satisfies Grown),
        );
    });
    const ready: TableTargetReady = {
      type: 'ready',
      engine: engine.name,
      rows,
      listUrl: `${server.url}${API_PREFIX}${ApiPath.listApplications}`,
      queueUrl: `${server.url}${API_PREFIX}${ApiPath.staffQueue}`,
      applicant: applicant.token,
      staff: staff.token,
    };
    return { ready, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
});
