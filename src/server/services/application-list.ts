import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { categoryLabel } from '../../domain/applications/category.ts';
import type { ApplicationRow, ListQuery, ListResponse } from '../../domain/applications/list.ts';
import { STATUS_KEYS, STATUS_LABELS } from '../../domain/applications/status.ts';
import { CATEGORIES } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applicationCounts, applications } from '../db/schema.ts';
import { type ApplicationRecord, type Reach, scopeOf, statusKeyOf } from './applications.ts';

/** What a list row shows; nothing else is read. */
const ROW_COLUMNS = {
  id: applications.id,
  firstGivenName: applications.firstGivenName,
  familyName: applications.familyName,
  mail: applications.mail,
  courseName: applications.courseName,
  applicationTypeName: applications.applicationTypeName,
  campusName: applications.campusName,
  status: applications.status,
  rejectedReason: applications.rejectedReason,
  updatedAt: applications.updatedAt,
  category: applications.category,
};
type RowRecord = Pick<ApplicationRecord, keyof typeof ROW_COLUMNS>;

const ORDER_COLUMNS = { update_time: applications.updatedAt, insert_time: applications.createdAt } as const;
const SEARCHED = [
  applications.firstGivenName,
  applications.familyName,
  applications.mail,
  applications.courseName,
];

/** `%word%` with LIKE's own wildcards (and its escape character, backslash) taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** The searched columns as one text, a line each: one ILIKE per word, and no word spans two columns. */
const SEARCHED_TEXT = sql`concat_ws(chr(10), ${sql.join(SEARCHED, sql`, `)})`;

/** Every word of the keywords appears, case-insensitively, in a name, the email or the course. */
function keywordsMatch(keywords: string | undefined): SQL | undefined {
  const words = [...new Set(keywords?.split(/\s+/).filter(Boolean))];
  return and(...words.map((word) => ilike(SEARCHED_TEXT, containsPattern(word))));
}

interface Cell {
  status: string;
  category: (typeof CATEGORIES)[number];
  count: number;
}

/**
 * The filter counts from one grouped count: each status under the category filter, each category
 * under the status filter, and the total under both.
 */
function tally(cells: Cell[], query: ListQuery) {
  const sum = (keep: (cell: Cell) => boolean) =>
    cells.filter(keep).reduce((total, cell) => total + cell.count, 0);
  const inCategory = (cell: Cell) =>
    !query.applicationCategory || cell.category === query.applicationCategory;
  const inStatus = (cell: Cell) => !query.status || cell.status === query.status;
  return {
    total: sum((cell) => inCategory(cell) && inStatus(cell)),
    statusCondition: STATUS_KEYS.map((value) => ({
      value,
      label: STATUS_LABELS[value],
      count: sum((cell) => cell.status === value && inCategory(cell)),
    })),
    studentCategoryCondition: CATEGORIES.map((value) => ({
      value,
      label: categoryLabel(value),
      count: sum((cell) => cell.category === value && inStatus(cell)),
    })),
  };
}

/**
 * The caller's cells: without keywords, read from application_counts (kept by a trigger on
 * applications, at most statuses × categories rows); with keywords, a grouped count of the matching
 * rows (a search must scan them).
 */
function countCells(db: Db, reach: Reach, keywords: SQL | undefined): Promise<Cell[]> {
  if (!keywords) {
    return db
      .select({
        status: applicationCounts.status,
        category: applicationCounts.category,
        count: applicationCounts.n,
      })
      .from(applicationCounts)
      .where(
        and(
          eq(applicationCounts.scope, reach.role === 'agent' ? 'agent' : 'owner'),
          eq(applicationCounts.scopeId, reach.id),
        ),
      );
  }
  return db
    .select({ status: applications.status, category: applications.category, count: count() })
    .from(applications)
    .where(and(scopeOf(reach), keywords))
    .groupBy(applications.status, applications.category);
}

/**
 * One page of 'My Applications' with the filter counts: two queries, both within the caller's
 * scope. The counts read the scope's cells of application_counts (or, with keywords, group the
 * matching rows); the page is an index range scan (owner or agent, then the order column and id).
 */
export async function listApplications(db: Db, reach: Reach, query: ListQuery): Promise<ListResponse> {
  const keywords = keywordsMatch(query.keywords);
  const searched = and(scopeOf(reach), keywords);
  const cells = await countCells(db, reach, keywords);
  const { total, statusCondition, studentCategoryCondition } = tally(cells, query);
  const { pageNum, pageSize } = query;
  const offset = (pageNum - 1) * pageSize;
  let list: ApplicationRow[] = [];
  if (offset < total) {
    const direction = query.orderDirection === 'asc' ? asc : desc;
    const records = await db
      .select(ROW_COLUMNS)
      .from(applications)
      .where(
        and(
          searched,
          query.status && eq(applications.status, query.status),
          query.applicationCategory && eq(applications.category, query.applicationCategory),
        ),
      )
      .orderBy(direction(ORDER_COLUMNS[query.orderField]), direction(applications.id))
      .limit(pageSize)
      .offset(offset);
    list = records.map(toRow);
  }
  return { list, total, pageNum, pageSize, statusCondition, studentCategoryCondition };
}

function toRow({ status, updatedAt, ...rest }: RowRecord): ApplicationRow {
  const statusKey = statusKeyOf({ status });
  return { ...rest, status: STATUS_LABELS[statusKey], statusKey, updateTime: updatedAt.toISOString() };
}
