import { useQuery } from '@tanstack/react-query';
import { currentUser } from '@/web/api/account.ts';

export const CURRENT_USER_KEY = ['currentUser'] as const;

/**
 * The signed-in user fetched afresh whenever the signed-in area mounts, so a revoked session lands on
 * the sign-in screen (the client's 403 handling). The account category reads the same query.
 */
export function useFreshCurrentUser(signedIn: boolean) {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => currentUser({ signal }),
    enabled: signedIn,
    staleTime: 0,
  });
}
