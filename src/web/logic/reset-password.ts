import { resetPasswordMachine } from '@machines/reset-password.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ResetPasswordInput } from '@/domain/schemas/account.ts';
import { resetPassword } from '@/web/api/account.ts';

/** Reset password with the real call; tests hand the screen their own `logic`. */
export const resetPasswordLogic = resetPasswordMachine.provide({
  actors: {
    resetPassword: fromPromise<void, ResetPasswordInput>(async ({ input, signal }) => {
      await resetPassword(input, { signal });
    }),
  },
});
export type ResetPasswordLogic = typeof resetPasswordLogic;

export const ResetPasswordActor = createActorContext(resetPasswordLogic);
