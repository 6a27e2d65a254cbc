import type { ReactNode } from 'react';
import { Navigate, type UIMatch, useLocation, useMatches } from 'react-router-dom';
import { endReason } from '@/web/logic/session.ts';
import { useSession } from '@/web/ui/use-session.ts';

/** What the guard reads from each matched route (spec §2: anonymous routes need no sign-in). */
export interface RouteHandle {
  anonymous?: boolean;
}

/** True when every matched route is anonymous (spec §2). */
export function isAnonymous(matches: UIMatch[]): boolean {
  return matches.every((match) => (match.handle as RouteHandle | undefined)?.anonymous === true);
}

/** The sign-in address that brings the user back to `target` afterwards. */
export function signInPath(target: string): string {
  return `/?redirect=${encodeURIComponent(target)}`;
}

/**
 * Spec §2's route guard: if a matched route needs sign-in and no token is stored, go to the
 * sign-in screen with the full target (path, query, hash) as the redirect query. After the user
 * signed out on purpose, simply go to the sign-in screen.
 */
export function Guard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const { signedIn } = useSession();
  if (!signedIn && !isAnonymous(matches)) {
    if (endReason() === 'signedOut') return <Navigate to="/" replace />;
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPath(target)} replace />;
  }
  return children;
}
