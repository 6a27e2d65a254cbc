import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { Code } from '../src/domain/envelope.ts';
import { supportDetailId } from '../src/domain/support/detail-route.ts';
import type { SupportDetail } from '../src/domain/support/support.ts';
import { notProvided } from './not-provided.ts';

/** The address's parts (spec §2: /potential/potentialdetailial/{id}/{type}). */
export interface SupportDetailInput {
  id?: string;
  type?: string;
}

export interface SupportDetailContext {
  /** The request the address names; null when it names none. */
  id: number | null;
  detail: SupportDetail | null;
  error: FlowError | null;
}

export type SupportDetailEvent = { type: 'RETRY' };

/**
 * One support request with its reply (spec §2 route potentialdetailial). An address that names no
 * request (another type, a bad id) and a request the server refuses (not the caller's, or gone) are
 * both 'not found'; a failure to reach the server can be retried.
 */
export const supportDetailMachine = setup({
  types: {
    context: {} as SupportDetailContext,
    events: {} as SupportDetailEvent,
    input: {} as SupportDetailInput,
  },
  actors: {
    /** The support detail call (docs/api.md). */
    load: fromPromise<SupportDetail, { id: number }>(notProvided('load')),
  },
  actions: {
    keepDetail: assign({ detail: ({ event }) => (event as unknown as { output: SupportDetail }).output }),
    keepError: assign({ error: ({ event }) => toFlowError((event as unknown as { error: unknown }).error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    namesARequest: ({ context }) => context.id !== null,
    refused: ({ event }) => toFlowError((event as unknown as { error: unknown }).error).code === Code.Refused,
  },
}).createMachine({
  id: 'supportDetail',
  context: ({ input }) => ({ id: supportDetailId(input.id, input.type), detail: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'namesARequest', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id as number }),
        onDone: { target: 'shown', actions: 'keepDetail' },
        onError: [
          { guard: 'refused', target: 'notFound' },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'loading' } } },
    shown: {},
    notFound: {},
  },
});
