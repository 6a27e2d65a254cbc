import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sessions, users } from '../db/schema.ts';
import { newToken, tokenHash } from './tokens.ts';
import type { UserRow } from './users.ts';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface ActiveSession {
  tokenHash: string;
  user: UserRow;
}

/** Why a token did not resolve: unknown (never issued, or malformed) or ended (expired, revoked). */
export type SessionFailure = 'unknown' | 'ended';

/** last_seen_at is written at most this often, so most authenticated reads cost no write. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  policy: SessionPolicy,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: tokenHash(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
  });
  return token;
}

export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<ActiveSession | SessionFailure> {
  const hash = tokenHash(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash));
  if (!row) return 'unknown';
  const { session, user } = row;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (session.revokedAt || session.expiresAt <= now || idleFor >= policy.idleMs) return 'ended';
  if (idleFor >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, hash));
  }
  return { tokenHash: hash, user };
}

export async function revokeSession(db: Db, hash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)));
}

/** Ends every session of the user except `keepHash` (all of them when it is omitted). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepHash?: string,
): Promise<void> {
  const others = keepHash ? ne(sessions.tokenHash, keepHash) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}
