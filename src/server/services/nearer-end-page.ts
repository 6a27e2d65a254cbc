import { type SQL, sql } from 'drizzle-orm';
import { applications } from '../db/schema.ts';

/** One page of an ordered set of applications, as the applicants' list and the staff queue page. */
export interface NearerEndPage {
  /** Where the rows come from (the table or a CTE over it) and which of them match. */
  from: SQL;
  where: SQL;
  /** The select list: `id`, and the order's keys under their own names. */
  keys: SQL;
  /** The order on `from`, the same order backwards on `from`, and backwards on the keys' names. */
  order: SQL;
  back: SQL;
  backByKeys: SQL;
  size: SQL;
  offset: SQL;
  /** A query of one row whose `n` is how many rows match (the filter counts give it). */
  total: SQL;
}

/**
 * The page's ids (and keys), counted from whichever end of the order is nearer (issue 12): a page
 * past the middle is read backwards with its offset from the end, so the last page costs what the
 * first does and the middle one is the most a page costs. Two `union all` branches, each gated by
 * a one-time filter on the total; only one runs. The order must order every row (end on the id),
 * so that both ways give the same rows.
 */
export function nearerEndPageIds(page: NearerEndPage): SQL {
  const { from, where, keys, size, offset, total } = page;
  return sql`(select ${keys} from ${from} where ${where} and (select 2 * ${offset} < n from ${total})
      order by ${page.order} limit ${size} offset ${offset})
    union all
    (select * from (
        select ${keys} from ${from} where ${where} and (select 2 * ${offset} >= n from ${total})
        order by ${page.back} limit ${size}
        offset (select greatest(0, n - ${offset} - ${size}) from ${total})
      ) tail
      -- A last page that is not full: the rows before it are not this page's.
      order by ${page.backByKeys} limit (select greatest(0, least(${size}, n - ${offset})) from ${total}))`;
}

/**
 * `page_ids` (a CTE with an `id` column) joined to each application's `columns` as `page_row`, by
 * key: with LIMIT the subquery stays a lookup per page row, which a plan made for any caller (a
 * prepared statement's generic plan) would otherwise turn into a hash join over the whole table.
 */
export const pageRowsByKey = (columns: SQL): SQL => sql`page_ids cross join lateral (
    select ${columns} from ${applications} where ${applications.id} = page_ids.id limit 1
  ) page_row`;
