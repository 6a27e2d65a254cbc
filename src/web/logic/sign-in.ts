import { signInMachine } from '@machines/sign-in.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SignInInput } from '@/domain/schemas/account.ts';
import type { SignInResult } from '@/domain/user.ts';
import { signIn } from '@/web/api/account.ts';
import { saveSession } from '@/web/api/session.ts';

/**
 * What the web app does when the machine decides: a successful sign-in is kept on this device (spec
 * §3). Tests that fake only the call provide these too, so the session they see is the real one.
 */
export const signInActions = {
  keepSession: (_: unknown, session: SignInResult) => saveSession(session),
};

/** The sign-in machine with the real call and the real session store; tests fake the call. */
export const signInLogic = signInMachine.provide({
  actors: {
    signIn: fromPromise<SignInResult, SignInInput>(({ input, signal }) => signIn(input, { signal })),
  },
  actions: signInActions,
});
export type SignInLogic = typeof signInLogic;

export const SignInActor = createActorContext(signInLogic);
