import { randomInt } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_TRIES, CODE_TTL_MINUTES, RESEND_SECONDS } from '../../domain/constants.ts';
import type { Db } from '../db/connect.ts';
import { emailCodes } from '../db/schema.ts';
import { keyedHash, sameDigest } from './tokens.ts';

export type CodePurpose = 'register';

export interface CodeKey {
  email: string;
  purpose: CodePurpose;
}

/** Issued: the row (to withdraw if the mail fails) and the code (null for a notice). */
export type IssueOutcome = { id: number; code: string | null } | { waitSeconds: number };

const MINUTE = 60_000;

function codeHash(secret: Buffer, key: CodeKey, code: string): string {
  return keyedHash(secret, `${key.purpose}:${key.email}:${code}`);
}

/**
 * Replaces the live code for this email with a fresh one (or a notice, which no code matches),
 * unless one was sent less than RESEND_SECONDS ago. One upsert, so two racing sends cannot both pass.
 */
export async function issueCode(
  db: Db,
  secret: Buffer,
  key: CodeKey,
  options: { notice: boolean; now: Date },
): Promise<IssueOutcome> {
  const { now, notice } = options;
  const code = notice
    ? null
    : randomInt(0, 10 ** CODE_LENGTH)
        .toString()
        .padStart(CODE_LENGTH, '0');
  const fresh = {
    codeHash: code === null ? null : codeHash(secret, key, code),
    isNotice: notice,
    tries: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE),
    lastSentAt: now,
    usedAt: null,
  };
  const resendFrom = new Date(now.getTime() - RESEND_SECONDS * 1000);
  const [row] = await db
    .insert(emailCodes)
    .values({ ...key, ...fresh })
    .onConflictDoUpdate({
      target: [emailCodes.email, emailCodes.purpose],
      set: fresh,
      setWhere: lte(emailCodes.lastSentAt, resendFrom),
    })
    .returning({ id: emailCodes.id });
  if (row) return { id: row.id, code };
  const [live] = await db
    .select({ lastSentAt: emailCodes.lastSentAt })
    .from(emailCodes)
    .where(keyMatches(key));
  const elapsed = live ? now.getTime() - live.lastSentAt.getTime() : 0;
  return { waitSeconds: Math.max(1, Math.ceil(RESEND_SECONDS - elapsed / 1000)) };
}

/** The mail carrying a code failed: forget the code so the user may ask again at once. */
export async function withdrawCode(db: Db, id: number): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, id));
}

/**
 * Checks a code and, when right, uses it up. Every attempt counts first (atomically), so parallel
 * guesses cannot exceed CODE_MAX_TRIES; after that the code is dead even when later right.
 */
export async function consumeCode(
  db: Db,
  secret: Buffer,
  key: CodeKey,
  code: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(emailCodes)
    .set({ tries: sql`${emailCodes.tries} + 1` })
    .where(and(keyMatches(key), isNull(emailCodes.usedAt)))
    .returning();
  if (!row?.codeHash || row.tries > CODE_MAX_TRIES || row.expiresAt <= now) return false;
  if (!sameDigest(row.codeHash, codeHash(secret, key, code))) return false;
  const [used] = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return Boolean(used);
}

function keyMatches(key: CodeKey) {
  return and(eq(emailCodes.email, key.email), eq(emailCodes.purpose, key.purpose));
}
