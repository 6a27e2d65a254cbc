import { PAGE_SIZE } from '../constants.ts';
import type { Category } from '../user.ts';
import type { ListRequest } from './list.ts';
import type { StatusKey } from './status.ts';

/** The filters above 'My Applications'; '' is "any". */
export interface ApplicationFilters {
  keywords: string;
  status: StatusKey | '';
  applicationCategory: Category | '';
}

export type SortDirection = 'desc' | 'asc';

/** What the list/all request is made of: the filters, the sort and the page. */
export interface ListPosition {
  filters: ApplicationFilters;
  orderDirection: SortDirection;
  pageNum: number;
}

export const NO_FILTERS: ApplicationFilters = { keywords: '', status: '', applicationCategory: '' };

/** Where 'My Applications' opens: every application, the last modified first (spec §9), page 1. */
export const FIRST_LIST_POSITION: ListPosition = { filters: NO_FILTERS, orderDirection: 'desc', pageNum: 1 };

/** The list/all request for the filters, sort and page. */
export function listRequestOf(position: ListPosition) {
  const { keywords, status, applicationCategory } = position.filters;
  return {
    keywords: keywords.trim(),
    status,
    applicationCategory,
    orderField: 'update_time',
    orderDirection: position.orderDirection,
    pageNum: position.pageNum,
    pageSize: PAGE_SIZE,
  } satisfies ListRequest;
}
