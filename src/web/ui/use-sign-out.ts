import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { signOut } from '@/web/api/account.ts';
import { clearQueryCache } from '@/web/api/query-cache.ts';
import { clearSession } from '@/web/api/session.ts';

/** Signs out here and on the server; the route guard then goes to /. */
export function useSignOut(): { signingOut: boolean; signOutNow: () => Promise<void> } {
  // The client in scope (a test's), and the app's own wherever it was made (query-client.tsx).
  const queryClient = useContext(QueryClientContext);
  const [signingOut, setSigningOut] = useState(false);
  const signOutNow = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // Signed out here either way: the server session also ends at its expiry.
    } finally {
      queryClient?.clear();
      clearQueryCache();
      clearSession('signedOut');
    }
  };
  return { signingOut, signOutNow };
}
