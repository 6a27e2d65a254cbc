import { ChakraProvider } from '@chakra-ui/react';
import { registrationMachine } from '@machines/registration.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import type { RegistrationInput } from '@/domain/schemas/account.ts';
import type { RegisterEmailResult } from '@/domain/user.ts';
import { system } from '@/web/app/system.ts';
import { RegisterScreen } from '@/web/screens/registration/register-screen.tsx';
import { RegistrationLayout } from '@/web/screens/registration/registration-layout.tsx';
import { TermsScreen } from '@/web/screens/registration/terms-screen.tsx';
import { VerificationScreen } from '@/web/screens/registration/verification-screen.tsx';

function SignInProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="signin">{`${pathname}${search}`}</p>;
}

interface Fakes {
  sendCode?: (email: string) => Promise<RegisterEmailResult>;
  register?: (values: RegistrationInput) => Promise<unknown>;
}

/** The verification screen inside the registration layout, opened on /verification/{email}. */
function renderVerification(fakes: Fakes = {}) {
  const registered: RegistrationInput[] = [];
  const logic = registrationMachine.provide({
    actors: {
      loadTerms: fromPromise<string>(async () => '<p>Terms</p>'),
      sendCode: fromPromise<RegisterEmailResult, { email: string }>(async ({ input }) =>
        fakes.sendCode ? fakes.sendCode(input.email) : { email: input.email, resendInSeconds: 60 },
      ),
      register: fromPromise<unknown, RegistrationInput>(async ({ input }) => {
        registered.push(input);
        return fakes.register ? fakes.register(input) : {};
      }),
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <SignInProbe /> },
      {
        element: <RegistrationLayout logic={logic} redirectMs={2000} />,
        children: [
          { path: 'terms', element: <TermsScreen /> },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'verification/:email', element: <VerificationScreen /> },
        ],
      },
    ],
    { initialEntries: ['/verification/ann@example.com'] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, registered };
}

const codeField = () => screen.getByLabelText(/^Verification code/) as HTMLInputElement;

async function fillForm(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.click(codeField());
  await user.paste(code);
  await user.type(screen.getByLabelText(/^Password/), 'secret_1');
  await user.type(screen.getByLabelText(/^Retype password/), 'secret_1');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('verification screen', () => {
  it('has a title, an h1, the read-only email and the password help', async () => {
    renderVerification();
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(document.title).toMatch(/^Verify your email/);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('6 to 20 characters: letters, numbers, dash and underscore.')).toBeTruthy();
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('counts 60 seconds down after a send, disabled meanwhile, then offers Resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderVerification();
    await user.click(await screen.findByRole('button', { name: 'Send Verification Code' }));

    const counting = await screen.findByRole('button', { name: 'Resend Verification Code (60 s)' });
    expect(counting.getAttribute('aria-disabled')).toBe('true');
    const live = screen.getAllByRole('status').find((node) => node.getAttribute('aria-live') === 'polite');
    expect(live?.textContent).toBe(`${Msg.codeSent} You can request another code in 60 seconds.`);

    await act(() => vi.advanceTimersByTimeAsync(18_000));
    const later = screen.getByRole('button', { name: 'Resend Verification Code (42 s)' });
    expect(later.getAttribute('aria-disabled')).toBe('true');
    // Not chatty: the live region did not change with each second.
    expect(live?.textContent).toBe(`${Msg.codeSent} You can request another code in 60 seconds.`);
    await user.click(later);
    expect(screen.getByRole('button', { name: 'Resend Verification Code (42 s)' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(42_000));
    const ready = screen.getByRole('button', { name: 'Resend Verification Code' });
    expect(ready.getAttribute('aria-disabled')).toBeNull();
    expect(live?.textContent).toBe('You can now request another verification code.');
  });

  it('registers with the typed values and returns to sign-in with the email after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { registered } = renderVerification();
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    await fillForm(user, '12 34-56');
    await user.click(screen.getByRole('button', { name: 'Start Application' }));

    expect(await screen.findByText(Msg.registered)).toBeTruthy();
    expect(registered).toEqual([
      {
        acceptAffirm: true,
        email: 'ann@example.com',
        verificationCode: '123456',
        password1: 'secret_1',
        password2: 'secret_1',
      },
    ]);
    expect(screen.queryByTestId('signin')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getByTestId('signin').textContent).toBe('/?email=ann%40example.com'));
  });

  it('shows a wrong code (401) at the code field and in the summary, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderVerification({
      register: async () => {
        throw new ApiError(401, Msg.codeWrong);
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    await fillForm(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Start Application' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(Msg.codeWrong);
    expect(summary.textContent).toContain(`Verification code: ${Msg.codeWrong}`);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    const errorId = codeField()
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')?.textContent).toBe(Msg.codeWrong);
    expect(codeField().value).toBe('654321');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('secret_1');
    expect((screen.getByLabelText(/^Retype password/) as HTMLInputElement).value).toBe('secret_1');
    expect(router.state.location.pathname).toBe('/verification/ann@example.com');
  });

  it('checks the form before sending: code digits and matching passwords', async () => {
    const user = userEvent.setup();
    const { registered } = renderVerification();
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    await user.type(codeField(), '12a3');
    expect(codeField().value).toBe('123');
    await user.type(screen.getByLabelText(/^Password/), 'secret_1');
    await user.type(screen.getByLabelText(/^Retype password/), 'secret_2');
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(Msg.correctEditInformation);
    expect(summary.textContent).toContain(`Verification code: ${Msg.codeDigits}`);
    expect(summary.textContent).toContain(`Retype password: ${Msg.passwordsDiffer}`);
    expect(registered).toEqual([]);
  });

  it('shows the server asking to wait before another send, and counts that wait', async () => {
    const user = userEvent.setup();
    renderVerification({
      sendCode: async () => {
        throw new ApiError(406, 'Please wait 30 seconds before requesting another code.', {
          resendInSeconds: 30,
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send Verification Code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please wait 30 seconds');
    expect(screen.getByRole('button', { name: 'Resend Verification Code (30 s)' })).toBeTruthy();
  });
});
