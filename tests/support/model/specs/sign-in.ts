import { signInMachine } from '../../../../machines/sign-in.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import type { SignInResult } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

/**
 * portal-shell §3 "Session storage: token kept in persistent local storage, with the user; the login
 * email in session storage": what the server's sign-in answer leaves on the device, null before one.
 * Read off the storage by the UI replay (the machine replay has no storage to read).
 */
function keptAfter({ history }: SpecContext<typeof signInMachine>) {
  const answer = history.findLast((event) => describeEvent(event).startsWith('done signIn'));
  const session = (answer as { output?: SignInResult } | undefined)?.output;
  return session ? { token: session.token, loginEmail: session.user.loginEmail } : null;
}

/**
 * portal-shell §2 Sign-in screen, §3 session storage, §4 "Sign-in success: go to /potential/home",
 * §8 401 shows the server msg. A refused sign-in keeps nothing; a successful one is kept (issue 26:
 * the machine decides it, not the form).
 */
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
      kept: null,
    }),
    submitting: {
      heading: 'Sign In',
      busy: true,
      buttons: { 'Signing in…': 'disabled' },
      message: null,
      kept: null,
    },
    signedIn: (context) => ({ signedIn: true, url: '/potential/home', kept: keptAfter(context) }),
  },
  view: (snapshot) => ({
    busy: snapshot.matches('submitting'),
    message: snapshot.context.error?.message ?? null,
    signedIn: snapshot.status === 'done' && snapshot.output?.token === 'session-token',
  }),
});
