import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { REDIRECT_DELAY_MS } from '../src/domain/constants.ts';
import type { ResetPasswordFormInput, ResetPasswordInput } from '../src/domain/schemas/account.ts';
import { notProvided } from './not-provided.ts';

export type ResetPasswordEvent = { type: 'SUBMIT'; values: ResetPasswordFormInput };

/** Reset password from the emailed link: no token → invalidLink; success → message → root after 2 s. */
export const resetPasswordMachine = setup({
  types: {
    context: {} as { token: string | null; error: FlowError | null; redirectMs: number },
    events: {} as ResetPasswordEvent,
    input: {} as { token: string | null; redirectMs?: number },
  },
  actors: {
    resetPassword: fromPromise<void, ResetPasswordInput>(notProvided('resetPassword')),
  },
  guards: { hasToken: ({ context }) => Boolean(context.token) },
  delays: { redirect: ({ context }) => context.redirectMs },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token,
    error: null,
    redirectMs: input.redirectMs ?? REDIRECT_DELAY_MS,
  }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasToken', target: 'idle' }, { target: 'invalidLink' }] },
    invalidLink: {},
    idle: { on: { SUBMIT: 'submitting' } },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => ({ newPassword: event.values.newPassword, jwt: context.token ?? '' }),
        onDone: 'succeeded',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    succeeded: { after: { redirect: 'done' } },
    done: { type: 'final' },
  },
});
