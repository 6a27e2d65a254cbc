import type { AttemptStore } from './attempt-store.ts';

/** One limiter's key and the attempts it allows per window. */
export interface AttemptLimit {
  key: string;
  max: number;
}

/**
 * Attempts counted per key in a fixed window that starts with the key's first counted attempt. The
 * counts live in an AttemptStore shared by every instance (issue 12): Redis when REDIS_URL is set,
 * else a PostgreSQL table when the engine is PostgreSQL, else this process's memory (PGlite: one
 * instance). The clock is the server's (tests move it) for the memory and PostgreSQL stores; Redis
 * keeps each window as a key's TTL. docs/operations.md "Several instances".
 */
export class AttemptWindows {
  constructor(
    private readonly store: AttemptStore,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Takes back the attempt `attempt` counted against every key (it turned out not to be a failure). */
  async refund(limits: AttemptLimit[]): Promise<void> {
    if (limits.length > 0) await this.store.refund(unique(limits), this.now());
  }

  /**
   * Counts one attempt against every key and answers, in the same step, whether it was allowed:
   * the seconds to wait when a key is past its `max` with it, else 0. Counting first makes it
   * exact across instances (two racing attempts cannot both take the last one); an attempt
   * refused this way is counted too, which changes nothing (the window's end is fixed).
   */
  async attempt(limits: AttemptLimit[]): Promise<number> {
    if (limits.length === 0) return 0;
    const now = this.now();
    const keys = unique(limits);
    const windows = await this.store.hit(keys, now, this.windowMs);
    const byKey = new Map(keys.map((key, i) => [key, windows[i]]));
    return Math.max(
      0,
      ...limits.map((limit) => {
        const window = byKey.get(limit.key);
        return window && window.count > limit.max ? secondsUntil(window.endsAt, now) : 0;
      }),
    );
  }
}

const secondsUntil = (endsAt: number, now: number) => Math.max(1, Math.ceil((endsAt - now) / 1000));

const unique = (limits: AttemptLimit[]) => [...new Set(limits.map((limit) => limit.key))];
