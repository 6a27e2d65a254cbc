import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_LINK_TTL_MINUTES } from '../../domain/constants.ts';
import type { Db } from '../db/connect.ts';
import { passwordResets } from '../db/schema.ts';
import { newToken, tokenHash } from './tokens.ts';

/** A reset link's token; only its hash is stored. */
export async function issueReset(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(passwordResets).values({
    tokenHash: tokenHash(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  return token;
}

function live(token: string, now: Date) {
  return and(
    eq(passwordResets.tokenHash, tokenHash(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
}

/** The user a still-valid token belongs to, without using it (checked before paying for a hash). */
export async function peekReset(db: Db, token: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(live(token, now));
  return row?.userId;
}

/** Uses the token up; undefined when it was invalid, expired or already used (also by a racing call). */
export async function consumeReset(db: Db, token: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(live(token, now))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Voids every open link of the user: after a reset, a password change or an email change. */
export async function voidResets(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
