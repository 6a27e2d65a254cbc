import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import type { StatusKey } from '../src/domain/applications/status.ts';
import { notProvided } from './not-provided.ts';

/** The applicant's answers the lifecycle allows (issue 11). */
export type Answer = 'evidence' | 'accept' | 'decline';

export interface AnswerInput {
  id: number;
  status: StatusKey | null;
  /** The application's version the summary loaded: the answer is made from it (issue 24). */
  version: number;
}

/** An answer as sent. */
export interface SendAnswerInput {
  id: number;
  version: number;
  answer: Answer;
}

export interface ApplicationAnswerContext {
  id: number;
  status: StatusKey | null;
  version: number;
  /** The answer waiting for its confirmation, or being sent. */
  answer: Answer | null;
  /** The status label the application has after the answer. */
  became: string | null;
  error: FlowError | null;
}

export type ApplicationAnswerEvent =
  | { type: 'ANSWER'; answer: Answer }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** What each status lets the applicant answer. */
export const answersFor = (status: StatusKey | null): Answer[] =>
  status === 'evidenceNeeded' ? ['evidence'] : status === 'offered' ? ['accept', 'decline'] : [];

/**
 * The applicant's answer on their application's summary (issue 11): while evidence is needed, send
 * it back (once uploaded); on an offer, accept or decline it. idle → confirming (ANSWER: only an answer
 * the status allows) → sending (CONFIRM) → answered | back to confirming with the server's message;
 * CANCEL returns to idle.
 */
export const applicationAnswerMachine = setup({
  types: {
    context: {} as ApplicationAnswerContext,
    events: {} as ApplicationAnswerEvent,
    input: {} as AnswerInput,
  },
  actors: {
    sendAnswer: fromPromise<{ status: string }, SendAnswerInput>(notProvided('sendAnswer')),
  },
  guards: {
    allowed: ({ context, event }) =>
      answersFor(context.status).includes(
        (event as Extract<ApplicationAnswerEvent, { type: 'ANSWER' }>).answer,
      ),
  },
}).createMachine({
  id: 'applicationAnswer',
  context: ({ input }) => ({
    id: input.id,
    status: input.status,
    version: input.version,
    answer: null,
    became: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ANSWER: {
          guard: 'allowed',
          target: 'confirming',
          actions: assign({ answer: ({ event }) => event.answer, error: null }),
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'sending',
        CANCEL: { target: 'idle', actions: assign({ answer: null, error: null }) },
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'sendAnswer',
        input: ({ context }) => ({
          id: context.id,
          version: context.version,
          answer: context.answer as Answer,
        }),
        onDone: { target: 'answered', actions: assign({ became: ({ event }) => event.output.status }) },
        onError: {
          target: 'confirming',
          actions: assign({ error: ({ event }) => toFlowError(event.error) }),
        },
      },
    },
    /** Said: the application is now what the answer made it. */
    answered: { type: 'final' },
  },
});
