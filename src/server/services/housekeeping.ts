import { lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { emailCodes, passwordResets, sessions } from '../db/schema.ts';
import { deleteExpiredDrafts } from './step-drafts.ts';

/** Rows stay a day past their end, so the log and a support question can still find them. */
const GRACE_MS = 24 * 3_600_000;

/**
 * Deletes sessions, codes and reset links that ended more than a day ago, and drafts not kept again
 * for 30 days (they are already not restored then); returns how many.
 */
export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - GRACE_MS);
  const gone = await Promise.all([
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
      .returning({ key: sessions.tokenHash }),
    db.delete(emailCodes).where(lt(emailCodes.expiresAt, before)).returning({ key: emailCodes.id }),
    db
      .delete(passwordResets)
      .where(lt(passwordResets.expiresAt, before))
      .returning({ key: passwordResets.tokenHash }),
  ]);
  const drafts = await deleteExpiredDrafts(db, now);
  return gone.reduce((sum, rows) => sum + rows.length, drafts);
}

/**
 * VACUUM (ANALYZE) of the whole database. PostgreSQL's autovacuum does this by itself; embedded
 * PGlite has no background workers, so without it dead rows pile up, the planner has no statistics
 * (it then sorts a user's 5,000 applications instead of reading an index) and index-only scans
 * still visit the table.
 */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
