import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { currentUser } from '@/web/api/account.ts';
import { useSession } from '@/web/ui/use-session.ts';
import { useSignOut } from '@/web/ui/use-sign-out.ts';
import { AccountTabs } from './account-tabs.tsx';

export const CURRENT_USER_KEY = ['currentUser'] as const;

/**
 * The signed-in area under /potential: the account tabs above each page. On load the user is
 * fetched afresh, so a revoked session lands on the sign-in screen (the client's 403 handling).
 */
export function PotentialLayout() {
  const { signedIn } = useSession();
  const { signingOut, signOutNow } = useSignOut();
  useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => currentUser({ signal }),
    enabled: signedIn,
    staleTime: 0,
  });

  return (
    <Box>
      <AccountTabs onSignOut={signOutNow} signingOut={signingOut} />
      <Outlet />
    </Box>
  );
}
