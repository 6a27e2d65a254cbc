import { changePasswordMachine } from '@machines/change-password.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import { clearSession, getToken } from '@/web/api/session.ts';
import { ChangePasswordScreen } from '@/web/screens/change-password/change-password-screen.tsx';
import { anonymous, Page, renderRoutes, signInAs, testUser } from './harness.tsx';

function renderChangePassword(submit: (values: Record<string, unknown>) => Promise<string | undefined>) {
  const calls = vi.fn(submit);
  const signOut = vi.fn(async () => clearSession('signedOut'));
  const logic = changePasswordMachine.provide({
    actors: {
      submit: fromPromise<string | undefined, Record<string, unknown>>(({ input }) => calls(input)),
      signOut: fromPromise<void>(signOut),
    },
  });
  signInAs();
  const view = renderRoutes(
    [
      { index: true, handle: anonymous, element: <Page title="Sign In" /> },
      { path: 'potential/changepassword', element: <ChangePasswordScreen logic={logic} redirectMs={400} /> },
    ],
    '/potential/changepassword',
  );
  return { calls, signOut, ...view };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fill(oldPassword: string, newPassword: string, rePassword: string) {
  await userEvent.type(await screen.findByLabelText(/^Current Password/), oldPassword);
  await userEvent.type(field(/^New Password/), newPassword);
  await userEvent.type(field(/^Re-enter New Password/), rePassword);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('change password (/potential/changepassword)', () => {
  it('checks the rules before sending: retype must match', async () => {
    const { calls } = renderChangePassword(async () => undefined);
    await fill('old_pass1', 'new-pass_2', 'new-pass_3');
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(Msg.correctEditInformation);
    expect(summary.textContent).toContain(Msg.passwordsDiffer);
    expect(field(/^Re-enter New Password/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toHaveBeenCalled();
  });

  it('refuses characters outside letters, digits, dash and underscore', async () => {
    renderChangePassword(async () => undefined);
    await fill('old_pass1', 'new pass!', 'new pass!');
    expect((await screen.findByRole('alert')).textContent).toContain(Msg.passwordChars);
  });

  it('shows a wrong current password and keeps what was typed', async () => {
    renderChangePassword(async () => {
      throw new ApiError(401, Msg.currentPasswordWrong);
    });
    await fill('old_pass1', 'new-pass_2', 'new-pass_2');
    expect((await screen.findByRole('alert')).textContent).toContain(Msg.currentPasswordWrong);
    expect(field(/^Current Password/).value).toBe('old_pass1');
    expect(field(/^New Password/).value).toBe('new-pass_2');
  });

  it("puts a 406's field messages at the fields", async () => {
    renderChangePassword(async () => {
      throw new ApiError(406, Msg.correctEditInformation, { errors: { newPassword: Msg.passwordLength } });
    });
    await fill('old_pass1', 'new-pass_2', 'new-pass_2');
    await screen.findByRole('alert');
    await waitFor(() => expect(field(/^New Password/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('newPassword-error')?.textContent).toBe(Msg.passwordLength);
  });

  it("sends the values with the user's id, shows the message, then signs out and goes to /", async () => {
    const { calls, signOut } = renderChangePassword(async () => Msg.passwordReset);
    await fill('old_pass1', 'new-pass_2', 'new-pass_2');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Reset password successfully, please re-login.',
    );
    expect(calls).toHaveBeenCalledWith({
      oldPassword: 'old_pass1',
      newPassword: 'new-pass_2',
      rePassword: 'new-pass_2',
      userId: testUser.id,
    });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
