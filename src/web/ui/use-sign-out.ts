import { QueryClientContext } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect } from 'react';
import { clearQueryCache } from '@/web/api/query-cache.ts';
import { clearSession } from '@/web/api/session.ts';
import { type SignOutLogic, signOutLogic } from './sign-out-logic.ts';

/**
 * Sign Out as the machine decides it (machines/sign-out.ts): one call however often it is pressed,
 * then the session ends here whatever the server said; the route guard then goes to /.
 */
export function useSignOut(logic: SignOutLogic = signOutLogic): {
  signingOut: boolean;
  signOutNow: () => void;
} {
  // The client in scope (a test's), and the app's own wherever it was made (query-client.tsx).
  const queryClient = useContext(QueryClientContext);
  const actor = useActorRef(logic);
  const signingOut = useSelector(actor, (snapshot) => snapshot.matches('signingOut'));
  useEffect(() => {
    const subscription = actor.on('signedOut', () => {
      queryClient?.clear();
      clearQueryCache();
      clearSession('signedOut');
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
  return { signingOut, signOutNow: () => actor.send({ type: 'SIGN_OUT' }) };
}
