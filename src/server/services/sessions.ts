import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Role } from '../../domain/user.ts';
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
export const TOUCH_EVERY_MS = 60_000;

/**
 * How stale a session's last-seen time may get: a minute, or a sixtieth of the idle time when that
 * is shorter, so idle expiry is measured from the last use at any setting (a 1-minute idle time
 * touched once a minute ended a session used every 20 s: issue 24).
 */
export const touchEveryMs = (policy: SessionPolicy) =>
  Math.min(TOUCH_EVERY_MS, Math.ceil(policy.idleMs / 60));

/**
 * The channel on which the database announces a change to a user's sessions or account: the
 * payload is the user id (triggers of migration 0012 on `sessions` and `users`), or `sync:<nonce>`
 * (SessionCache.settle). Notices are delivered after commit, in commit order, to every listener.
 * With REDIS_URL (PostgreSQL) the same payloads go over Redis pub/sub instead, on
 * `portal_sessions:<namespace>`, published by the servers (services/redis-sessions.ts).
 */
export const SESSION_CHANNEL = 'portal_sessions';

/** How long a resolved session answers from memory before the database is asked again. */
export const SESSION_CACHE_MS = 5_000;
/** At most this many sessions are kept; past it the oldest go first. */
const SESSION_CACHE_MAX = 20_000;

interface CachedSession {
  user: UserRow;
  /** The portal it was signed in on (null: not bound). */
  portal: Role | null;
  /** last_seen_at as read (or as written by the touch), ms. */
  lastSeenAt: number;
  expiresAt: number;
  /** performance.now() when stored: the entry lives SESSION_CACHE_MS of real time. */
  storedAt: number;
}

/**
 * Resolved sessions held in the process for a few seconds (issue 12), so a signed-in request costs
 * no query. An entry is served only while the session is certainly live: not past its end, and
 * last seen less than touchEveryMs ago (so idle expiry and the last-seen touch stay the
 * database's). Revocation and account changes reach every instance through SESSION_CHANNEL (or its
 * Redis twin); the cache is used only while its listener is connected (`live`), and dropped whole
 * when it is not.
 * A read that started before an invalidation is not stored (`generation`).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly byUser = new Map<number, Set<string>>();
  private generation = 0;
  private live = false;
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly ttlMs = SESSION_CACHE_MS) {}

  /** Whether entries may be stored and served (the change listener is connected). */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** A live entry for the token hash at `now` (the server clock, ms), or undefined. */
  get(hash: string, now: number, policy: SessionPolicy): CachedSession | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    const idleFor = now - entry.lastSeenAt;
    const fresh =
      performance.now() - entry.storedAt < this.ttlMs &&
      idleFor >= 0 &&
      idleFor < touchEveryMs(policy) &&
      now < entry.expiresAt;
    return fresh ? entry : undefined;
  }

  /** Taken before a database read; `put` stores its result only if nothing changed meanwhile. */
  begin(): number {
    return this.generation;
  }

  put(hash: string, entry: Omit<CachedSession, 'storedAt'>, generation: number): void {
    if (!this.live || generation !== this.generation) return;
    if (this.entries.size >= SESSION_CACHE_MAX) this.evictOldest();
    this.entries.set(hash, { ...entry, storedAt: performance.now() });
    const hashes = this.byUser.get(entry.user.id) ?? new Set<string>();
    hashes.add(hash);
    this.byUser.set(entry.user.id, hashes);
  }

  /** The user's sessions or account changed: forget every entry of theirs. */
  forgetUser(userId: number): void {
    this.generation += 1;
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  /**
   * A notice of SESSION_CHANNEL arrived: a user id, a `sync:` marker (answered with `ack` by the
   * listener) or an `ack:` of one this instance is waiting for.
   */
  noticed(payload: string | undefined, ack?: (payload: string) => void): void {
    if (payload?.startsWith('sync:')) {
      ack?.(`ack:${payload.slice('sync:'.length)}`);
      return;
    }
    if (payload?.startsWith('ack:')) {
      this.waiting.get(payload.slice('ack:'.length))?.();
      return;
    }
    const userId = Number(payload);
    if (Number.isSafeInteger(userId)) this.forgetUser(userId);
    else this.clear();
  }

  /**
   * Resolves once every listening instance (`listeners()` of them) has acknowledged a marker sent
   * now: notices arrive in commit order, so each has then applied every change committed before
   * it. Past `timeoutMs`, or if the marker cannot be sent, this cache is dropped whole instead.
   */
  async settle(
    notify: (payload: string) => Promise<unknown>,
    listeners: () => Promise<number> = async () => 1,
    timeoutMs = 2_000,
  ): Promise<void> {
    if (!this.live) return;
    const nonce = `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    let timer: NodeJS.Timeout | undefined;
    let expected = Number.POSITIVE_INFINITY;
    let acks = 0;
    let done = () => {};
    const arrived = new Promise<void>((resolve) => {
      done = resolve;
      this.waiting.set(nonce, () => {
        acks += 1;
        if (acks >= expected) resolve();
      });
      timer = setTimeout(() => {
        this.clear();
        resolve();
      }, timeoutMs);
    });
    try {
      expected = Math.max(1, await listeners());
      if (acks >= expected) done();
      await notify(`sync:${nonce}`);
      await arrived;
    } catch {
      this.clear(); // the marker could not be sent: hold nothing that might be stale
    } finally {
      clearTimeout(timer);
      this.waiting.delete(nonce);
    }
  }

  private evictOldest(): void {
    const drop = Math.ceil(SESSION_CACHE_MAX / 10);
    let dropped = 0;
    for (const [hash, entry] of this.entries) {
      if (dropped++ >= drop) break;
      this.entries.delete(hash);
      this.byUser.get(entry.user.id)?.delete(hash);
    }
  }
}

/** A new session; `portal` binds it to the host mode it was signed in on (tools leave it unbound). */
export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  policy: SessionPolicy,
  portal: Role | null = null,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: tokenHash(token),
    userId,
    portal,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
  });
  return token;
}

/**
 * The live session of a token, used on the portal `portal` (the request's host mode): a session
 * signed in on another portal answers as unknown there, like a missing one (a staff token on the
 * applicant host: issue 24).
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  policy: SessionPolicy,
  cache?: SessionCache,
  portal?: Role,
): Promise<ActiveSession | SessionFailure> {
  const hash = tokenHash(token);
  const elsewhere = (bound: Role | null) => Boolean(portal && bound && bound !== portal);
  const hit = cache?.get(hash, now.getTime(), policy);
  if (hit) return elsewhere(hit.portal) ? 'unknown' : { tokenHash: hash, user: hit.user };
  const generation = cache?.begin() ?? 0;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash));
  if (!row || elsewhere(row.session.portal as Role | null)) return 'unknown';
  const { session, user } = row;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (session.revokedAt || session.expiresAt <= now || idleFor >= policy.idleMs) return 'ended';
  let lastSeenAt = session.lastSeenAt.getTime();
  if (idleFor >= touchEveryMs(policy)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, hash));
    lastSeenAt = now.getTime();
  }
  const bound = session.portal as Role | null;
  cache?.put(hash, { user, portal: bound, lastSeenAt, expiresAt: session.expiresAt.getTime() }, generation);
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
