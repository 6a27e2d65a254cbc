import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import type { SignInInput } from '../src/domain/schemas/account.ts';
import type { SignInResult } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';

export type SignInEvent = { type: 'SUBMIT'; values: SignInInput };

/**
 * Sign-in: idle → submitting → signedIn (final, output: token and user) or back to idle with the error.
 * A successful sign-in is kept (spec §3: the token with the user on this device, the login email for
 * this tab) before the screen moves on; a refused one keeps nothing.
 */
export const signInMachine = setup({
  types: {
    context: {} as { error: FlowError | null; result: SignInResult | null },
    events: {} as SignInEvent,
    output: {} as SignInResult | null,
  },
  actors: {
    signIn: fromPromise<SignInResult, SignInInput>(notProvided('signIn')),
  },
  actions: {
    /** The web app stores the session it is given (local and session storage). */
    keepSession: (_, _session: SignInResult) => undefined,
  },
}).createMachine({
  id: 'signIn',
  context: { error: null, result: null },
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: 'submitting' } },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => event.values,
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'keepSession', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
