import { forgotPasswordMachine } from '@machines/forgot-password.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ForgotPasswordInput } from '@/domain/schemas/account.ts';
import { requestPasswordReset } from '@/web/api/account.ts';

/** Forgot password with the real call; tests hand the screen their own `logic`. */
export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    submit: fromPromise<string | undefined, Record<string, unknown>>(({ input, signal }) =>
      requestPasswordReset(input as ForgotPasswordInput, { signal }),
    ),
  },
});
export type ForgotPasswordLogic = typeof forgotPasswordLogic;

export const ForgotPasswordActor = createActorContext(forgotPasswordLogic);
