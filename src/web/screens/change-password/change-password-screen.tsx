import { ChangePasswordActor, type ChangePasswordLogic } from '@/web/logic/change-password.ts';
import { AccountPage } from '@/web/ui/account-page.tsx';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { useSession } from '@/web/ui/use-session.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

export interface ChangePasswordScreenProps {
  /** The machine to run; tests inject `changePasswordMachine.provide(...)` with fakes. */
  logic?: ChangePasswordLogic;
  /** How long the success message shows before signing out (tests shorten it; default 2 s). */
  redirectMs?: number;
  /** The actor's clock; model-based tests pass a simulated one. */
  clock?: ActorClock;
}

/**
 * /potential/changepassword (spec §5): on success the message shows, then the session ends and
 * the route guard takes the user to the sign-in screen.
 */
export function ChangePasswordScreen({ logic, redirectMs, clock }: ChangePasswordScreenProps) {
  const { user } = useSession();
  return (
    <AccountPage title="Change Password">
      <ChangePasswordActor.Provider logic={logic} options={withClock({ input: { redirectMs } }, clock)}>
        <ChangePasswordForm userId={user?.id} />
      </ChangePasswordActor.Provider>
    </AccountPage>
  );
}
