import { signOutMachine } from '../../../../machines/sign-out.ts';
import { defineSpec } from '../spec.ts';

/**
 * portal-shell §7 "GET /private/auth/signout — ends session", §2 route guard (no token: the sign-in
 * screen). Signed out here whatever the call answers: a failure must not leave a shared computer
 * signed in (issue 26: the sign-out is a machine, not a hook's busy flag).
 */
export const signOutSpec = defineSpec(signOutMachine, {
  initial: 'idle',
  rules: [
    { from: 'idle', on: 'SIGN_OUT', to: 'signingOut' },
    { from: 'signingOut', on: 'done signOut', to: 'signedOut' },
    { from: 'signingOut', on: 'error signOut', to: 'signedOut' },
  ],
  states: {
    idle: { buttons: { 'Sign Out': 'enabled' }, busy: false, signedIn: true, emitted: [] },
    // The button says what it is doing (its label alone would be lost behind the spinner).
    signingOut: {
      buttons: { 'Signing out…': 'disabled', 'Sign Out': 'absent' },
      busy: true,
      signedIn: true,
      emitted: [],
    },
    // The route guard finds no token: the sign-in screen at /.
    signedOut: { signedIn: false, emitted: ['signedOut'], url: '/', heading: 'Sign In' },
  },
  view: (snapshot, emitted) => ({
    emitted,
    busy: snapshot.matches('signingOut'),
    signedIn: snapshot.status !== 'done',
  }),
});
