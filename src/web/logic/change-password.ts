import { changePasswordMachine } from '@machines/change-password.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ChangePasswordInput } from '@/domain/schemas/account.ts';
import { changePassword, signOut } from '@/web/api/account.ts';
import { clearSession } from '@/web/api/session.ts';

/**
 * Change password with the real calls. The server keeps this session alive (it revokes only the
 * others), so signing out here ends it too: the spec's "please re-login".
 */
export const changePasswordLogic = changePasswordMachine.provide({
  actors: {
    submit: fromPromise<string | undefined, Record<string, unknown>>(({ input, signal }) =>
      changePassword(input as ChangePasswordInput, { signal }),
    ),
    signOut: fromPromise<void>(async () => {
      try {
        await signOut();
      } finally {
        clearSession('signedOut');
      }
    }),
  },
});
export type ChangePasswordLogic = typeof changePasswordLogic;

export const ChangePasswordActor = createActorContext(changePasswordLogic);
