import { Box } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { currentUser, signOut } from '@/web/api/account.ts';
import { clearSession } from '@/web/api/session.ts';
import { useSession } from '@/web/ui/use-session.ts';
import { AccountTabs } from './account-tabs.tsx';

export const CURRENT_USER_KEY = ['currentUser'] as const;

/**
 * The signed-in area under /potential: the account tabs above each page. On load the user is
 * fetched afresh, so a revoked session lands on the sign-in screen (the client's 403 handling).
 */
export function PotentialLayout() {
  const { signedIn } = useSession();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => currentUser({ signal }),
    enabled: signedIn,
    staleTime: 0,
  });

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // Signed out here either way: the server session also ends at its expiry.
    } finally {
      queryClient.clear();
      clearSession('signedOut'); // the route guard then goes to /
    }
  };

  return (
    <Box>
      <AccountTabs onSignOut={onSignOut} signingOut={signingOut} />
      <Outlet />
    </Box>
  );
}
