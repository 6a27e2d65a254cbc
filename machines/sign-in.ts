import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import type { SignInInput } from '../src/domain/schemas/account.ts';
import type { SignInResult } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';

export type SignInEvent = { type: 'SUBMIT'; values: SignInInput };

/** Sign-in: idle → submitting → signedIn (final, output: token and user) or back to idle with the error. */
export const signInMachine = setup({
  types: {
    context: {} as { error: FlowError | null; result: SignInResult | null },
    events: {} as SignInEvent,
    output: {} as SignInResult | null,
  },
  actors: {
    signIn: fromPromise<SignInResult, SignInInput>(notProvided('signIn')),
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
        onDone: { target: 'signedIn', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
