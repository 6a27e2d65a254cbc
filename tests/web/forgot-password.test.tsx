import { ChakraProvider } from '@chakra-ui/react';
import { forgotPasswordMachine } from '@machines/forgot-password.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import { Msg, tooManyAttempts } from '@/domain/messages.ts';
import { system } from '@/web/app/system.ts';
import { ForgotPasswordScreen } from '@/web/screens/forgot-password/forgot-password-screen.tsx';

function renderForgot(submit: (values: Record<string, unknown>) => Promise<string | undefined>) {
  const asked: Record<string, unknown>[] = [];
  const logic = forgotPasswordMachine.provide({
    actors: {
      submit: fromPromise<string | undefined, Record<string, unknown>>(async ({ input }) => {
        asked.push(input);
        return submit(input);
      }),
    },
    delays: { redirect: 400 },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Sign-in screen</p> },
      { path: '/forgot', element: <ForgotPasswordScreen logic={logic} /> },
    ],
    { initialEntries: ['/forgot'] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, asked };
}

describe('forgot password screen', () => {
  it('sends the login email, shows the server message, then goes to / after the delay', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderForgot(async () => Msg.resetLinkSent);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    expect(document.title).toMatch(/^Forgot password/);
    await user.type(screen.getByLabelText(/^Login email/), 'Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(Msg.resetLinkSent)).toBeTruthy();
    expect(asked).toEqual([{ email: 'ann@example.com', loginTarget: 'Potential_Student_Entrance' }]);
    await screen.findByText('Sign-in screen', {}, { timeout: 30_000 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks the email first, inline and in a focused summary', async () => {
    const user = userEvent.setup();
    const { asked } = renderForgot(async () => Msg.resetLinkSent);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(`Login email: ${Msg.emailRequired}`);
    expect(document.activeElement).toBe(summary);
    expect(asked).toEqual([]);
  });

  it('shows a refusal in the summary and keeps the email typed', async () => {
    const user = userEvent.setup();
    const { router } = renderForgot(async () => {
      throw new ApiError(406, tooManyAttempts(600));
    });
    await user.type(screen.getByLabelText(/^Login email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(tooManyAttempts(600));
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect((screen.getByLabelText(/^Login email/) as HTMLInputElement).value).toBe('ann@example.com');
    expect(router.state.location.pathname).toBe('/forgot');
  });
});
