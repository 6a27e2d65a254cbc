import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import type { ApplicationRow, ListRequest, ListResponse } from '../src/domain/applications/list.ts';
import { pagingOf } from '../src/domain/applications/paging.ts';
import { canDelete, type StatusKey, showsReason } from '../src/domain/applications/status.ts';
import { PAGE_SIZE } from '../src/domain/constants.ts';
import type { Category } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';

/** The filters above 'My Applications'; '' is "any". */
export interface ApplicationFilters {
  keywords: string;
  status: StatusKey | '';
  applicationCategory: Category | '';
}

export type SortDirection = 'desc' | 'asc';

export interface ApplicationsListContext {
  filters: ApplicationFilters;
  /** Last Modified (update_time): newest first by default (spec §9). */
  orderDirection: SortDirection;
  pageNum: number;
  /** The last page loaded; kept while the next one loads so the table does not flicker. */
  data: ListResponse | null;
  /** The row of the open dialog: the delete confirmation or the reason. */
  selected: ApplicationRow | null;
  error: FlowError | null;
}

export type ApplicationsListEvent =
  | { type: 'FILTER'; filters: Partial<ApplicationFilters> }
  | { type: 'TOGGLE_SORT' }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'RETRY' }
  | { type: 'DELETE'; row: ApplicationRow }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'SHOW_REASON'; row: ApplicationRow }
  | { type: 'CLOSE' }
  | { type: 'OPEN'; row: ApplicationRow };

export const NO_FILTERS: ApplicationFilters = { keywords: '', status: '', applicationCategory: '' };

/** The list/all request for the current filters, sort and page. */
export function listRequestOf(
  context: Pick<ApplicationsListContext, 'filters' | 'orderDirection' | 'pageNum'>,
) {
  const { keywords, status, applicationCategory } = context.filters;
  return {
    keywords: keywords.trim(),
    status,
    applicationCategory,
    orderField: 'update_time',
    orderDirection: context.orderDirection,
    pageNum: context.pageNum,
    pageSize: PAGE_SIZE,
  } satisfies ListRequest;
}

/** Paging of what is loaded: Prev and Next only when the total is over one page (spec §9). */
export function pagingOfContext({ data, pageNum }: Pick<ApplicationsListContext, 'data' | 'pageNum'>) {
  return pagingOf(data?.total ?? 0, pageNum, data?.pageSize ?? PAGE_SIZE);
}

/** Filter or sort changes always reload from page 1 (also while loading, or after a failure). */
const refilter = {
  FILTER: { target: '#applicationsList.loading', reenter: true, actions: 'applyFilters' },
  TOGGLE_SORT: { target: '#applicationsList.loading', reenter: true, actions: 'toggleSort' },
} as const;

const rowOf = (event: ApplicationsListEvent) => (event as { row: ApplicationRow }).row;

/**
 * A row's Edit or View is followed (spec §4: "editing an existing application uses its id and
 * category"): its category and status are kept for the steps it opens. Wherever the rows are shown,
 * while a page loads or after a failed reload too; not behind a dialog.
 */
const open = {
  OPEN: {
    actions: { type: 'keepOpened', params: ({ event }: { event: ApplicationsListEvent }) => rowOf(event) },
  },
} as const;

/**
 * 'My Applications' (spec §2, §9): loading → ready | failed (retry). Filters (keywords, status,
 * category) and the Last Modified sort reload from page 1; Prev/Next page by 20 when the total is
 * over 20. Delete asks 'Are you sure remove?' first and reloads after; Refused and Evidence Needed
 * rows open a dialog with the reason. Edit and View keep the row they open (OPEN).
 */
export const applicationsListMachine = setup({
  types: {
    context: {} as ApplicationsListContext,
    events: {} as ApplicationsListEvent,
  },
  actors: {
    loadApplications: fromPromise<ListResponse, ListRequest>(notProvided('loadApplications')),
    deleteApplication: fromPromise<void, { id: number }>(notProvided('deleteApplication')),
  },
  actions: {
    /** The web app keeps the opened row's category and status for the session (spec §3). */
    keepOpened: (_, _row: ApplicationRow) => undefined,
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    select: assign({ selected: ({ event }) => (event as { row?: ApplicationRow }).row ?? null }),
    unselect: assign({ selected: null }),
    applyFilters: assign({
      filters: ({ context, event }) => ({
        ...context.filters,
        ...(event as Extract<ApplicationsListEvent, { type: 'FILTER' }>).filters,
      }),
      pageNum: 1,
    }),
    toggleSort: assign({
      orderDirection: ({ context }): SortDirection => (context.orderDirection === 'desc' ? 'asc' : 'desc'),
      pageNum: 1,
    }),
  },
  guards: {
    hasNext: ({ context }) => pagingOfContext(context).hasNext,
    hasPrev: ({ context }) => pagingOfContext(context).hasPrev,
    deletable: ({ event }) => canDelete((event as { row: ApplicationRow }).row.statusKey),
    hasReason: ({ event }) => showsReason((event as { row: ApplicationRow }).row.statusKey),
  },
}).createMachine({
  id: 'applicationsList',
  context: {
    filters: NO_FILTERS,
    orderDirection: 'desc',
    pageNum: 1,
    data: null,
    selected: null,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'loadApplications',
        input: ({ context }) => listRequestOf(context),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'setError' },
      },
      on: { ...refilter, ...open },
    },
    failed: {
      on: { RETRY: 'loading', ...refilter, ...open },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...refilter,
            ...open,
            NEXT: {
              guard: 'hasNext',
              target: '#applicationsList.loading',
              actions: assign({ pageNum: ({ context }) => context.pageNum + 1 }),
            },
            PREV: {
              guard: 'hasPrev',
              target: '#applicationsList.loading',
              actions: assign({ pageNum: ({ context }) => context.pageNum - 1 }),
            },
            DELETE: { guard: 'deletable', target: 'confirmingDelete', actions: 'select' },
            SHOW_REASON: { guard: 'hasReason', target: 'showingReason', actions: 'select' },
          },
        },
        confirmingDelete: {
          on: {
            CONFIRM: 'deleting',
            CANCEL: { target: 'idle', actions: ['unselect', 'clearError'] },
          },
        },
        deleting: {
          entry: 'clearError',
          invoke: {
            src: 'deleteApplication',
            input: ({ context }) => ({ id: (context.selected as ApplicationRow).id }),
            onDone: {
              target: '#applicationsList.loading',
              actions: assign({
                selected: null,
                // The last row of a later page is gone: show the page before it.
                pageNum: ({ context }) =>
                  context.pageNum > 1 && (context.data?.list.length ?? 0) <= 1
                    ? context.pageNum - 1
                    : context.pageNum,
              }),
            },
            onError: { target: 'confirmingDelete', actions: 'setError' },
          },
        },
        showingReason: {
          on: { CLOSE: { target: 'idle', actions: 'unselect' } },
        },
      },
    },
  },
});
