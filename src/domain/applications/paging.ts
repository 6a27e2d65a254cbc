import { PAGE_SIZE } from '../constants.ts';

/**
 * Prev and Next are enabled only when the total is over one page (spec §9). Apart from the list
 * request's schema (list.ts): the list machines need this, and zod stays off the home's first load.
 */
export function pagingOf(total: number, pageNum: number, pageSize: number = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return { pages, hasPrev: total > pageSize && pageNum > 1, hasNext: total > pageSize && pageNum < pages };
}
