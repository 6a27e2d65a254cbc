import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useFreshCurrentUser } from '@/web/logic/current-user.ts';
import { useSession } from '@/web/ui/use-session.ts';
import { useSignOut } from '@/web/ui/use-sign-out.ts';
import { AccountTabs } from './account-tabs.tsx';

/**
 * The signed-in area under /potential: the account tabs above each page. On load the user is
 * fetched afresh, so a revoked session lands on the sign-in screen (the client's 403 handling).
 */
export function PotentialLayout() {
  const { signedIn } = useSession();
  const { signingOut, signOutNow } = useSignOut();
  useFreshCurrentUser(signedIn);

  return (
    <Box>
      <AccountTabs onSignOut={signOutNow} signingOut={signingOut} />
      <Outlet />
    </Box>
  );
}
