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

const formFlow = setup({
  types: {
    tags: {} as 'succeeded',
    context: {} as FormFlowContext,
    events: {} as FormFlowEvent,
    input: {} as FormFlowInput | undefined,
  },
  actors: {
    submit: fromPromise<string | undefined, FormValues>(notProvided('submit')),
    signOut: fromPromise<void>(notProvided('signOut')),
  },
  delays: { redirect: ({ context }) => context.redirectMs },
});

/** States after a successful submission carry this tag, so a view asks one question. */
export const SUCCEEDED = 'succeeded';

const context = ({ input }: { input: FormFlowInput | undefined }): FormFlowContext => ({
  error: null,
  message: null,
  redirectMs: input?.redirectMs ?? REDIRECT_DELAY_MS,
});
const idle = formFlow.createStateConfig({ on: { SUBMIT: 'submitting' } });
const submitting = formFlow.createStateConfig({
  entry: assign({ error: null }),
  invoke: {
    src: 'submit',
    input: ({ event }) => event.values,
    onDone: { target: 'succeeded', actions: assign({ message: ({ event }) => event.output ?? null }) },
    onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
  },
});
const done = formFlow.createStateConfig({ type: 'final', tags: [SUCCEEDED] });

/**
 * A form that submits once and then leaves: idle → submitting → succeeded (message shown)
 * → after the redirect delay → done. Forgot password uses it.
 */
export function createFormFlowMachine(id: string) {
  return formFlow.createMachine({
    id,
    context,
    initial: 'idle',
    states: { idle, submitting, succeeded: { tags: [SUCCEEDED], after: { redirect: 'done' } }, done },
  });
}

/**
 * The same form, but the session ends before done (the spec's "please re-login"): change password
 * and change email. A failed sign-out still ends the flow: the user is sent to sign in either way.
 */
export function createReloginFlowMachine(id: string) {
  return formFlow.createMachine({
    id,
    context,
    initial: 'idle',
    states: {
      idle,
      submitting,
      succeeded: { tags: [SUCCEEDED], after: { redirect: 'signingOut' } },
      signingOut: { tags: [SUCCEEDED], invoke: { src: 'signOut', onDone: 'done', onError: 'done' } },
      done,
    },
  });
}
