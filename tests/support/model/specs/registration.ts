import type { EventObject } from 'xstate';
import { registrationMachine } from '../../../../machines/registration.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof registrationMachine>;

const SEND = 'Send Verification Code';
const RESEND = 'Resend Verification Code';
const verificationUrl = (email: string) => `/verification/${email}`;

/** The seconds a server's "wait" refusal names (spec §9: the resend countdown), 0 for other refusals. */
function waitSeconds(event: EventObject): number {
  const { error } = event as { error?: { result?: { resendInSeconds?: number } } };
  return error?.result?.resendInSeconds ?? 0;
}

/** Seconds the resend button still waits: set by each send answer, one less every second. */
function secondsLeft(history: EventObject[]): number {
  let left = 0;
  for (const event of history) {
    const label = describeEvent(event);
    if (label.startsWith('done sendCode')) {
      left = (event as { output?: { resendInSeconds?: number } }).output?.resendInSeconds ?? 0;
    } else if (label.startsWith('error sendCode')) left = waitSeconds(event) || left;
    else if (label === 'after second') left = Math.max(0, left - 1);
  }
  return left;
}

/** A code went out (the server sent one, or says one was sent and to wait): the button says Resend. */
const codeSent = (history: EventObject[]) =>
  history.some((event) => {
    const label = describeEvent(event);
    return (
      label.startsWith('done sendCode') || (label.startsWith('error sendCode') && waitSeconds(event) > 0)
    );
  });

/** The server's msg of the last refusal (spec §8), shown until the person's next action. */
function standingError(history: EventObject[]): string | null {
  let message: string | null = null;
  for (const event of history) {
    if (describeEvent(event).startsWith('error ')) {
      message = ((event as { error?: unknown }).error as Error).message;
    } else if (['RETRY', 'SUBMIT_EMAIL', 'RESEND', 'SUBMIT', 'CHANGE_EMAIL'].includes(event.type)) {
      message = null;
    }
  }
  return message;
}

const lastAccept = ({ input, history }: Context) => {
  const accept = history.findLast((event) => event.type === 'ACCEPT') as { accepted: boolean } | undefined;
  return accept ? accept.accepted : Boolean(input?.email);
};

const flowEmail = ({ input, history }: Context) => {
  const submitted = history.findLast((event) => event.type === 'SUBMIT_EMAIL') as
    | { email: string }
    | undefined;
  return submitted?.email ?? input?.email ?? '';
};

/** After a send answer: counting while there are seconds to wait, else ready (spec §4). */
const afterSend = ({ history }: Context) =>
  secondsLeft(history) > 0 ? 'verification.timer.counting' : 'verification.timer.ready';

/**
 * portal-shell §2 Terms and Conditions, Register, Verification; §4 Registration: terms, accept and
 * slide, register with email, verification (code sent, countdown before resend, then 'Resend
 * Verification Code'), submit, 'Registration successful, please login.', sign-in after 2 s; §8 the
 * server's msg on a refusal; §9 the countdown (the server's resendInSeconds, 60 in production).
 */
