import { signInMachine } from '@machines/sign-in.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SignInInput } from '@/domain/schemas/account.ts';
import type { SignInResult } from '@/domain/user.ts';
import { signIn } from '@/web/api/account.ts';

/** The sign-in machine with the real call; tests hand the screen their own `logic`. */
export const signInLogic = signInMachine.provide({
  actors: {
    signIn: fromPromise<SignInResult, SignInInput>(({ input, signal }) => signIn(input, { signal })),
  },
});
export type SignInLogic = typeof signInLogic;

export const SignInActor = createActorContext(signInLogic);
