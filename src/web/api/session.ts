import type { User } from '@/domain/user.ts';

/**
 * The session as spec §3 keeps it: the token with the user in local storage (persists across tabs
 * and restarts), the login email in session storage. Subscribers hear every change, including
 * changes made in another tab.
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const LOGIN_EMAIL_KEY = 'loginEmail';

export interface Session {
  token: string;
  user: User;
}

/** Why the session ended: the user signed out (go to /), or it expired or was revoked (come back after). */
export type EndReason = 'signedOut' | 'expired';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Bumped on every change so hooks can compare snapshots cheaply. */
let version = 0;
let lastEnd: EndReason | null = null;
/** What else this tab keeps for the signed-in person, forgotten at a sign-out (whenSignedOut). */
const signOutCleanups = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota): the session then lasts this page only.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const perTab = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function getToken(): string | null {
  return read(local(), TOKEN_KEY);
}

export function getUser(): User | null {
  const raw = read(local(), USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export function getLoginEmail(): string | null {
  return read(perTab(), LOGIN_EMAIL_KEY);
}

export function setLoginEmail(email: string | null): void {
  write(perTab(), LOGIN_EMAIL_KEY, email);
}

/** Stores a signed-in session: the token, the user, and the user's login email for this tab. */
export function saveSession({ token, user }: Session): void {
  lastEnd = null;
  write(local(), TOKEN_KEY, token);
  write(local(), USER_KEY, JSON.stringify(user));
  if (user.loginEmail) setLoginEmail(user.loginEmail);
  changed();
}

/** Stores a token returned by any call (spec §7) without touching the user. */
export function saveToken(token: string): void {
  if (getToken() === token) return;
  write(local(), TOKEN_KEY, token);
  changed();
}

/**
 * Replaces the kept user (after currentUser() or a category change). The same user again (the fresh
 * read of every signed-in page load) changes nothing, so nothing that reads the session redraws: on
 * the home that was the whole screen, a second time, while its list loaded (issue 27).
 */
export function saveUser(user: User): void {
  const value = JSON.stringify(user);
  if (read(local(), USER_KEY) === value) return;
  write(local(), USER_KEY, value);
  changed();
}

/**
 * Ends the session on this device. The login email stays so the sign-in form can offer it. The
 * reason tells the route guard where to go: 'signedOut' → /, 'expired' → / with a redirect back.
 */
export function clearSession(reason: EndReason = 'expired'): void {
  lastEnd = reason;
  // After an expiry the same person signs in again and comes back to what was open: kept for that.
  if (reason === 'signedOut') for (const cleanup of signOutCleanups) cleanup();
  if (getToken() === null && read(local(), USER_KEY) === null) return;
  write(local(), TOKEN_KEY, null);
  write(local(), USER_KEY, null);
  changed();
}

/** Runs `cleanup` at every sign-out in this page (per-tab values the next person must not inherit). */
export function whenSignedOut(cleanup: () => void): void {
  signOutCleanups.add(cleanup);
}

/** How the last session in this page ended, or null when none ended since the last sign-in. */
export function endReason(): EndReason | null {
  return lastEnd;
}

/** Calls `listener` on every session change; returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever the session does (a `useSyncExternalStore` snapshot). */
export function sessionVersion(): number {
  return version;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) changed();
  });
}
