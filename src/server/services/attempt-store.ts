/** A key's live window: attempts counted in it, and when it ends (ms since the epoch). */
export interface AttemptWindow {
  count: number;
  endsAt: number;
}

/**
 * Where rate-limit windows are counted (services/attempt-windows.ts). `now` is the server's clock
 * (ms); a window is live while `now < endsAt`.
 */
export interface AttemptStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** The live window of each key (same order), undefined where none is. Counts nothing. */
  peek(keys: string[], now: number): Promise<(AttemptWindow | undefined)[]>;
  /**
   * Counts one attempt against each key (distinct keys), opening a window of `windowMs` from `now`
   * where none is live; each key's window after counting, same order.
   */
  hit(keys: string[], now: number, windowMs: number): Promise<AttemptWindow[]>;
  /** Takes back one attempt counted against each key's live window (a right password, counted first). */
  refund(keys: string[], now: number): Promise<void>;
  close(): Promise<void>;
}

/** Keys kept at most before expired windows are swept (an attacker's many addresses cannot grow it forever). */
const SWEEP_AT = 50_000;

/** In this process: one instance (PGlite), and the fallback while Redis is unreachable. */
export class MemoryAttemptStore implements AttemptStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, AttemptWindow>();

  async peek(keys: string[], now: number) {
    return this.peekNow(keys, now);
  }

  async hit(keys: string[], now: number, windowMs: number) {
    return this.hitNow(keys, now, windowMs);
  }

  async refund(keys: string[], now: number) {
    this.refundNow(keys, now);
  }

  refundNow(keys: string[], now: number): void {
    for (const key of keys) {
      const window = this.stored(key, now);
      if (window && window.count > 0) window.count -= 1;
    }
  }

  /** `hit` without the promise (the Redis store's fallback answers from it). */
  hitNow(keys: string[], now: number, windowMs: number): AttemptWindow[] {
    const counted = keys.map((key) => {
      const window = this.stored(key, now);
      if (window) {
        window.count += 1;
        return { ...window };
      }
      const opened = { count: 1, endsAt: now + windowMs };
      this.windows.set(key, opened);
      return { ...opened };
    });
    if (this.windows.size > SWEEP_AT) this.sweep(now);
    return counted;
  }

  peekNow(keys: string[], now: number): (AttemptWindow | undefined)[] {
    return keys.map((key) => {
      const window = this.stored(key, now);
      return window ? { ...window } : undefined;
    });
  }

  async close() {
    this.windows.clear();
  }

  /** The stored (mutable) live window of `key`; an ended one is dropped. */
  private stored(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
