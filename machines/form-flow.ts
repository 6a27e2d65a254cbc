import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { REDIRECT_DELAY_MS } from '../src/domain/constants.ts';
import { notProvided } from './not-provided.ts';

export interface FormFlowContext {
  error: FlowError | null;
  /** The server's success message, shown until the redirect. */
  message: string | null;
  redirectMs: number;
}
/** The validated form values; each machine's file names the schema they follow. */
export type FormValues = Record<string, unknown>;
export type FormFlowEvent = { type: 'SUBMIT'; values: FormValues };
export interface FormFlowInput {
  redirectMs?: number;
}

/**
 * A form that submits once and then leaves: idle → submitting → succeeded (message shown)
 * → after the redirect delay → done; with `signOutAfter`, the session is ended before done
 * (the spec's "please re-login"). Forgot password, change password and change email share it.
 */
export function createFormFlowMachine(id: string, options: { signOutAfter: boolean }) {
  return setup({
    types: {
      context: {} as FormFlowContext,
      events: {} as FormFlowEvent,
      input: {} as FormFlowInput | undefined,
    },
    actors: {
      submit: fromPromise<string | undefined, FormValues>(notProvided('submit')),
      signOut: fromPromise<void>(notProvided('signOut')),
    },
    delays: { redirect: ({ context }) => context.redirectMs },
  }).createMachine({
    id,
    context: ({ input }) => ({
      error: null,
      message: null,
      redirectMs: input?.redirectMs ?? REDIRECT_DELAY_MS,
    }),
    initial: 'idle',
    states: {
      idle: { on: { SUBMIT: 'submitting' } },
      submitting: {
        entry: assign({ error: null }),
        invoke: {
          src: 'submit',
          input: ({ event }) => event.values,
          onDone: { target: 'succeeded', actions: assign({ message: ({ event }) => event.output ?? null }) },
          onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
        },
      },
      succeeded: { after: { redirect: options.signOutAfter ? 'signingOut' : 'done' } },
      ...(options.signOutAfter
        ? { signingOut: { invoke: { src: 'signOut', onDone: 'done', onError: 'done' } } }
        : {}),
      done: { type: 'final' },
    },
  });
}
