import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import type { SignInInput } from '@/domain/schemas/account.ts';
import type { SignInResult } from '@/domain/user.ts';
import { getToken, setLoginEmail } from '@/web/api/session.ts';
import { signInLogic } from '@/web/logic/sign-in.ts';
import { redirectTarget } from '@/web/screens/sign-in/redirect-target.ts';
import { SignInScreen } from '@/web/screens/sign-in/sign-in-screen.tsx';
import { anonymous, Page, renderRoutes, signInAs, testUser } from './harness.tsx';
import { setMode } from './personal-details-fakes.tsx';

type Answer = (values: SignInInput) => Promise<SignInResult>;

function renderSignIn(path = '/', answer: Answer = async () => ({ token: 't-1', user: testUser })) {
  const calls = vi.fn(answer);
  // The app's sign-in with only the call faked: the session is kept as the app keeps it.
  const logic = signInLogic.provide({
    actors: { signIn: fromPromise<SignInResult, SignInInput>(({ input }) => calls(input)) },
  });
  const view = renderRoutes(
    [
      { index: true, handle: anonymous, element: <SignInScreen logic={logic} /> },
      { path: 'potential/home', element: <Page title="My applications" /> },
      { path: 'potential/changeemail', element: <Page title="Change Email" /> },
      { path: 'forgot', handle: anonymous, element: <Page title="Forgot" /> },
    ],
    path,
  );
  return { calls, ...view };
}

const email = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const password = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

describe('sign-in screen (/)', () => {
  it.each(['agent', 'staff'] as const)(
    'offers no self-registration on the %s portal (issue 11)',
    async (mode) => {
      setMode(mode);
      try {
        renderSignIn();
        await screen.findByRole('heading', { level: 1, name: 'Sign In' });
        expect(screen.getByRole('link', { name: 'Forgot Password' })).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'Register for New Account' })).toBeNull();
      } finally {
        setMode('applicant');
      }
    },
  );

  it('shows the form, the two links and the Admission Enquiry area', async () => {
    renderSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(email().required).toBe(true);
    expect(password().type).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forgot');
    expect(screen.getByRole('link', { name: 'Register for New Account' }).getAttribute('href')).toBe(
      '/terms',
    );
    const enquiry = screen.getByRole('complementary', { name: 'Admission Enquiry' });
    for (const name of ['Undergraduate', 'Postgraduate', 'Non-Award', 'Agent']) {
      expect(enquiry.querySelector(`a[href^="https://"]`)).toBeTruthy();
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    await waitFor(() => expect(document.title).toBe('Sign In | Admission Portal'));
  });

  it('refuses an empty form: summary focused, messages at each field, nothing sent', async () => {
    const { calls } = renderSignIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(Msg.correctEditInformation);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe('loginEmail-error');
    expect(document.getElementById('loginEmail-error')?.textContent).toBe(Msg.emailRequired);
    expect(screen.getAllByText(Msg.passwordRequired).length).toBeGreaterThan(0);
    // The summary's link takes the user to the field.
    await userEvent.click(screen.getByRole('link', { name: `Email: ${Msg.emailRequired}` }));
    expect(document.activeElement).toBe(email());
    expect(calls).not.toHaveBeenCalled();
  });

  it("on 401 shows the server's message and keeps what was typed", async () => {
    renderSignIn('/', async () => {
      throw new ApiError(401, Msg.signInFailed);
    });
    await userEvent.type(await screen.findByLabelText(/^Email/), 'Amelia.Ng@example.com');
    await userEvent.type(password(), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(Msg.signInFailed);
    expect(email().value).toBe('Amelia.Ng@example.com');
    expect(password().value).toBe('wrong-pass');
    expect(getToken()).toBeNull();
    expect(location()).toBe('/');
  });

  it('signs in with the schema-shaped values, keeps the session and goes to /potential/home', async () => {
    const { calls } = renderSignIn();
    await userEvent.type(await screen.findByLabelText(/^Email/), ' Amelia.Ng@Example.com ');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'My applications' })).toBeTruthy();
    expect(calls).toHaveBeenCalledWith({
      loginEmail: 'amelia.ng@example.com',
      password: 'secret1',
      loginTarget: 'Potential_Student_Entrance',
    });
    expect(getToken()).toBe('t-1');
    expect(location()).toBe('/potential/home');
  });

  it('goes back to the redirect target after signing in', async () => {
    renderSignIn(`/?redirect=${encodeURIComponent('/potential/changeemail')}`);
    expect(await screen.findByText('Please sign in to continue.')).toBeTruthy();
    await userEvent.type(email(), 'amelia.ng@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Change Email' })).toBeTruthy();
  });

  it('refuses an absolute redirect target (no open redirect)', async () => {
    renderSignIn(`/?redirect=${encodeURIComponent('https://evil.example/phish')}`);
    await userEvent.type(await screen.findByLabelText(/^Email/), 'amelia.ng@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'My applications' })).toBeTruthy();
  });

  it('fills the email from ?email= or from this tab’s last sign-in', async () => {
    setLoginEmail('kept@example.com');
    const { unmount } = renderSignIn('/');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(email().value).toBe('kept@example.com');
    unmount();
    renderSignIn('/?email=new%40example.com');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(email().value).toBe('new@example.com');
  });

  it('sends a signed-in visitor straight on', async () => {
    signInAs();
    renderSignIn('/');
    expect(await screen.findByRole('heading', { name: 'My applications' })).toBeTruthy();
  });
});

describe('redirectTarget', () => {
  const origin = 'http://localhost:8080';
  it.each([
    ['/potential/changeemail', '/potential/changeemail'],
    ['/summary/12?step=2#top', '/summary/12?step=2#top'],
    [null, '/potential/home'],
    ['', '/potential/home'],
    ['/', '/potential/home'],
    ['/?redirect=/x', '/potential/home'],
    ['https://evil.example/', '/potential/home'],
    ['//evil.example/x', '/potential/home'],
    ['/\\evil.example', '/potential/home'],
    ['javascript:alert(1)', '/potential/home'],
    ['potential/home', '/potential/home'],
  ])('%s → %s', (input, expected) => {
    expect(redirectTarget(input, origin)).toBe(expected);
  });
});
