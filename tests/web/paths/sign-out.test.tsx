import { screen } from '@testing-library/react';
import { getToken } from '@/web/api/session.ts';
import type { SignOutLogic } from '@/web/ui/sign-out-logic.ts';
import { StaffAccountNav } from '@/web/ui/staff-account-nav.tsx';
import { signOut } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { anonymous, Page, renderRoutes, signInAs } from '../harness.tsx';
import { user } from './user.ts';

/**
 * Sign Out as a person presses it: the staff's account nav on a signed-in page under the guard,
 * with a stand-in sign-in page at / for where the guard sends them.
 */
describeUiModel(signOut, {
  mount({ logic }) {
    signInAs();
    renderRoutes(
      [
        { index: true, handle: anonymous, element: <Page title="Sign In" /> },
        { path: 'staff/queue', element: <StaffAccountNav onQueue signOutLogic={logic as SignOutLogic} /> },
      ],
      '/staff/queue',
    );
  },
  async perform(event) {
    if (event.type !== 'SIGN_OUT') throw new Error(`sign-out: no user action for ${event.type}`);
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
  },
  observe: (expected) => ('signedIn' in expected ? { signedIn: getToken() !== null } : {}),
});
