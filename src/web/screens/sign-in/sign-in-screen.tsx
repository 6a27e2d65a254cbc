import { Grid } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { getLoginEmail } from '@/web/logic/session.ts';
import { SignInActor, type SignInLogic } from '@/web/logic/sign-in.ts';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { useSession } from '@/web/ui/use-session.ts';
import { EnquiryLinks } from './enquiry-links.tsx';
import { redirectTarget } from './redirect-target.ts';
import { SignInForm } from './sign-in-form.tsx';

export interface SignInScreenProps {
  /** The machine to run; tests inject `signInMachine.provide(...)` with a fake call. */
  logic?: SignInLogic;
  /** The actor's clock; model-based tests pass a simulated one. */
  clock?: ActorClock;
}

/**
 * The home and sign-in screen (/). A stored session goes straight on: to the `redirect` query
 * target when it is a path on this site, else to /potential/home.
 */
export function SignInScreen({ logic, clock }: SignInScreenProps) {
  const [params] = useSearchParams();
  const { signedIn } = useSession();
  const redirect = params.get('redirect');
  // Read once: what the user types afterwards is theirs.
  const [initialEmail] = useState(() => params.get('email') ?? getLoginEmail() ?? '');

  if (signedIn) return <Navigate to={redirectTarget(redirect)} replace />;

  return (
    <Grid
      templateColumns={{ base: '1fr', lg: 'minmax(0, 28rem) minmax(0, 22rem)' }}
      gap="8"
      justifyContent="center"
    >
      <AuthCard title="Sign In">
        {redirect ? <StatusMessage tone="info">Please sign in to continue.</StatusMessage> : null}
        <SignInActor.Provider logic={logic} options={withClock({}, clock)}>
          <SignInForm initialEmail={initialEmail} />
        </SignInActor.Provider>
      </AuthCard>
      <EnquiryLinks />
    </Grid>
  );
}
