import { screen } from '@testing-library/react';
import type { SignInInput } from '@/domain/schemas/account.ts';
import { getLoginEmail, getToken } from '@/web/api/session.ts';
import { type SignInLogic, signInActions } from '@/web/logic/sign-in.ts';
import { SignInScreen } from '@/web/screens/sign-in/sign-in-screen.tsx';
import { signIn } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { anonymous, Page, renderRoutes } from '../harness.tsx';
import { replaceText, user } from './user.ts';

describeUiModel(signIn, {
  mount: ({ logic, clock }) => {
    renderRoutes([
      {
        index: true,
        handle: anonymous,
        // Only the call is faked: the session is kept as the app keeps it.
        element: (
          <SignInScreen logic={(logic as SignInLogic).provide({ actions: signInActions })} clock={clock} />
        ),
      },
      { path: 'potential/home', element: <Page title="My Applications" /> },
    ]);
  },
  async perform(event) {
    if (event.type !== 'SUBMIT') throw new Error(`sign-in: no user action for ${event.type}`);
    const { values } = event as unknown as { values: SignInInput };
    const email = await screen.findByLabelText(/^Email/);
    await replaceText(email, values.loginEmail);
    const password = screen.getByLabelText(/^Password/);
    await replaceText(password, values.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  },
  observe: () => {
    const token = getToken();
    return { signedIn: token !== null, kept: token === null ? null : { token, loginEmail: getLoginEmail() } };
  },
});
