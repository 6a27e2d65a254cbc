import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { QUEUE_PAGE_SIZE } from '../src/domain/backoffice/lifecycle.ts';
import {
  NO_QUEUE_FILTERS,
  type QueueFilters,
  queueAddressOf,
  queuePlaceOf,
} from '../src/domain/backoffice/queue-address.ts';
import type { QueueRequest } from '../src/domain/backoffice/requests.ts';
import type { QueueResponse } from '../src/domain/backoffice/types.ts';
import { notProvided } from './not-provided.ts';

export interface StaffQueueContext {
  filters: QueueFilters;
  pageNum: number;
  /** The last page loaded; kept while the next one loads so the table does not flicker. */
  data: QueueResponse | null;
  error: FlowError | null;
}

export type StaffQueueEvent =
  | { type: 'FILTER'; filters: Partial<QueueFilters> }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'RETRY' };

export { NO_QUEUE_FILTERS, type QueueFilters };

/**
 * Where the queue starts: the address it was opened at (issue 25: filters, page, shared or come back
 * to); none is the whole queue from page 1.
 */
export interface StaffQueueInput {
  address?: string;
}

/** The address of what the queue shows now (the screen writes it; Back and a shared link read it). */
export const queueAddress = (context: Pick<StaffQueueContext, 'filters' | 'pageNum'>) =>
  queueAddressOf(context);

/** The list request for the filters and page. */
export function queueRequestOf({
  filters,
  pageNum,
}: Pick<StaffQueueContext, 'filters' | 'pageNum'>): QueueRequest {
  return {
    status: filters.status,
    applicationCategory: filters.applicationCategory,
    campus: filters.campus.trim(),
    course: filters.course.trim(),
    keywords: filters.keywords.trim(),
    duplicates: filters.duplicates,
    pageNum,
    pageSize: QUEUE_PAGE_SIZE,
  };
}

/** Pages of 20: Prev from page 2, Next while more rows follow. */
export function queuePaging({ data, pageNum }: Pick<StaffQueueContext, 'data' | 'pageNum'>) {
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / QUEUE_PAGE_SIZE));
  return { pages, hasPrev: pageNum > 1, hasNext: pageNum < pages };
}

const refilter = {
  FILTER: { target: '#staffQueue.loading', reenter: true, actions: 'applyFilters' },
} as const;

/**
 * The staff queue (issue 11): loading → ready | failed (retry). It starts where its address puts it
 * (filters and page, issue 25). A filter (status, category, campus, course, keywords) reloads from
 * page 1, also while loading or after a failure; Prev and Next page by 20.
 */
export const staffQueueMachine = setup({
  types: {
    context: {} as StaffQueueContext,
    events: {} as StaffQueueEvent,
    input: {} as StaffQueueInput | undefined,
  },
  actors: {
    loadQueue: fromPromise<QueueResponse, QueueRequest>(notProvided('loadQueue')),
  },
  actions: {
    applyFilters: assign({
      filters: ({ context, event }) => ({
        ...context.filters,
        ...(event as Extract<StaffQueueEvent, { type: 'FILTER' }>).filters,
      }),
      pageNum: 1,
    }),
  },
  guards: {
    hasNext: ({ context }) => queuePaging(context).hasNext,
    hasPrev: ({ context }) => queuePaging(context).hasPrev,
  },
}).createMachine({
  id: 'staffQueue',
  context: ({ input }) => ({ ...queuePlaceOf(input?.address ?? ''), data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadQueue',
        input: ({ context }) => queueRequestOf(context),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
      on: refilter,
    },
    failed: { on: { RETRY: 'loading', ...refilter } },
    ready: {
      on: {
        ...refilter,
        NEXT: {
          guard: 'hasNext',
          target: 'loading',
          actions: assign({ pageNum: ({ context }) => context.pageNum + 1 }),
        },
        PREV: {
          guard: 'hasPrev',
          target: 'loading',
          actions: assign({ pageNum: ({ context }) => context.pageNum - 1 }),
        },
      },
    },
  },
});
