import { assign, emit, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import type { SupportRequestInput } from '../src/domain/support/support.ts';
import { notProvided } from './not-provided.ts';

export type NewSupportRequestEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SUBMIT'; values: SupportRequestInput };

/** Emitted once a request was accepted: the support list reloads (RELOAD). */
export type NewSupportRequestEmitted = { type: 'added' };

/**
 * The new support request dialog (spec §2, §3, §5): closed → editing (OPEN) → submitting → added
 * (dialog closed, 'sent' message shown, `added` emitted); a refusal returns to editing with the
 * error, the dialog and what was typed kept; CLOSE leaves without sending.
 */
export const newSupportRequestMachine = setup({
  types: {
    context: {} as { error: FlowError | null },
    events: {} as NewSupportRequestEvent,
    emitted: {} as NewSupportRequestEmitted,
  },
  actors: {
    addSupport: fromPromise<unknown, SupportRequestInput>(notProvided('addSupport')),
  },
}).createMachine({
  id: 'newSupportRequest',
  context: { error: null },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'editing' } },
    editing: {
      on: {
        SUBMIT: 'submitting',
        CLOSE: { target: 'closed', actions: assign({ error: null }) },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'addSupport',
        input: ({ event }) => (event as Extract<NewSupportRequestEvent, { type: 'SUBMIT' }>).values,
        onDone: { target: 'added', actions: emit({ type: 'added' }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    /** Closed, with the 'sent' message shown until the dialog opens again. */
    added: { on: { OPEN: 'editing' } },
  },
});
