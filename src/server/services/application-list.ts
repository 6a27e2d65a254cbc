import { and, ilike, type SQL, sql } from 'drizzle-orm';
import { categoryLabel } from '../../domain/applications/category.ts';
import type { ApplicationRow, ListQuery, ListResponse } from '../../domain/applications/list.ts';
import { STATUS_KEYS, STATUS_LABELS } from '../../domain/applications/status.ts';
import { CATEGORIES } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applicationCounts, applications, searchText } from '../db/schema.ts';
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
/** The trigram index's text (schema.ts searchText: these columns and the reference). */
const INDEXED_TEXT = searchText(applications);

/**
 * Every word of the keywords appears, case-insensitively, in a name, the email or the course. Each
 * word is asked of the indexed text first (its trigrams narrow the rows), then of the list's own.
 */
function keywordsMatch(keywords: string | undefined): SQL | undefined {
  const words = [...new Set(keywords?.split(/\s+/).filter(Boolean))];
  return and(
    ...words.flatMap((word) => [
      ilike(INDEXED_TEXT, containsPattern(word)),
      ilike(SEARCHED_TEXT, containsPattern(word)),
    ]),
  );
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
 * The caller's cells without keywords: read from application_counts (kept by a trigger on
 * applications, at most statuses × categories rows).
 */
function cellsQuery(reach: Reach): SQL {
  return sql`select ${applicationCounts.status} as status, ${applicationCounts.category} as category,
    ${applicationCounts.n} as count from ${applicationCounts}
    where ${applicationCounts.scope} = ${reach.role === 'agent' ? 'agent' : 'owner'}
    and ${applicationCounts.scopeId} = ${reach.id}`;
}

/** The page's columns under the names ApplicationRow uses. */
const PAGE_COLUMNS = sql.join(
  Object.entries(ROW_COLUMNS).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * One page of 'My Applications' with the filter counts, in one statement (one round trip). The
 * page is found on the scope's index alone (owner or agent, then the order column and id: an
 * index-only scan, so a deep page skips index entries, not table rows), then its rows are read.
 */
export async function listApplications(db: Db, reach: Reach, query: ListQuery): Promise<ListResponse> {
  const keywords = keywordsMatch(query.keywords);
  const { pageNum, pageSize } = query;
  const offset = (pageNum - 1) * pageSize;
  const dir = query.orderDirection === 'asc' ? sql`asc` : sql`desc`;
  const order = ORDER_COLUMNS[query.orderField];
  const page = (source: SQL, filters: SQL | undefined) => sql`page_ids as (
      select id, ord from ${source} where ${filters ?? sql`true`}
      order by ord ${dir}, id ${dir} limit ${pageSize} offset ${offset}
    ),
    page as (
      select ${PAGE_COLUMNS}, page_ids.ord as ord from page_ids
      join ${applications} on ${applications.id} = page_ids.id
    )`;
  const filters = and(
    query.status ? sql`status = ${query.status}` : undefined,
    query.applicationCategory ? sql`category = ${query.applicationCategory}` : undefined,
  );
  // With keywords the matching rows are found once (trigram index) and both counted and paged;
  // without, the counts are the scope's cells and the page is a range of the scope's index.
  const ctes = keywords
    ? sql`matched as materialized (
        select ${applications.id} as id, ${order} as ord, ${applications.status} as status,
          ${applications.category} as category from ${applications}
        where ${and(scopeOf(reach), keywords)}
      ),
      cells as (select status, category, count(*)::int as count from matched group by status, category),
      ${page(sql`matched`, filters)}`
    : sql`cells as (${cellsQuery(reach)}),
      scoped as (
        select ${applications.id} as id, ${order} as ord, ${applications.status} as status,
          ${applications.category} as category from ${applications} where ${scopeOf(reach)}
      ),
      ${page(sql`scoped`, filters)}`;
  const statement = sql`with ${ctes}
    select (select coalesce(json_agg(cells), '[]') from cells) as cells,
      (select coalesce(json_agg(page order by page.ord ${dir}, page.id ${dir}), '[]') from page) as page`;
  const result = (await db.execute(statement)) as unknown as {
    rows: { cells: Cell[] | string; page: PageRecord[] | string }[];
  };
  const [first] = result.rows;
  const cells = parsedJson<Cell[]>(first?.cells);
  const { total, statusCondition, studentCategoryCondition } = tally(cells, query);
  const list = parsedJson<PageRecord[]>(first?.page).map(toRow);
  return { list, total, pageNum, pageSize, statusCondition, studentCategoryCondition };
}

type PageRecord = Omit<RowRecord, 'updatedAt'> & { updatedAt: string; ord?: unknown };

/** json columns come parsed from both drivers; a string (a driver set to leave json) is parsed here. */
function parsedJson<T>(value: T | string | undefined): T {
  if (typeof value === 'string') return JSON.parse(value) as T;
  return (value ?? []) as T;
}

function toRow({ status, updatedAt, ord: _ord, ...rest }: PageRecord): ApplicationRow {
  const statusKey = statusKeyOf({ status });
  return {
    ...rest,
    status: STATUS_LABELS[statusKey],
    statusKey,
    updateTime: new Date(updatedAt).toISOString(),
  };
}
