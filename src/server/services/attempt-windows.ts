/** Keys kept at most before expired windows are swept (an attacker's many addresses cannot grow it forever). */
const SWEEP_AT = 50_000;

/**
 * Attempts counted per key in a fixed window that starts with the key's first counted attempt. The
 * clock is the server's (tests move it). In-process: each instance counts on its own
 * (docs/operations.md).
 */
export class AttemptWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Seconds until `key` may try again once it has used `max` attempts; 0: it may now. */
  retryAfter(key: string, max: number): number {
    const window = this.live(key);
    return window && window.count >= max ? Math.max(1, Math.ceil((window.endsAt - this.now()) / 1000)) : 0;
  }

  count(key: string): void {
    const window = this.live(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, endsAt: this.now() + this.windowMs });
    if (this.windows.size > SWEEP_AT) this.sweep();
  }

  private live(key: string) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
