import { signInMachine } from '../../../../machines/sign-in.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import { defineSpec } from '../spec.ts';

/** portal-shell §2 Sign-in screen, §4 "Sign-in success: go to /potential/home", §8 401 shows the server msg. */
export const signInSpec = defineSpec(signInMachine, {
  initial: 'idle',
  rules: [
    { from: 'idle', on: 'SUBMIT', to: 'submitting' },
    { from: 'submitting', on: 'done signIn', to: 'signedIn' },
    { from: 'submitting', on: 'error signIn', to: 'idle' },
  ],
  states: {
    idle: ({ label }) => ({
      heading: 'Sign In',
      busy: false,
      buttons: { 'Sign In': 'enabled' },
      message: label.startsWith('error signIn') ? Msg.signInFailed : null,
      url: '/',
    }),
    submitting: { heading: 'Sign In', busy: true, buttons: { 'Signing in…': 'disabled' }, message: null },
    signedIn: { signedIn: true, url: '/potential/home' },
  },
  view: (snapshot) => ({
    busy: snapshot.matches('submitting'),
    message: snapshot.context.error?.message ?? null,
    signedIn: snapshot.status === 'done' && snapshot.output?.token === 'session-token',
  }),
});
