import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { signOut } from '@/web/api/account.ts';
import { clearSession } from '@/web/api/session.ts';

/** Signs out here and on the server; the route guard then goes to /. */
export function useSignOut(): { signingOut: boolean; signOutNow: () => Promise<void> } {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const signOutNow = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // Signed out here either way: the server session also ends at its expiry.
    } finally {
      queryClient.clear();
      clearSession('signedOut');
    }
  };
  return { signingOut, signOutNow };
}
