import { ChakraProvider } from '@chakra-ui/react';
import { registrationMachine } from '@machines/registration.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import type { RegistrationInput } from '@/domain/schemas/account.ts';
import type { RegisterEmailResult } from '@/domain/user.ts';
import { system } from '@/web/app/system.ts';
import { RegisterScreen } from '@/web/screens/registration/register-screen.tsx';
import { RegistrationLayout } from '@/web/screens/registration/registration-layout.tsx';
import { TermsScreen } from '@/web/screens/registration/terms-screen.tsx';
import { VerificationScreen } from '@/web/screens/registration/verification-screen.tsx';
import { ok, renderApp, stubApi } from './harness.tsx';

function Here() {
  const location = useLocation();
  return <p data-testid="signin">{`${location.pathname}${location.search}`}</p>;
}

interface Fakes {
  loadTerms?: () => Promise<string>;
  sendCode?: (email: string) => Promise<RegisterEmailResult>;
}

function renderAt(path: string, fakes: Fakes = {}) {
  const sent: string[] = [];
  const logic = registrationMachine.provide({
    actors: {
      loadTerms: fromPromise<string>(
        fakes.loadTerms ?? (async () => '<p>Our terms.</p><img src="x" onerror="window.hacked=1">'),
      ),
      sendCode: fromPromise<RegisterEmailResult, { email: string }>(async ({ input }) => {
        sent.push(input.email);
        return fakes.sendCode ? fakes.sendCode(input.email) : { email: input.email, resendInSeconds: 60 };
      }),
      register: fromPromise<unknown, RegistrationInput>(async () => ({})),
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Here /> },
      {
        element: <RegistrationLayout logic={logic} redirectMs={400} />,
        children: [
          { path: 'terms', element: <TermsScreen /> },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'verification/:email', element: <VerificationScreen /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, sent };
}

describe('registration layout', () => {
  it('sends a user who opens /register without accepting the terms to /terms', async () => {
    const { router } = renderAt('/register');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('opens on the verification screen for /verification/{email}, before any send', async () => {
    const { router } = renderAt('/verification/ann@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(router.state.location.pathname).toBe('/verification/ann@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com');
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeTruthy();
  });

  it('treats a malformed /verification/{email} as a fresh start on /terms', async () => {
    const { router } = renderAt('/verification/not-an-email');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('walks terms → register → verification → sign-in with the email filled in', async () => {
    const user = userEvent.setup();
    const { router, sent } = renderAt('/terms');
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Slide to proceed' }));

    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(router.state.location.pathname).toBe('/register');
    await user.type(screen.getByLabelText(/^Email/), 'Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));

    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(sent).toEqual(['ann@example.com']);
    expect(router.state.location.pathname).toBe('/verification/ann@example.com');
    expect(screen.getByRole('button', { name: 'Resend Verification Code (60 s)' })).toBeTruthy();

    await user.click(screen.getByLabelText(/^Verification code/));
    await user.paste('12 34-56');
    expect((screen.getByLabelText(/^Verification code/) as HTMLInputElement).value).toBe('123456');
    await user.type(screen.getByLabelText(/^Password/), 'secret_1');
    await user.type(screen.getByLabelText(/^Retype password/), 'secret_1');
    await user.click(screen.getByRole('button', { name: 'Start Application' }));

    await screen.findByText('Registration successful, please login.');
    await waitFor(() => expect(screen.getByTestId('signin').textContent).toBe('/?email=ann%40example.com'), {
      timeout: 30_000,
    });
  });

  it('Change email goes back to the register screen with the email kept', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/verification/ann@example.com');
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(router.state.location.pathname).toBe('/register');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ann@example.com');
  });
});

describe('terms screen', () => {
  it('shows the sanitised terms, and the slider only once the box is ticked', async () => {
    const user = userEvent.setup();
    renderAt('/terms');
    expect(screen.getByRole('status').textContent).toMatch(/Loading the terms/);
    const text = await screen.findByRole('region', { name: 'Terms and Conditions text' });
    expect(text.textContent).toBe('Our terms.');
    expect(text.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(document.title).toMatch(/^Terms and Conditions/);
    expect(screen.queryByRole('button', { name: 'Slide to proceed' })).toBeNull();

    const box = screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' });
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Slide to proceed' })).toBeTruthy();
    await user.click(box);
    expect(screen.queryByRole('button', { name: 'Slide to proceed' })).toBeNull();
  });

  it('proceeds to /register from the keyboard alone', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/terms');
    await screen.findByRole('checkbox', { name: 'I accept the Terms & Conditions' });
    const box = screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' });
    box.focus();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Slide to proceed' }));
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(router.state.location.pathname).toBe('/register');
  });

  it('says when the terms cannot be loaded, and Retry loads them again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAt('/terms', {
      loadTerms: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Server Broken! Please try again later.');
        return '<p>Second time lucky.</p>';
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not be loaded.*Server Broken! Please try again later\./);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('region', { name: 'Terms and Conditions text' })).textContent).toBe(
      'Second time lucky.',
    );
  });
});

describe('register screen', () => {
  async function openRegister(fakes: Fakes = {}) {
    const user = userEvent.setup();
    const rendered = renderAt('/terms', fakes);
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Slide to proceed' }));
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    return { user, ...rendered };
  }

  it('checks the email before sending, inline and in the summary, which takes focus', async () => {
    const { user, sent } = await openRegister();
    expect(document.title).toMatch(/^Register/);
    await user.type(screen.getByLabelText(/^Email/), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Please correct the edit information.');
    expect(summary.textContent).toContain('Email: Please enter a valid email address.');
    expect(document.activeElement).toBe(summary);
    const field = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('ann@');
    expect(sent).toEqual([]);
  });

  it('shows a refused send in the summary and keeps the email typed', async () => {
    const { user, router } = await openRegister({
      sendCode: async () => {
        throw new ApiError(500, 'Server Broken!Please try again later.');
      },
    });
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Server Broken!Please try again later.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ann@example.com');
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('in the real app (lazy routes, real API client, stubbed fetch)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('/register without accepted terms lands on /terms with the terms from the server, then registers', async () => {
    const fetchMock = stubApi({
      '/potential/student/register/condition': ok({ content: '<p>Server terms.</p>' }),
      '/potential/student/register/confirm/email': ok({ email: 'ann@example.com', resendInSeconds: 60 }),
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/register');
    const text = await screen.findByRole('region', { name: 'Terms and Conditions text' }, { timeout: 5000 });
    expect(text.textContent).toBe('Server terms.');
    expect(router.state.location.pathname).toBe('/terms');

    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Slide to proceed' }));
    await user.type(await screen.findByLabelText(/^Email/, {}, { timeout: 5000 }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await screen.findByRole('button', { name: 'Resend Verification Code (60 s)' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/verification/ann@example.com');
    const sendCall = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
      url.endsWith('/confirm/email'),
    );
    expect(JSON.parse(String(sendCall?.[1].body))).toEqual({
      acceptAffirm: true,
      email: 'ann@example.com',
    });
  });
});
