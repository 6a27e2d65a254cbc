import { and, asc, gt, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { STATUS_KEYS, STATUS_LABELS, type StatusKey } from '../../domain/applications/status.ts';
import type { QueueQuery } from '../../domain/backoffice/requests.ts';
import type { QueueResponse, QueueRow } from '../../domain/backoffice/types.ts';
import type { Db } from '../db/connect.ts';
import { applicationCounts, applications, searchText } from '../db/schema.ts';
import { containsPattern } from './application-list.ts';
import { type ApplicationRecord, statusKeyOf } from './applications.ts';
import { nearerEndPageIds, pageRowsByKey } from './nearer-end-page.ts';

const COLUMNS = {
  id: applications.id,
  reference: applications.reference,
  firstGivenName: applications.firstGivenName,
  familyName: applications.familyName,
  mail: applications.mail,
  courseName: applications.courseName,
  campusName: applications.campusName,
  category: applications.category,
  status: applications.status,
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
  evidenceDueDate: applications.evidenceDueDate,
  possibleDuplicate: applications.possibleDuplicate,
};
type QueueRecord = Pick<ApplicationRecord, keyof typeof COLUMNS>;

/**
 * Names, email, course and reference, a line each (schema.ts searchText): the trigram index's own
 * expression, so a keyword reads only the rows that hold it.
 */
const SEARCHED = searchText(applications);

const words = (text: string | undefined) => [...new Set(text?.split(/\s+/).filter(Boolean))];

/**
 * The queue's filters but the status (issue 11): category, campus and course by part of their name,
 * and every keyword in a name, the email, the course or the reference. Applications still being
 * edited are staff's only when asked for by status.
 */
function filtersOf(query: QueueQuery): SQL | undefined {
  return and(
    query.applicationCategory ? sql`${applications.category} = ${query.applicationCategory}` : undefined,
    query.campus ? ilike(applications.campusName, containsPattern(query.campus)) : undefined,
    query.course ? ilike(applications.courseName, containsPattern(query.course)) : undefined,
    ...words(query.keywords).map((word) => ilike(SEARCHED, containsPattern(word))),
    // The flagged rows have an index of their own in the queue's order (applications_duplicate_queue_idx).
    query.duplicates ? sql`${applications.possibleDuplicate}` : undefined,
  );
}

/** The status asked for, else every status but editing; on the table or on a status column of a CTE. */
const statusFilter = (
  status: StatusKey | undefined,
  column: SQL | typeof applications.status = applications.status,
): SQL => (status ? sql`${column} = ${status}` : sql`${column} <> 'editing'`);

/** Submitted (waiting to be picked up) first: the queue's first key. */
const QUEUE_RANK = sql`case when ${applications.status} = 'submitted' then 0 else 1 end`;

/** Submitted first, then by submission time, oldest first. */
const QUEUE_ORDER = [QUEUE_RANK, sql`${applications.submittedAt} asc nulls last`, asc(applications.id)];

const toRow = (record: QueueRecord): QueueRow => ({
  id: record.id,
  reference: record.reference,
  firstGivenName: record.firstGivenName,
  familyName: record.familyName,
  mail: record.mail,
  courseName: record.courseName,
  campusName: record.campusName,
  category: record.category,
  status: STATUS_LABELS[statusKeyOf(record)],
  statusKey: statusKeyOf(record),
  submittedAt: record.submittedAt?.toISOString() ?? null,
  updateTime: record.updatedAt.toISOString(),
  evidenceDueDate: record.evidenceDueDate,
  possibleDuplicate: record.possibleDuplicate,
});

/** The page's columns under the names QueueRecord uses. */
const PAGE_COLUMNS = sql.join(
  Object.entries(COLUMNS).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

type JsonRecord = Omit<QueueRecord, 'submittedAt' | 'updatedAt'> & {
  submittedAt: string | null;
  updatedAt: string;
};

/** json columns come parsed from both drivers; a string (a driver set to leave json) is parsed here. */
function parsedJson<T>(value: T | string | undefined): T {
  if (typeof value === 'string') return JSON.parse(value) as T;
  return (value ?? []) as T;
}

/**
 * How many match each status. Filtered by no more than the category, these are the 'all' cells of
 * application_counts (kept by a trigger, 16 stripes per status and category), or its 'duplicate'
 * cells for the possible duplicates (migration 0016); a campus, course or keyword needs the matching
 * rows counted.
 */
function cellsOf(query: QueueQuery, filters: SQL | undefined): SQL {
  if (query.campus || query.course || words(query.keywords).length > 0) {
    return sql`select ${applications.status} as status, count(*)::int as n from ${applications}
      where ${filters ?? sql`true`} group by ${applications.status}`;
  }
  const category = query.applicationCategory
    ? sql`and ${applicationCounts.category} = ${query.applicationCategory}`
    : sql``;
  return sql`select ${applicationCounts.status} as status, sum(${applicationCounts.n})::int as n
    from ${applicationCounts} where ${applicationCounts.scope} = ${query.duplicates ? 'duplicate' : 'all'} ${category}
    group by ${applicationCounts.status}`;
}

/**
 * A page of the staff queue, the total that matches, and how many match each status: one
 * statement (one round trip), the page and the counts as json. The page's ids come from the queue
 * index, counted from the nearer end (nearer-end-page.ts; the counts say how many match), so the
 * last page of a million costs what the first does. Its rows are then looked up by key.
 */
export function queueStatement(query: QueueQuery): SQL {
  const filters = filtersOf(query);
  const where = and(filters, statusFilter(query.status));
  const counted = statusFilter(query.status, sql`status`);
  const ids = nearerEndPageIds({
    from: sql`${applications}`,
    where: where ?? sql`true`,
    keys: sql`${applications.id} as id, ${QUEUE_RANK} as queue_rank, ${applications.submittedAt} as submitted_at`,
    order: sql.join(QUEUE_ORDER, sql`, `),
    back: sql`${QUEUE_RANK} desc, ${applications.submittedAt} desc nulls first, ${applications.id} desc`,
    backByKeys: sql`queue_rank desc, submitted_at desc nulls first, id desc`,
    size: sql`${query.pageSize}::bigint`,
    offset: sql`${(query.pageNum - 1) * query.pageSize}::bigint`,
    total: sql`matching`,
  });
  const columns = sql`${PAGE_COLUMNS}, ${QUEUE_RANK} as queue_rank, ${applications.submittedAt} as queue_submitted`;
  return sql`with cells as (${cellsOf(query, filters)}),
    matching as (select coalesce(sum(n), 0)::bigint as n from cells where ${counted}),
    page_ids as (${ids}),
    page as (
      select page_row.*,
        row_number() over (order by page_row.queue_rank, page_row.queue_submitted asc nulls last, page_row.id)
          as position
      from ${pageRowsByKey(columns)}
    )
    select (select coalesce(json_agg(page order by page.position), '[]') from page) as page,
      (select coalesce(json_agg(cells), '[]') from cells) as cells`;
}

/** The queue as the route answers it (queueStatement, one round trip). */
export async function staffQueue(db: Db, query: QueueQuery): Promise<QueueResponse> {
  const result = (await db.execute(queueStatement(query))) as unknown as {
    rows: { page: JsonRecord[] | string; cells: { status: string; n: number }[] | string }[];
  };
  const [first] = result.rows;
  const rows = parsedJson<JsonRecord[]>(first?.page).map(
    (record): QueueRecord => ({
      ...record,
      submittedAt: record.submittedAt === null ? null : new Date(record.submittedAt),
      updatedAt: new Date(record.updatedAt),
    }),
  );
  const cells = parsedJson<{ status: string; n: number }[]>(first?.cells);
  const countOf = (status: string) => cells.find((cell) => cell.status === status)?.n ?? 0;
  const total = query.status
    ? countOf(query.status)
    : cells.filter((cell) => cell.status !== 'editing').reduce((sum, cell) => sum + cell.n, 0);
  return {
    list: rows.map(toRow),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    statusCondition: STATUS_KEYS.map((value) => ({
      value,
      label: STATUS_LABELS[value],
      count: countOf(value),
    })),
  };
}

/**
 * The queue's order in four runs: submitted with a submission time, submitted without, then the
 * others with and without. Within a run the rows follow (submitted_at, id), which the queue index
 * (`applications_queue_idx`: rank, submitted_at, id) reads from any point on.
 */
const QUEUE_RUNS = [0, 1].flatMap((rank) => [
  { rank, timed: true },
  { rank, timed: false },
]);

/**
 * Every row of the filtered queue in its order, in batches (for the export, which streams them).
 * Each batch goes on from the last row of the one before (its submission time and id), not past
 * an OFFSET: exporting a million rows reads each once, where OFFSET batches would have skipped
 * ~10⁹ index entries in all. Between batches other requests get the connection (PGlite has one).
 */
export async function* queueRows(db: Db, query: QueueQuery, batch = 500): AsyncGenerator<QueueRow> {
  const where = and(filtersOf(query), statusFilter(query.status));
  for (const run of QUEUE_RUNS) {
    let after: { at: string | null; id: number } | undefined;
    for (;;) {
      const from = !after
        ? undefined
        : run.timed && after.at
          ? sql`(${applications.submittedAt}, ${applications.id}) > (${after.at}::timestamptz, ${after.id})`
          : gt(applications.id, after.id);
      const rows = await db
        // The time as the database holds it (to the microsecond; a Date keeps milliseconds).
        .select({ ...COLUMNS, at: sql<string | null>`${applications.submittedAt}::text` })
        .from(applications)
        .where(
          and(
            where,
            sql`${QUEUE_RANK} = ${run.rank}`,
            run.timed ? isNotNull(applications.submittedAt) : isNull(applications.submittedAt),
            from,
          ),
        )
        .orderBy(...QUEUE_ORDER)
        .limit(batch);
      for (const row of rows) yield toRow(row);
      const last = rows.at(-1);
      if (!last || rows.length < batch) break;
      after = { at: last.at, id: last.id };
    }
  }
}
