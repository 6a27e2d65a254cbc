import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { pagingOf } from '../src/domain/applications/paging.ts';
import { PAGE_SIZE } from '../src/domain/constants.ts';
import type { SupportListResponse } from '../src/domain/support/support.ts';
import { notProvided } from './not-provided.ts';

export interface SupportRequestsContext {
  pageNum: number;
  /** The last page loaded; kept while the next one loads. */
  data: SupportListResponse | null;
  error: FlowError | null;
}

export type SupportRequestsEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

export interface SupportPageRequest {
  pageNum: number;
  pageSize: number;
}

export const supportPaging = ({ data, pageNum }: Pick<SupportRequestsContext, 'data' | 'pageNum'>) =>
  pagingOf(data?.total ?? 0, pageNum, data?.pageSize ?? PAGE_SIZE);

/**
 * 'Support Online' (spec §2, §3, §9): the user's support requests, newest first, 20 a page with
 * Prev/Next over 20. RELOAD (after a new request was sent, see new-support-request.ts) goes back to
 * the first page, where the new request is.
 */
export const supportRequestsMachine = setup({
  types: {
    context: {} as SupportRequestsContext,
    events: {} as SupportRequestsEvent,
  },
  actors: {
    loadSupport: fromPromise<SupportListResponse, SupportPageRequest>(notProvided('loadSupport')),
  },
  guards: {
    hasNext: ({ context }) => supportPaging(context).hasNext,
    hasPrev: ({ context }) => supportPaging(context).hasPrev,
  },
}).createMachine({
  id: 'supportRequests',
  context: { pageNum: 1, data: null, error: null },
  initial: 'loading',
  on: { RELOAD: { target: '.loading', reenter: true, actions: assign({ pageNum: 1 }) } },
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadSupport',
        input: ({ context }) => ({ pageNum: context.pageNum, pageSize: PAGE_SIZE }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
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
