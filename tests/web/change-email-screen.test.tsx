import { changeEmailMachine } from '@machines/change-email.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import { changeEmailLogic } from '@/web/logic/change-email.ts';
import { ChangeEmailScreen } from '@/web/screens/change-email/change-email-screen.tsx';
import { SignInScreen } from '@/web/screens/sign-in/sign-in-screen.tsx';
import { anonymous, ok, renderRoutes, signInAs, stubApi, testUser } from './harness.tsx';

function renderChangeEmail(logic = changeEmailLogic) {
  signInAs();
  const view = renderRoutes(
    [
      { index: true, handle: anonymous, element: <SignInScreen /> },
      { path: 'potential/changeemail', element: <ChangeEmailScreen logic={logic} redirectMs={400} /> },
    ],
    '/potential/changeemail',
  );
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fill(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/^New Email/), email);
  await userEvent.type(field(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
}

describe('change email (/potential/changeemail)', () => {
  it('shows the current email and checks the rules (valid email, password ≤ 20: ADR 015)', async () => {
    const submit = vi.fn(async (): Promise<string | undefined> => undefined);
    renderChangeEmail(
      changeEmailMachine.provide({
        actors: {
          submit: fromPromise<string | undefined, Record<string, unknown>>(submit),
          signOut: fromPromise<void>(async () => {}),
        },
      }),
    );
    expect(await screen.findByText(testUser.loginEmail)).toBeTruthy();
    await fill('not-an-email', 'x');
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(Msg.emailInvalid);
    expect(field(/^Password/).maxLength).toBe(20);
    expect(field(/^New Email/).maxLength).toBe(50);
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    stubApi({ '/private/auth/change/loginEmail': { code: 406, msg: Msg.emailInUse, result: null } });
    renderChangeEmail();
    await fill('taken@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toContain(Msg.emailInUse);
    vi.unstubAllGlobals();
  });

  it('with the real calls: message, then sign-in with the new email filled in', async () => {
    const fetchMock = stubApi({ '/private/auth/change/loginEmail': ok(null, Msg.emailChanged) });
    renderChangeEmail();
    await fill('New.Address@example.com', 'secret1');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your login email has benn changed, please re-login',
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      newLoginEmail: 'new.address@example.com',
      oldPassword: 'secret1',
      userId: testUser.id,
    });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(field(/^Email/).value).toBe('new.address@example.com');
    expect(screen.getByTestId('location').textContent).toBe('/');
    // The server ended every session: no sign-out call that would be refused.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('keeps the typed values on a wrong password', async () => {
    renderChangeEmail(
      changeEmailMachine.provide({
        actors: {
          submit: fromPromise<string | undefined, Record<string, unknown>>(async () => {
            throw new ApiError(401, Msg.currentPasswordWrong);
          }),
          signOut: fromPromise<void>(async () => {}),
        },
      }),
    );
    await fill('new@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(Msg.currentPasswordWrong);
    expect(field(/^New Email/).value).toBe('new@example.com');
  });
});
