import { useSyncExternalStore } from 'react';
import { getToken, getUser, sessionVersion, subscribeSession } from '@/web/api/session.ts';

/** The stored session, re-read whenever it changes (this tab or another). */
export function useSession() {
  useSyncExternalStore(subscribeSession, sessionVersion, sessionVersion);
  const token = getToken();
  return { token, user: token ? getUser() : null, signedIn: Boolean(token) };
}
