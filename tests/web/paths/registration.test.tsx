import { configure, fireEvent, screen } from '@testing-library/react';
import type { VerificationFormInput } from '@/domain/schemas/account.ts';
import type { RegistrationLogic } from '@/web/logic/registration.ts';
import { RegisterScreen } from '@/web/screens/registration/register-screen.tsx';
import { RegistrationLayout } from '@/web/screens/registration/registration-layout.tsx';
import { TermsScreen } from '@/web/screens/registration/terms-screen.tsx';
import { VerificationScreen } from '@/web/screens/registration/verification-screen.tsx';
import { SignInScreen } from '@/web/screens/sign-in/sign-in-screen.tsx';
import { registration } from '../../support/model/registry.ts';
import type { Observation } from '../../support/model/spec.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { anonymous, renderRoutes } from '../harness.tsx';
import { user as person, replaceText } from './user.ts';

// ~480 paths: role queries skip the per-element visibility walk (jsdom's getComputedStyle over
// Chakra's style sheets is most of their cost), and clicks skip the pointer-events walk.
configure({ defaultHidden: true });
const user = person.setup({ pointerEventsCheck: 0 });

/** A button by the label a person reads on it. */
const button = (label: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === label);

function click(label: string) {
  const element = button(label);
  if (!element) throw new Error(`registration: no "${label}" button to click`);
  return user.click(element);
}

/** The send/resend button: 'Send…', 'Resend…', 'Resend… (n s)' or 'Sending…' while it sends. */
const resendButton = () =>
  [...document.querySelectorAll('button')].find((element) =>
    /^(Re)?[Ss]end Verification Code|^Sending…$/.test(element.textContent?.trim() ?? ''),
  );

/** The resend button's polite live region: a screen-reader announcement, read apart from messages. */
function liveRegion(): Element | null {
  const next = resendButton()?.nextElementSibling;
  return next?.getAttribute('role') === 'status' ? next : null;
}

/** Replaces a field's value: a code from the email, a saved password pasted. */
const fill = (label: RegExp, text: string) => replaceText(screen.getByLabelText(label), text);

/** Drags the slide control's thumb past the end of its 260 by 56 track (spec §2). */
function slide(control: HTMLElement) {
  fireEvent.pointerDown(control, { clientX: 5, button: 0, pointerId: 1 });
  fireEvent.pointerMove(control, { clientX: 300, pointerId: 1 });
  fireEvent.pointerUp(control, { clientX: 300, pointerId: 1 });
  fireEvent.click(control);
}

const acceptBox = () =>
  screen.queryByRole('checkbox', { name: 'I accept the Terms & Conditions' }) as HTMLInputElement | null;

describeUiModel(registration, {
  // The app's routes: the layout holds the actor for /terms, /register and /verification/:email.
  mount: ({ logic, clock, input }) => {
    const email = (input as { email?: string }).email;
    renderRoutes(
      [
        { index: true, handle: anonymous, element: <SignInScreen /> },
        {
          handle: anonymous,
          element: <RegistrationLayout logic={logic as RegistrationLogic} clock={clock} />,
          children: [
            { path: 'terms', handle: anonymous, element: <TermsScreen /> },
            { path: 'register', handle: anonymous, element: <RegisterScreen /> },
            { path: 'verification/:email', handle: anonymous, element: <VerificationScreen /> },
          ],
        },
      ],
      email ? `/verification/${email}` : '/terms',
    );
  },
  async perform(event) {
    switch (event.type) {
      case 'RETRY':
        return click('Retry');
      case 'ACCEPT': {
        const box = acceptBox();
        if (!box) throw new Error('registration: no accept box to tick');
        // Ticking a ticked box would untick it: the person leaves it as it is.
        if (box.checked !== (event as unknown as { accepted: boolean }).accepted) await user.click(box);
        return;
      }
      case 'PROCEED': {
        // Before the box is ticked there is no control to slide: the person cannot go on.
        const control = screen.queryByRole('button', { name: 'Slide to proceed' });
        if (acceptBox()?.checked && !control)
          throw new Error('registration: ticked, yet no control to slide');
        if (control) slide(control);
        return;
      }
      case 'SUBMIT_EMAIL':
        await fill(/^Email/, (event as unknown as { email: string }).email);
        return click('Send Verification Code');
      case 'RESEND':
        return user.click(resendButton() as HTMLElement);
      case 'CHANGE_EMAIL':
        return click('Change email');
      case 'SUBMIT': {
        const { values } = event as unknown as { values: VerificationFormInput };
        await fill(/^Verification code/, values.verificationCode);
        await fill(/^Password/, values.password1);
        await fill(/^Retype password/, values.password2);
        return click('Start Application');
      }
      default:
        throw new Error(`registration: no user action for ${event.type}`);
    }
  },
  observe,
});

/** What the generic reader cannot see: the countdown, its announcement, the box, the email field. */
function observe(expected: Observation): Partial<Observation> {
  const actual: Partial<Observation> = {};
  const live = liveRegion();
  if ('message' in expected) {
    // As the generic reading, without the countdown's announcement.
    const texts = [...document.querySelectorAll('[role="alert"], [role="status"]')]
      .filter((element) => element !== live)
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean);
    actual.message = texts.length ? texts.join(' | ') : null;
  }
  if ('announced' in expected) actual.announced = live?.textContent ?? null;
  if ('countdown' in expected) {
    const seconds = /\((\d+) s\)$/.exec(resendButton()?.textContent?.trim() ?? '');
    actual.countdown = seconds ? Number(seconds[1]) : null;
  }
  if ('accepted' in expected) {
    const box = acceptBox();
    if (box) actual.accepted = box.checked;
  }
  if ('email' in expected) {
    const field = screen.queryByLabelText(/^Email/);
    if (field) actual.email = (field as HTMLInputElement).value;
  }
  // The terms load behind a spinner (no aria-busy): a person sees the page busy.
  if ('busy' in expected && document.querySelector('.chakra-spinner')) actual.busy = true;
  return actual;
}
