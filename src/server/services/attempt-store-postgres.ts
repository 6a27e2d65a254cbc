import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rateLimitWindows } from '../db/schema.ts';
import type { AttemptStore, AttemptWindow } from './attempt-store.ts';

/**
 * Rate-limit windows in the `rate_limit_windows` table (migration 0013): every instance on the
 * database counts in the same rows. A hit is one upsert for all of an action's keys; the window
 * restarts when the stored one has ended. Times are the server's clock, passed as parameters.
 */
export class PostgresAttemptStore implements AttemptStore {
  readonly kind = 'postgres';
  /** When ended windows were last deleted (server clock, ms): at most once per window length. */
  private sweptAt: number;

  constructor(
    private readonly db: Db,
    now: number,
    private readonly onSweepError: (error: unknown) => void = () => {},
  ) {
    this.sweptAt = now;
  }

  async peek(keys: string[], now: number): Promise<(AttemptWindow | undefined)[]> {
    const rows = await this.db
      .select()
      .from(rateLimitWindows)
      .where(and(inArray(rateLimitWindows.key, keys), gt(rateLimitWindows.endsAt, new Date(now))));
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return keys.map((key) => {
      const row = byKey.get(key);
      return row ? { count: row.count, endsAt: row.endsAt.getTime() } : undefined;
    });
  }

  async hit(keys: string[], now: number, windowMs: number): Promise<AttemptWindow[]> {
    const at = new Date(now).toISOString();
    const t = rateLimitWindows;
    const ended = sql`${t.endsAt} <= ${at}::timestamptz`;
    // Sorted: two instances upserting the same keys lock them in one order (no deadlock).
    const rows = await this.db
      .insert(t)
      .values([...keys].sort().map((key) => ({ key, count: 1, endsAt: new Date(now + windowMs) })))
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
          endsAt: sql`case when ${ended} then excluded.ends_at else ${t.endsAt} end`,
        },
      })
      .returning({ key: t.key, count: t.count, endsAt: t.endsAt });
    if (now - this.sweptAt >= windowMs) this.sweep(now);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return keys.map((key) => {
      const row = byKey.get(key);
      return { count: row?.count ?? 1, endsAt: row?.endsAt.getTime() ?? now + windowMs };
    });
  }

  async refund(keys: string[], now: number): Promise<void> {
    const t = rateLimitWindows;
    await this.db
      .update(t)
      .set({ count: sql`greatest(${t.count} - 1, 0)` })
      .where(and(inArray(t.key, [...keys].sort()), gt(t.endsAt, new Date(now))));
  }

  async close(): Promise<void> {}

  /** Deletes ended windows in the background (an attacker's many addresses cannot grow the table forever). */
  private sweep(now: number): void {
    this.sweptAt = now;
    void this.db
      .delete(rateLimitWindows)
      .where(lte(rateLimitWindows.endsAt, new Date(now)))
      .catch(this.onSweepError);
  }
}
