import { signOutMachine } from '@machines/sign-out.ts';
import { fromPromise } from 'xstate';
import { signOut } from '@/web/api/account.ts';

/** Sign Out with the real call (GET /private/auth/signout); tests hand the hook their own `provide`. */
export const signOutLogic = signOutMachine.provide({
  actors: { signOut: fromPromise<void>(() => signOut()) },
});
export type SignOutLogic = typeof signOutMachine;
