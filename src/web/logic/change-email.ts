import { changeEmailMachine } from '@machines/change-email.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ChangeEmailInput } from '@/domain/schemas/account.ts';
import { changeEmail } from '@/web/api/account.ts';
import { clearSession, setLoginEmail } from '@/web/api/session.ts';

/**
 * Change email with the real call. The server ends every session of the account when the email
 * changes, so signing out is local only (a sign-out call would be refused as not signed in), and
 * the new email is kept for the sign-in form to offer.
 */
export const changeEmailLogic = changeEmailMachine.provide({
  actors: {
    submit: fromPromise<string | undefined, Record<string, unknown>>(async ({ input, signal }) => {
      const values = input as ChangeEmailInput;
      const message = await changeEmail(values, { signal });
      setLoginEmail(values.newLoginEmail);
      return message;
    }),
    signOut: fromPromise<void>(async () => clearSession('signedOut')),
  },
});
export type ChangeEmailLogic = typeof changeEmailLogic;

export const ChangeEmailActor = createActorContext(changeEmailLogic);
