import { registrationMachine } from '@machines/registration.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { RegistrationInput } from '@/domain/schemas/account.ts';
import type { RegisterEmailResult } from '@/domain/user.ts';
import { loadTerms, register, sendRegistrationCode } from '@/web/api/account.ts';

/** The registration machine with the web app's calls; tests pass their own `logic` to the layout. */
export const registrationLogic = registrationMachine.provide({
  actors: {
    loadTerms: fromPromise<string>(({ signal }) => loadTerms({ signal })),
    sendCode: fromPromise<RegisterEmailResult, { email: string }>(({ input, signal }) =>
      sendRegistrationCode(input.email, { signal }),
    ),
    register: fromPromise<unknown, RegistrationInput>(({ input, signal }) => register(input, { signal })),
  },
});
export type RegistrationLogic = typeof registrationLogic;
export type RegistrationSnapshot = SnapshotFrom<RegistrationLogic>;

/** One registration actor shared by the terms, register and verification screens. */
export const RegistrationActor = createActorContext(registrationLogic);

/** Which screen the machine's state belongs on. */
export type RegistrationStep = 'terms' | 'register' | 'verification' | 'done';

export function stepOf(snapshot: RegistrationSnapshot): RegistrationStep {
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('email')) return 'register';
  if (snapshot.matches('verification') || snapshot.matches('success')) return 'verification';
  return 'terms';
}
