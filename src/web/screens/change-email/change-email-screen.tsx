import { ChangeEmailActor, type ChangeEmailLogic } from '@/web/logic/change-email.ts';
import { AccountPage } from '@/web/ui/account-page.tsx';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { useSession } from '@/web/ui/use-session.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

export interface ChangeEmailScreenProps {
  /** The machine to run; tests inject `changeEmailMachine.provide(...)` with fakes. */
  logic?: ChangeEmailLogic;
  /** How long the success message shows before signing out (tests shorten it; default 2 s). */
  redirectMs?: number;
  /** The actor's clock; model-based tests pass a simulated one. */
  clock?: ActorClock;
}

/**
 * /potential/changeemail (spec §5): on success the message shows for 2 seconds, then the session
 * ends and the sign-in screen opens with the new email filled in.
 */
export function ChangeEmailScreen({ logic, redirectMs, clock }: ChangeEmailScreenProps) {
  const { user } = useSession();
  const intro = (
    <>
      Current sign-in email: <strong>{user?.loginEmail}</strong>. After the change you sign in again with the
      new email.
    </>
  );
  return (
    <AccountPage title="Change Email" intro={intro}>
      <ChangeEmailActor.Provider logic={logic} options={withClock({ input: { redirectMs } }, clock)}>
        <ChangeEmailForm userId={user?.id} />
      </ChangeEmailActor.Provider>
    </AccountPage>
  );
}
