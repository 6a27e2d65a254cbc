import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import type { StatusKey } from '../src/domain/applications/status.ts';
import { movesFrom, type Transition } from '../src/domain/backoffice/lifecycle.ts';
import { decidedAs } from '../src/domain/backoffice/messages.ts';
import type { HistoryAnswer } from '../src/domain/backoffice/types.ts';
import { notProvided } from './not-provided.ts';

export interface DecisionInput {
  id: number;
}

/** What a decision sends: the move, and the reason and due date it asks for. */
export interface DecisionValues {
  to: StatusKey;
  reason: string;
  dueDate: string;
}

/** A decision as sent: made from the version of the application the panel loaded (issue 24). */
export interface DecideInput {
  id: number;
  version: number | undefined;
  values: DecisionValues;
}

export interface StaffDecisionContext {
  id: number;
  /** The application's status and history as last loaded. */
  loaded: HistoryAnswer | null;
  /** The move being made (its dialog is open). */
  move: Transition | null;
  /**
   * The reason the move's dialog starts with: for an evidence request, what the documents marked
   * 'Needs replacing' ask for (the history's `evidenceReason`, issue 25 item 6); otherwise ''.
   */
  draftReason: string;
  /** Said after a decision or a note was recorded, until the next action. */
  done: string | null;
  error: FlowError | null;
}

export type StaffDecisionEvent =
  | { type: 'DECIDE'; to: StatusKey }
  | { type: 'SUBMIT'; values: DecisionValues }
  | { type: 'CANCEL' }
  | { type: 'NOTE'; content: string }
  | { type: 'RETRY' }
  /** Load the status and history again: Reload, or the history changed beside the panel (a document mark). */
  | { type: 'RELOAD' };

export const NOTE_ADDED = 'The note was added to the history.';

/** The moves staff may make from what was loaded (src/domain/backoffice/lifecycle.ts). */
export const staffMoves = (loaded: HistoryAnswer | null): Transition[] =>
  loaded ? movesFrom(loaded.statusKey, 'staff') : [];

/**
 * The decision panel of the staff container (issue 11): loading (the status and history) → ready |
 * failed (retry). DECIDE opens the move's dialog (only a move the lifecycle offers staff from the
 * loaded status); SUBMIT sends it with its reason and due date → the panel reloads and says what the
 * application became; a refusal keeps the dialog and what was typed, with the server's message.
 * NOTE records an internal note, then reloads; RELOAD loads again (what another member of staff, or
 * a document mark beside the panel, recorded meanwhile). An evidence request's dialog starts with the
 * reason the documents marked 'Needs replacing' give.
 */
export const staffDecisionMachine = setup({
  types: {
    context: {} as StaffDecisionContext,
    events: {} as StaffDecisionEvent,
    input: {} as DecisionInput,
  },
  actors: {
    loadHistory: fromPromise<HistoryAnswer, { id: number }>(notProvided('loadHistory')),
    decide: fromPromise<{ status: string }, DecideInput>(notProvided('decide')),
    addNote: fromPromise<unknown, { id: number; content: string }>(notProvided('addNote')),
  },
  actions: {
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    offered: ({ context, event }) =>
      staffMoves(context.loaded).some((move) => move.to === (event as { to: StatusKey }).to),
  },
}).createMachine({
  id: 'staffDecision',
  context: ({ input }) => ({
    id: input.id,
    loaded: null,
    move: null,
    draftReason: '',
    done: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadHistory',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ loaded: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            DECIDE: {
              guard: 'offered',
              target: 'deciding',
              actions: assign({
                move: ({ context, event }) =>
                  staffMoves(context.loaded).find((move) => move.to === event.to) ?? null,
                draftReason: ({ context, event }) =>
                  event.to === 'evidenceNeeded' ? (context.loaded?.evidenceReason ?? '') : '',
                done: null,
                error: null,
              }),
            },
            NOTE: { target: 'noting', actions: assign({ done: null, error: null }) },
            RELOAD: { target: '#staffDecision.loading', actions: assign({ done: null, error: null }) },
          },
        },
        deciding: {
          on: {
            SUBMIT: 'submitting',
            CANCEL: { target: 'idle', actions: assign({ move: null, error: null }) },
          },
        },
        submitting: {
          entry: 'clearError',
          invoke: {
            src: 'decide',
            input: ({ context, event }) => ({
              id: context.id,
              version: context.loaded?.version,
              values: (event as Extract<StaffDecisionEvent, { type: 'SUBMIT' }>).values,
            }),
            onDone: {
              target: '#staffDecision.loading',
              actions: assign({
                done: ({ event }) => decidedAs(event.output.status),
                move: null,
              }),
            },
            onError: { target: 'deciding', actions: 'setError' },
          },
        },
        noting: {
          invoke: {
            src: 'addNote',
            input: ({ context, event }) => ({
              id: context.id,
              content: (event as Extract<StaffDecisionEvent, { type: 'NOTE' }>).content,
            }),
            onDone: { target: '#staffDecision.loading', actions: assign({ done: NOTE_ADDED }) },
            onError: { target: 'idle', actions: 'setError' },
          },
        },
      },
    },
  },
});
