import { resetPasswordMachine } from '../../../../machines/reset-password.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import { defineSpec } from '../spec.ts';
import { formRules, formStates, formView } from './form-flow.ts';

const newLink = 'Request a new reset link';
const form = formStates({
  heading: 'Reset password',
  // The link arrives with its token in the query (spec §2); the screen keeps it and takes it out of
  // the address bar at once (issue 13: tokens never stay in URLs).
  url: '/setPassWord',
  submit: 'Submit',
  submitting: 'Submitting…',
  success: 'Reset password successfully, please re-login.',
  formAfterSuccess: 'absent',
});

/**
 * portal-shell §2 Reset password (the token from the query string; new password and retype; Submit),
 * §4 "success message, then go to root for re-login", §8 406 shows the server msg. Without a token
 * there is nothing to reset: the page says the link is invalid and offers a new one.
 */
export const resetPasswordSpec = defineSpec(resetPasswordMachine, {
  initial: ({ input }) => (input.token ? 'idle' : 'invalidLink'),
  rules: [...formRules('resetPassword'), { from: 'succeeded', on: 'after redirect', to: 'done' }],
  states: {
    ...form,
    // A refused link (a 406 without field messages) can be replaced from here too.
    idle: (context) => ({
      ...form.idle(context),
      buttons: {
        Submit: 'enabled',
        [newLink]: context.label.startsWith('error resetPassword') ? 'enabled' : 'absent',
      },
    }),
    invalidLink: {
      heading: 'Reset password',
      url: '/setPassWord',
      message: Msg.resetLinkInvalid,
      buttons: { Submit: 'absent', [newLink]: 'enabled' },
    },
  },
  view: (snapshot) => {
    const { message, ...seen } = formView(snapshot);
    // The screen, not the machine, words the success and the invalid link.
    return snapshot.matches('idle') || snapshot.matches('submitting') ? { ...seen, message } : seen;
  },
});
