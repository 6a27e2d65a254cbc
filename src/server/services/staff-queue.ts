import { and, asc, count, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { STATUS_KEYS, STATUS_LABELS, type StatusKey } from '../../domain/applications/status.ts';
import type { QueueQuery } from '../../domain/backoffice/requests.ts';
import type { QueueResponse, QueueRow } from '../../domain/backoffice/types.ts';
import type { Db } from '../db/connect.ts';
import { applications } from '../db/schema.ts';
import { containsPattern } from './application-list.ts';
import { type ApplicationRecord, statusKeyOf } from './applications.ts';

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
};
type QueueRecord = Pick<ApplicationRecord, keyof typeof COLUMNS>;

const SEARCHED = sql`concat_ws(chr(10), ${sql.join(
  [
    applications.firstGivenName,
    applications.familyName,
    applications.mail,
    applications.courseName,
    applications.reference,
  ],
  sql`, `,
)})`;

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
  );
}

const statusFilter = (status: StatusKey | undefined): SQL =>
  status ? sql`${applications.status} = ${status}` : ne(applications.status, 'editing');

/** Submitted (waiting to be picked up) first, then by submission time, oldest first. */
const QUEUE_ORDER = [
  sql`case when ${applications.status} = 'submitted' then 0 else 1 end`,
  sql`${applications.submittedAt} asc nulls last`,
  asc(applications.id),
];

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
});

/** A page of the staff queue, the total that matches, and how many match each status. */
export async function staffQueue(db: Db, query: QueueQuery): Promise<QueueResponse> {
  const filters = filtersOf(query);
  const where = and(filters, statusFilter(query.status));
  const [rows, cells] = await Promise.all([
    db
      .select(COLUMNS)
      .from(applications)
      .where(where)
      .orderBy(...QUEUE_ORDER)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(filters)
      .groupBy(applications.status),
  ]);
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

/** Every row of the filtered queue in its order, in batches (for the export, which streams them). */
export async function* queueRows(db: Db, query: QueueQuery, batch = 500): AsyncGenerator<QueueRow> {
  const where = and(filtersOf(query), statusFilter(query.status));
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select(COLUMNS)
      .from(applications)
      .where(where)
      .orderBy(...QUEUE_ORDER)
      .limit(batch)
      .offset(offset);
    for (const row of rows) yield toRow(row);
    if (rows.length < batch) return;
  }
}
