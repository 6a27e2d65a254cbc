import { and, eq, ilike, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { categoryLabel } from '../../domain/applications/category.ts';
import type { ApplicationRow, ListQuery, ListResponse } from '../../domain/applications/list.ts';
import { STATUS_KEYS, STATUS_LABELS } from '../../domain/applications/status.ts';
import { CATEGORIES } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applicationCounts, applications, searchText } from '../db/schema.ts';
import { type ApplicationRecord, type Reach, statusKeyOf } from './applications.ts';
import { nearerEndPageIds, pageRowsByKey } from './nearer-end-page.ts';

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
  evidenceDueDate: applications.evidenceDueDate,
  reference: applications.reference,
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
 * Word i's pattern is the placeholder `w<i>` (see `wordsOf`).
 */
function keywordsMatch(wordCount: number): SQL | undefined {
  return and(
    ...Array.from({ length: wordCount }, (_, index) => {
      const pattern = sql.placeholder(`w${index}`);
      return [ilike(INDEXED_TEXT, pattern), ilike(SEARCHED_TEXT, pattern)];
    }).flat(),
  );
}

/** The distinct words of the keywords, in order. */
const wordsOf = (keywords: string | undefined) => [...new Set(keywords?.split(/\s+/).filter(Boolean))];

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
function cellsQuery(role: Reach['role']): SQL {
  return sql`select ${applicationCounts.status} as status, ${applicationCounts.category} as category,
    ${applicationCounts.n} as count from ${applicationCounts}
    where ${applicationCounts.scope} = ${role === 'agent' ? 'agent' : 'owner'}
    and ${applicationCounts.scopeId} = ${sql.placeholder('scopeId')}`;
}

/** The caller's applications (scopeOf, with the caller's id as the placeholder `scopeId`). */
const scopeWhere = (role: Reach['role']) =>
  eq(role === 'agent' ? applications.agentId : applications.ownerId, sql.placeholder('scopeId'));

