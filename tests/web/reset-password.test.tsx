import { ChakraProvider } from '@chakra-ui/react';
import { resetPasswordMachine } from '@machines/reset-password.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import type { ResetPasswordInput } from '@/domain/schemas/account.ts';
import { system } from '@/web/app/system.ts';
import { ResetPasswordScreen } from '@/web/screens/reset-password/reset-password-screen.tsx';

function renderReset(path: string, reset: (values: ResetPasswordInput) => Promise<void> = async () => {}) {
  const calls: ResetPasswordInput[] = [];
  const logic = resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise<void, ResetPasswordInput>(async ({ input }) => {
        calls.push(input);
        await reset(input);
      }),
    },
    delays: { redirect: 400 },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Sign-in screen</p> },
      { path: '/forgot', element: <p>Forgot screen</p> },
      { path: '/setPassWord', element: <ResetPasswordScreen logic={logic} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, calls };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'new_pass-1', retype = password) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Retype new password/), retype);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('reset password screen', () => {
  it('without a token says the link is invalid and links to /forgot', async () => {
    const user = userEvent.setup();
    const { router } = renderReset('/setPassWord');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(Msg.resetLinkInvalid);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    await screen.findByText('Forgot screen');
    expect(router.state.location.pathname).toBe('/forgot');
  });

  it('sets the new password with the token, says so, then goes to / for sign-in', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderReset('/setPassWord?token=abc123');
    expect(document.title).toMatch(/^Reset password/);
    // The screen keeps the token; the address bar no longer shows it.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/setPassWord');
    await fill(user);
    expect(await screen.findByText(Msg.passwordReset)).toBeTruthy();
    expect(calls).toEqual([{ newPassword: 'new_pass-1', jwt: 'abc123' }]);
    await screen.findByText('Sign-in screen', {}, { timeout: 3000 });
  });

  it('checks the passwords before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderReset('/setPassWord?token=abc123');
    await fill(user, 'short', 'other');
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(Msg.correctEditInformation);
    expect(summary.textContent).toContain(`New password: ${Msg.passwordLength}`);
    expect(summary.textContent).toContain(`Retype new password: ${Msg.passwordsDiffer}`);
    expect(document.activeElement).toBe(summary);
    expect(calls).toEqual([]);
  });

  it('a used or expired link (406) shows the server message and a link to ask for a new one', async () => {
    const user = userEvent.setup();
    renderReset('/setPassWord?token=used', async () => {
      throw new ApiError(406, Msg.resetLinkInvalid);
    });
    await fill(user);
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(Msg.resetLinkInvalid);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot',
    );
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('new_pass-1');
  });
});
