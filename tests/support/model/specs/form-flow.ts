import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  defineSpec,
  type ModelSpec,
  type Observation,
  type Rule,
  type SpecContext,
  type StateObservation,
} from '../spec.ts';

/**
 * What a person sees of an account form that submits once and then moves on (portal-shell §2 Forgot
 * password, Reset password, change email and password tabs; §4; §5): its page, its button, and the
 * spec's success message.
 */
export interface FormScreen {
  heading: string;
  /** Where the form is, by the path's input (reset password's link carries a token). */
  url: string | ((input: unknown) => string);
  /** The submit button's label, and what it reads while the call runs. */
  submit: string;
  submitting: string;
  /** The spec's success message, word for word. */
  success: string;
  /** After success the account pages keep the form, disabled; the sign-in cards replace it. */
  formAfterSuccess: 'disabled' | 'absent';
}

/** The refusal an `error` event carries: the server's msg (§8: 401/406 show it) and its field messages. */
function refusal({ event, label }: SpecContext): Observation {
  if (!label.startsWith('error ')) return { message: null };
  const error = (event as { error?: { message: string; result?: { errors?: Record<string, string> } } })
    .error;
  return { message: error?.message ?? null, fieldErrors: error?.result?.errors ?? {} };
}

/** Fill in, send, a refusal brings the form back with the server's msg, success shows the message. */
export function formRules(call: string): Rule[] {
  return [
    { from: 'idle', on: 'SUBMIT', to: 'submitting' },
    { from: 'submitting', on: `done ${call}`, to: 'succeeded' },
    { from: 'submitting', on: `error ${call}`, to: 'idle' },
  ];
}

export function formStates(screen: FormScreen) {
  const url = ({ input }: SpecContext) => (typeof screen.url === 'string' ? screen.url : screen.url(input));
  const succeeded: StateObservation = (context) => ({
    heading: screen.heading,
    url: url(context),
    busy: false,
    message: screen.success,
    buttons: { [screen.submit]: screen.formAfterSuccess },
  });
  return {
    idle: (context) => ({
      heading: screen.heading,
      url: url(context),
      busy: false,
      buttons: { [screen.submit]: 'enabled' },
      ...refusal(context),
    }),
    // Trying again: the last refusal no longer stands.
    submitting: (context) => ({
      heading: screen.heading,
      url: url(context),
      busy: true,
      buttons: { [screen.submitting]: 'disabled' },
      message: null,
    }),
    succeeded,
    // §4/§5: then to the root, to sign in (again).
    done: { finished: true, url: '/' },
  } satisfies ModelSpec['states'];
}

/** What a snapshot of a form flow tells: the call running, the refusal or success message, the end. */
export function formView(snapshot: AnyMachineSnapshot): Partial<Observation> {
  const { error, message } = snapshot.context;
  return {
    busy: snapshot.matches('submitting'),
    message: error?.message ?? message ?? null,
    fieldErrors: error?.fieldErrors ?? {},
    finished: snapshot.status === 'done',
  };
}

/** Forgot password (§4): the message, then the root after the redirect delay. */
export function formFlowSpec<M extends AnyStateMachine>(machine: M, screen: FormScreen) {
  return defineSpec(machine, {
    initial: 'idle',
    rules: [...formRules('submit'), { from: 'succeeded', on: 'after redirect', to: 'done' }],
    states: formStates(screen),
    view: formView,
  });
}

/**
 * Change password and change email (§5 "please re-login"): the message, then the session ends and the
 * root opens, even when the sign-out call fails (the user must sign in again either way).
 */
export function reloginFlowSpec<M extends AnyStateMachine>(machine: M, screen: FormScreen) {
  const states = formStates(screen);
  return defineSpec(machine, {
    initial: 'idle',
    rules: [
      ...formRules('submit'),
      { from: 'succeeded', on: 'after redirect', to: 'signingOut' },
      { from: 'signingOut', on: 'done signOut', to: 'done' },
      { from: 'signingOut', on: 'error signOut', to: 'done' },
    ],
    states: {
      ...states,
      // The message stays while the session ends.
      signingOut: states.succeeded,
      done: { finished: true, url: '/', signedIn: false },
    },
    view: formView,
  });
}
