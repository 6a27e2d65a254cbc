import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type AnyStateMachine, fromPromise } from 'xstate';
import { clearSession, getToken } from '@/web/api/session.ts';
import type { Observation } from '../../support/model/spec.ts';
import type { UiAdapter, UiMount } from '../../support/model/ui-replay.tsx';
import { anonymous, Page, renderRoutes, signInAs } from '../harness.tsx';
import { replaceText, user } from './user.ts';

export interface FormPage {
  /** The route's path under the root, e.g. 'forgot'; signed-in pages are not anonymous. */
  route: string;
  signedIn?: boolean;
  /** The address the page opens at, by the path's input. */
  start: (input: unknown) => string;
  render: (mount: UiMount) => ReactElement;
  /** The form's fields by the name of the value typed into them: `{ email: /^Login email/ }`. */
  fields: Record<string, RegExp>;
  submit: string;
}

/**
 * A UI replay adapter for an account form (forgot and reset password, change email and password):
 * the page under a guarded root with a stand-in sign-in page at /; SUBMIT types each value into its
 * field and clicks the button. Observes the field messages and whether a session is stored.
 */
export function formPageAdapter(page: FormPage): UiAdapter {
  return {
    mount(mount) {
      if (page.signedIn) signInAs();
      renderRoutes(
        [
          { index: true, handle: anonymous, element: <Page title="Sign In" /> },
          { path: page.route, handle: page.signedIn ? undefined : anonymous, element: page.render(mount) },
        ],
        page.start(mount.input),
      );
    },
    async perform(event) {
      if (event.type !== 'SUBMIT') throw new Error(`${page.route}: no user action for ${event.type}`);
      const { values } = event as unknown as { values: Record<string, string> };
      for (const [name, label] of Object.entries(page.fields)) {
        const field = await screen.findByLabelText(label);
        await replaceText(field, values[name] ?? '');
      }
      await user.click(screen.getByRole('button', { name: page.submit }));
    },
    observe: (expected) => ({
      ...(expected.buttons && { buttons: buttonStates(expected.buttons) }),
      ...('fieldErrors' in expected && { fieldErrors: fieldMessages(expected) }),
      ...('signedIn' in expected && { signedIn: getToken() !== null }),
    }),
  };
}

/**
 * Like the generic reading, but a button inside a disabled fieldset (the account forms after
 * success) counts as disabled: it has no attribute of its own, yet a person cannot press it.
 */
function buttonStates(expected: NonNullable<Observation['buttons']>): Observation['buttons'] {
  const states: NonNullable<Observation['buttons']> = {};
  for (const name of Object.keys(expected)) {
    const element =
      screen.queryAllByRole('button', { name })[0] ?? screen.queryAllByRole('link', { name })[0];
    states[name] = !element
      ? 'absent'
      : element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true'
        ? 'disabled'
        : 'enabled';
  }
  return states;
}

/** The message under each field the expectation names (TextField renders it as `<name>-error`). */
function fieldMessages(expected: Observation): Record<string, string | null> {
  const names = Object.keys((expected.fieldErrors ?? {}) as Record<string, string>);
  return Object.fromEntries(
    names.map((name) => [name, document.getElementById(`${name}-error`)?.textContent ?? null]),
  );
}

/**
 * The real sign-out actors end the local session whether the call succeeds or not (the route guard
 * then opens /); the harness's fake stands in for the call only, so this adds that ending around it.
 */
export function withLocalSignOut<L extends AnyStateMachine>(logic: L): L {
  // fromPromise logic keeps its promise creator as `config` (not in xstate's public types).
  const fake = logic.implementations.actors.signOut as unknown as {
    config: (args: unknown) => Promise<void>;
  };
  const signOut = fromPromise<void>(async (args) => {
    try {
      await fake.config(args);
    } finally {
      clearSession('signedOut');
    }
  });
  return logic.provide({ actors: { signOut } }) as L;
}
