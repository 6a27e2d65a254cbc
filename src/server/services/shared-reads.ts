/** Reads shared by key among concurrent callers of one process (services/submission.ts). */
export interface SharedReads<T> {
  /** The read under `key`: the one running, the one completed less than `keepMs` ago, or `work()`. */
  read(key: string, work: () => Promise<T>): Promise<T>;
  /** How many keys are held; once past 100, those past their time are dropped as new ones come. */
  readonly size: number;
}

/**
 * Shares one read among the callers that need the same one: callers with the same key get the
 * read already running, or the one completed less than `keepMs` ago (a failed read is not kept).
 * Under a deadline surge hundreds of submits need the same catalogue and lists at once (issue 12);
 * each reading them itself costs seven queries and ~30 KB of rows per submit. What a caller gets is
 * at most `keepMs` older than a read of its own. Time is `performance.now()`: real time, not the
 * server's clock.
 */
export function sharedReads<T>(keepMs: number): SharedReads<T> {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  return {
    get size() {
      return entries.size;
    },
    read(key, work) {
      const at = performance.now();
      const current = entries.get(key);
      if (current && current.until > at) return current.value;
      const entry = { value: work(), until: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      entry.value.then(
        () => {
          entry.until = performance.now() + keepMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      // Keys past their time are dropped as new ones come: the keys carry the date (and the chosen
      // offerings), so a process that runs for months would otherwise keep every day's.
      if (entries.size > 100) for (const [old, { until }] of entries) if (until <= at) entries.delete(old);
      return entry.value;
    },
  };
}
