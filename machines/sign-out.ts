import { emit, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.ts';

export type SignOutEvent = { type: 'SIGN_OUT' };

/**
 * The session ended here: the app forgets the token and its cached answers, and the route guard goes
 * to / (spec §2 route guard, §7 GET /private/auth/signout).
 */
export type SignOutEmitted = { type: 'signedOut' };

/**
 * Sign Out (spec §7 "GET /private/auth/signout — ends session"). The person is signed out here
 * whatever the server answers: a failed call (offline, the session already gone) must not leave them
 * signed in on a shared computer, and the server's session ends at its expiry anyway. A second press
 * while the call is out does nothing.
 */
export const signOutMachine = setup({
  types: { events: {} as SignOutEvent, emitted: {} as SignOutEmitted },
  actors: {
    /** GET /private/auth/signout. */
    signOut: fromPromise<void>(notProvided('signOut')),
  },
  actions: {
    emitSignedOut: emit({ type: 'signedOut' as const }),
  },
}).createMachine({
  id: 'signOut',
  initial: 'idle',
  states: {
    idle: { on: { SIGN_OUT: { target: 'signingOut' } } },
    signingOut: {
      invoke: { src: 'signOut', onDone: { target: 'signedOut' }, onError: { target: 'signedOut' } },
    },
    signedOut: { type: 'final', entry: 'emitSignedOut' },
  },
});
