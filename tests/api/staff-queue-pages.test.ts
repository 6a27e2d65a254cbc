import { sql } from 'drizzle-orm';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StatusKey } from '../../src/domain/applications/status.ts';
import { queueRequestSchema } from '../../src/domain/backoffice/requests.ts';
import type { QueueResponse } from '../../src/domain/backoffice/types.ts';
import { Code } from '../../src/domain/envelope.ts';
import { queueRows } from '../../src/server/services/staff-queue.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const DAY = 86_400_000;
const ROWS = 29;
/** Pending rows have no submission time: they come after every timed row of their rank. */
const STATUSES: StatusKey[] = ['submitted', 'underReview', 'pending', 'offered', 'editing', 'refused'];

interface Made {
  name: string;
  id: number;
  status: StatusKey;
  category: string;
  campus: string;
  /** Microseconds: the database keeps them, a Date does not. */
  submitted: number | null;
}

/**
 * The staff queue's order (spec: submitted first, then by submission time, oldest first; ties by
 * id) on a server of its own, so the whole queue is known: every page of every filter, from the
 * front and (past the middle) from the end, together are the whole queue once.
 */
describe.each(engines)('the staff queue page by page on $name', (engine) => {
  let server: TestServer;
  let staff: FixtureUser;
  let made: Made[];
  beforeAll(async () => {
    server = await startTestServer({ engine });
    staff = await createUser(server, { role: 'staff' });
    const owner = await createUser(server, { category: 'Domestic' });
    const start = server.app.now().getTime() - 60 * DAY;
    const specs = Array.from({ length: ROWS }, (_, n) => {
      const status = STATUSES[n % STATUSES.length] as StatusKey;
      const timed = status !== 'editing' && status !== 'pending';
      return {
        familyName: `F${n}`,
        status,
        category: n % 3 === 0 ? ('International' as const) : ('Domestic' as const),
        campusName: n % 2 === 0 ? 'Sydney City Campus' : 'Melbourne Campus',
        // Few distinct days, so that many rows tie on the time and the id decides.
        submittedAt: timed ? new Date(start + (n % 4) * DAY) : null,
        reference: timed ? `APP-2026-Q${n}` : null,
      };
    });
    const rows = await createApplications(server, owner.user, specs);
    made = rows.map((row, n) => ({
      name: `F${n}`,
      id: row.id,
      status: specs[n]?.status as StatusKey,
      category: specs[n]?.category ?? '',
      campus: specs[n]?.campusName ?? '',
      submitted: specs[n]?.submittedAt ? specs[n].submittedAt.getTime() * 1000 : null,
    }));
    // F0 and F12 are both submitted on the same day: one microsecond puts F0 after F12.
    const f0 = made[0] as Made;
    await server.app.db.execute(
      sql`update applications set submitted_at = submitted_at + interval '1 microsecond' where id = ${f0.id}`,
    );
    f0.submitted = (f0.submitted ?? 0) + 1;
  });
  afterAll(() => server?.close());

  const queue = (body: object) =>
    server.call<QueueResponse>(ApiPath.staffQueue, body, { token: staff.token });

  const inQueueOrder = (a: Made, b: Made) => {
    const rank = (row: Made) => (row.status === 'submitted' ? 0 : 1);
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    if (a.submitted !== b.submitted) {
      if (a.submitted === null) return 1;
      if (b.submitted === null) return -1;
      return a.submitted - b.submitted;
    }
    return a.id - b.id;
  };

  /** The names the queue shows under a filter, in its order. */
  const queueOf = (filter: { keep: (row: Made) => boolean }) =>
    made
      .filter(filter.keep)
      .sort(inQueueOrder)
      .map((row) => row.name);

  const filters: { body: object; keep: (row: Made) => boolean }[] = [
    { body: {}, keep: (row) => row.status !== 'editing' },
    { body: { status: 'Submitted' }, keep: (row) => row.status === 'submitted' },
    { body: { status: 'Pending' }, keep: (row) => row.status === 'pending' },
    { body: { status: 'Editing' }, keep: (row) => row.status === 'editing' },
    {
      body: { applicationCategory: 'International' },
      keep: (row) => row.status !== 'editing' && row.category === 'International',
    },
    // A campus is counted from the rows, not from the kept counts.
    {
      body: { campus: 'sydney' },
      keep: (row) => row.status !== 'editing' && row.campus === 'Sydney City Campus',
    },
    // A keyword (family names F1, F10…F19): submitted, timed and untimed rows of the second rank.
    { body: { keywords: 'f1' }, keep: (row) => row.status !== 'editing' && row.name.startsWith('F1') },
    // Rows looked up by campus, then paged by status: editing only when asked for.
    {
      body: { campus: 'sydney', status: 'Submitted' },
      keep: (row) => row.status === 'submitted' && row.campus === 'Sydney City Campus',
    },
    {
      body: { campus: 'sydney', status: 'Editing' },
      keep: (row) => row.status === 'editing' && row.campus === 'Sydney City Campus',
    },
  ];

  it.each(filters.map((filter) => [JSON.stringify(filter.body), filter] as const))(
    'filter %s: the pages together are the whole queue in order, once each',
    async (_name, filter) => {
      const expected = queueOf(filter);
      expect(expected.length).toBeGreaterThan(0);
      for (const pageSize of [4, 5]) {
        const paged: (string | null)[] = [];
        for (let pageNum = 1; pageNum <= Math.ceil(expected.length / pageSize) + 1; pageNum += 1) {
          const answer = await queue({ ...filter.body, pageNum, pageSize });
          expect(answer.body.code).toBe(Code.Success);
          const { list, total } = answer.body.result;
          expect(total).toBe(expected.length);
          expect(list.map((row) => row.familyName)).toEqual(
            expected.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          );
          paged.push(...list.map((row) => row.familyName));
        }
        expect(paged).toEqual(expected);
      }
    },
  );

  it.each(filters.map((filter) => [JSON.stringify(filter.body), filter] as const))(
    'export of %s: every row once, in the queue’s order, whatever the batch size',
    async (_name, filter) => {
      const expected = queueOf(filter);
      const query = queueRequestSchema.parse(filter.body);
      for (const batch of [1, 2, 3, 500]) {
        const exported: (string | null)[] = [];
        for await (const row of queueRows(server.app.db, query, batch)) {
          exported.push(row.familyName);
          if (exported.length > expected.length) break; // a walk that repeats rows would never end
        }
        expect({ batch, exported }).toEqual({ batch, exported: expected });
      }
    },
  );

  it('answers a page far past the end as an empty page', async () => {
    for (const pageNum of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const answer = await queue({ pageNum, pageSize: 100 });
      expect(answer.body).toMatchObject({ code: Code.Success, result: { list: [], pageNum } });
    }
  });
});