export const registrationSpec = defineSpec(registrationMachine, {
  // A flow opened on /verification/{email} (a reload or a link) starts at verification.
  initial: ({ input }) => (input?.email ? 'verification.timer.ready' : 'terms.loading'),
  rules: [
    { from: 'terms.loading', on: 'done loadTerms', to: 'terms.ready' },
    { from: 'terms.loading', on: 'error loadTerms', to: 'terms.failed' },
    { from: 'terms.failed', on: 'RETRY', to: 'terms.loading' },
    { from: 'terms.ready', on: 'ACCEPT', to: 'terms.ready' },
    // The slide control appears (and works) only once the box is ticked.
    { from: 'terms.ready', on: 'PROCEED', to: (c) => (lastAccept(c) ? 'email.editing' : 'terms.ready') },
    { from: 'email.editing', on: 'SUBMIT_EMAIL', to: 'email.sending' },
    { from: 'email.sending', on: 'done sendCode', to: afterSend },
    // Told to wait: a code is out already, so on to verification with the countdown; else stay.
    {
      from: 'email.sending',
      on: 'error sendCode',
      to: ({ event }) => (waitSeconds(event) > 0 ? 'verification.timer.counting' : 'email.editing'),
    },
    { from: 'verification', on: 'CHANGE_EMAIL', to: 'email.editing' },
    { from: 'verification.timer.counting', on: 'after second', to: afterSend },
    { from: 'verification.timer.ready', on: 'RESEND', to: 'verification.timer.sending' },
    { from: 'verification.timer.sending', on: 'done sendCode', to: afterSend },
    {
      from: 'verification.timer.sending',
      on: 'error sendCode',
      to: ({ event }) =>
        waitSeconds(event) > 0 ? 'verification.timer.counting' : 'verification.timer.ready',
    },
    { from: 'verification.form.editing', on: 'SUBMIT', to: 'verification.form.submitting' },
    { from: 'verification.form.submitting', on: 'done register', to: 'success' },
    { from: 'verification.form.submitting', on: 'error register', to: 'verification.form.editing' },
    { from: 'success', on: 'after redirect', to: 'done' },
  ],
  states: {
    terms: { heading: 'Terms and Conditions', url: '/terms' },
    'terms.loading': { busy: true, buttons: { 'Slide to proceed': 'absent', Retry: 'absent' } },
    'terms.failed': ({ history }) => ({
      busy: false,
      message: standingError(history),
      buttons: { Retry: 'enabled', 'Slide to proceed': 'absent' },
    }),
    'terms.ready': (c) => ({
      busy: false,
      message: null,
      accepted: lastAccept(c),
      buttons: { 'Slide to proceed': lastAccept(c) ? 'enabled' : 'absent', Retry: 'absent' },
    }),
    email: (c) => ({ heading: 'Register', url: '/register', email: flowEmail(c) }),
    'email.editing': ({ history }) => ({
      busy: false,
      message: standingError(history),
      buttons: { [SEND]: 'enabled' },
    }),
    'email.sending': { busy: true, message: null, buttons: { 'Sending…': 'disabled' } },
    verification: (c) => ({
      heading: 'Verify your email',
      url: verificationUrl(flowEmail(c)),
      email: flowEmail(c),
      message: standingError(c.history),
      buttons: { 'Change email': 'enabled' },
    }),
    'verification.timer.counting': ({ history, label }) => {
      const seconds = secondsLeft(history);
      const justSent = label.startsWith('done sendCode') || label.startsWith('error sendCode');
      return {
        countdown: seconds,
        buttons: { [`${RESEND} (${seconds} s)`]: 'disabled' },
        // Spoken once when the countdown starts (spec §4 "code sent"), not every second.
        ...(justSent && {
          announced: `${label.startsWith('done') ? `${Msg.codeSent} ` : ''}You can request another code in ${seconds} seconds.`,
        }),
      };
    },
    'verification.timer.ready': ({ history, label }) => ({
      countdown: null,
      buttons: codeSent(history)
        ? { [RESEND]: 'enabled', [SEND]: 'absent' }
        : { [SEND]: 'enabled', [RESEND]: 'absent' },
      ...(label === 'after second' && { announced: 'You can now request another verification code.' }),
    }),
    'verification.timer.sending': { countdown: null, buttons: { 'Sending…': 'disabled' } },
    'verification.form.editing': { busy: false, buttons: { 'Start Application': 'enabled' } },
    'verification.form.submitting': { busy: true, buttons: { 'Starting…': 'disabled' } },
    success: (c) => ({
      heading: 'Verify your email',
      url: verificationUrl(flowEmail(c)),
      message: Msg.registered,
      busy: false,
      finished: false,
      buttons: { 'Start Application': 'absent' },
    }),
    // Back to sign-in with the email filled in.
    done: (c) => ({ heading: 'Sign In', url: `/?email=${encodeURIComponent(flowEmail(c))}`, finished: true }),
  },
  view: (snapshot) => ({
    busy:
      snapshot.matches({ terms: 'loading' }) ||
      snapshot.matches({ email: 'sending' }) ||
      snapshot.matches({ verification: { form: 'submitting' } }),
    message: snapshot.matches('success') ? Msg.registered : (snapshot.context.error?.message ?? null),
    accepted: snapshot.context.accepted,
    email: snapshot.context.email,
    countdown: snapshot.matches({ verification: { timer: 'counting' } })
      ? snapshot.context.secondsLeft
      : null,
    finished: snapshot.status === 'done',
  }),
});