/** The page's columns under the names ApplicationRow uses. */
const PAGE_COLUMNS = sql.join(
  Object.entries(ROW_COLUMNS).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/** What decides the statement's text; every value of the query is a placeholder of it. */
interface Shape {
  role: Reach['role'];
  wordCount: number;
  status: boolean;
  category: boolean;
  orderField: ListQuery['orderField'];
  orderDirection: ListQuery['orderDirection'];
}

/**
 * One page of 'My Applications' with the filter counts, in one statement (one round trip). The
 * page is found on the scope's index alone (owner or agent, then the order column and id: an
 * index-only scan, so a deep page skips index entries, not table rows), then its rows are read.
 * It is counted from whichever end of the order is nearer (nearer-end-page.ts): the filter counts
 * say how many rows match.
 * Placeholders: scopeId, pageSize, offset, status, category and one pattern per word (w0, w1, …).
 */
export function listStatement(shape: Shape): SQL {
  const keywords = keywordsMatch(shape.wordCount);
  const dir = shape.orderDirection === 'asc' ? sql`asc` : sql`desc`;
  const back = shape.orderDirection === 'asc' ? sql`desc` : sql`asc`;
  const order = ORDER_COLUMNS[shape.orderField];
  const offset = sql`${sql.placeholder('offset')}::bigint`;
  const size = sql`${sql.placeholder('pageSize')}::bigint`;
  const page = (source: SQL, filters: SQL | undefined) => {
    const where = filters ?? sql`true`;
    const keys = sql`id, ord`;
    const ids = nearerEndPageIds({
      from: source,
      where,
      keys,
      order: sql`ord ${dir}, id ${dir}`,
      back: sql`ord ${back}, id ${back}`,
      backByKeys: sql`ord ${back}, id ${back}`,
      size,
      offset,
      total: sql`matching`,
    });
    return sql`matching as (select coalesce(sum(count), 0)::int as n from cells where ${where}),
    page_ids as (${ids}),
    page as (select page_row.*, page_ids.ord as ord from ${pageRowsByKey(PAGE_COLUMNS)})`;
  };
  const filters = and(
    shape.status ? sql`status = ${sql.placeholder('status')}` : undefined,
    shape.category ? sql`category = ${sql.placeholder('category')}` : undefined,
  );
  // With keywords the matching rows are found once (trigram index) and both counted and paged;
  // without, the counts are the scope's cells and the page is a range of the scope's index.
  const ctes = keywords
    ? sql`matched as materialized (
        select ${applications.id} as id, ${order} as ord, ${applications.status} as status,
          ${applications.category} as category from ${applications}
        where ${and(scopeWhere(shape.role), keywords)}
      ),
      cells as (select status, category, count(*)::int as count from matched group by status, category),
      ${page(sql`matched`, filters)}`
    : sql`cells as (${cellsQuery(shape.role)}),
      scoped as not materialized (
        select ${applications.id} as id, ${order} as ord, ${applications.status} as status,
          ${applications.category} as category from ${applications} where ${scopeWhere(shape.role)}
      ),
      ${page(sql`scoped`, filters)}`;
  return sql`with ${ctes}
    select (select coalesce(json_agg(cells), '[]') from cells) as cells,
      (select coalesce(json_agg(page order by page.ord ${dir}, page.id ${dir}), '[]') from page) as page`;
}

type ListResult = { rows: { cells: Cell[] | string; page: PageRecord[] | string }[] };
type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

const dialect = new PgDialect();
/** Shapes compiled to SQL text once per process (drizzle's building cost ~15% of a list request). */
const compiled = new Map<string, Query>();
/** Prepared per session (pool or PGlite connection); on PostgreSQL a named statement, parsed once per connection. */
const preparedBySession = new WeakMap<object, Map<string, Prepared>>();
/** Past this many words the statement is compiled per call and not named (no unbounded caches). */
const NAMED_MAX_WORDS = 4;

function preparedFor(db: Db, shape: Shape): Prepared {
  const key = [
    shape.role === 'agent' ? 'a' : 'o',
    shape.wordCount,
    shape.status ? 's' : '',
    shape.category ? 'c' : '',
    shape.orderField === 'insert_time' ? 'i' : 'u',
    shape.orderDirection === 'asc' ? 'a' : 'd',
  ].join('');
  const session = db._.session;
  if (shape.wordCount > NAMED_MAX_WORDS) {
    return session.prepareQuery(dialect.sqlToQuery(listStatement(shape)), undefined, undefined, false);
  }
  let query = compiled.get(key);
  if (!query) {
    query = dialect.sqlToQuery(listStatement(shape));
    compiled.set(key, query);
  }
  let prepared = preparedBySession.get(session);
  if (!prepared) {
    prepared = new Map();
    preparedBySession.set(session, prepared);
  }
  let statement = prepared.get(key);
  if (!statement) {
    statement = session.prepareQuery(query, undefined, `application_list_${key}`, false);
    prepared.set(key, statement);
  }
  return statement;
}

/** One page of 'My Applications' with the filter counts (listStatement), as the API answers it. */
export async function listApplications(db: Db, reach: Reach, query: ListQuery): Promise<ListResponse> {
  const words = wordsOf(query.keywords);
  const { pageNum, pageSize } = query;
  const values: Record<string, unknown> = {
    scopeId: reach.id,
    pageSize,
    offset: (pageNum - 1) * pageSize,
    status: query.status,
    category: query.applicationCategory,
  };
  words.forEach((word, index) => {
    values[`w${index}`] = containsPattern(word);
  });
  const statement = preparedFor(db, {
    role: reach.role,
    wordCount: words.length,
    status: Boolean(query.status),
    category: Boolean(query.applicationCategory),
    orderField: query.orderField,
    orderDirection: query.orderDirection,
  });
  const result = (await statement.execute(values)) as ListResult;
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

function toRow(record: PageRecord): ApplicationRow {
  const statusKey = statusKeyOf(record);
  return {
    id: record.id,
    firstGivenName: record.firstGivenName,
    familyName: record.familyName,
    mail: record.mail,
    courseName: record.courseName,
    applicationTypeName: record.applicationTypeName,
    campusName: record.campusName,
    rejectedReason: record.rejectedReason,
    evidenceDueDate: record.evidenceDueDate ?? null,
    reference: record.reference,
    category: record.category,
    status: STATUS_LABELS[statusKey],
    statusKey,
    updateTime: new Date(record.updatedAt).toISOString(),
  };
}
