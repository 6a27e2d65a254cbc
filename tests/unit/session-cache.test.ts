import { SessionCache, TOUCH_EVERY_MS } from '../../src/server/services/sessions.ts';
import type { UserRow } from '../../src/server/services/users.ts';

const policy = { idleMs: 120 * 60_000, absoluteMs: 12 * 3_600_000 };
const user = (id: number) => ({ id }) as UserRow;
const T0 = 1_800_000_000_000;
const entry = (id: number, lastSeenAt = T0) => ({
  user: user(id),
  portal: null,
  lastSeenAt,
  expiresAt: T0 + 3_600_000,
});

describe('SessionCache', () => {
  it('serves nothing until its listener is live, and forgets everything when it drops', () => {
    const cache = new SessionCache();
    cache.put('a', entry(1), cache.begin());
    expect(cache.get('a', T0, policy)).toBeUndefined();
    cache.setLive(true);
    cache.put('a', entry(1), cache.begin());
    expect(cache.get('a', T0, policy)?.user.id).toBe(1);
    cache.setLive(false);
    cache.setLive(true);
    expect(cache.get('a', T0, policy)).toBeUndefined();
  });

  it('serves a session only while it is certainly live: before its end and the touch interval', () => {
    const cache = new SessionCache();
    cache.setLive(true);
    cache.put('a', entry(1), cache.begin());
    expect(cache.get('a', T0 + TOUCH_EVERY_MS - 1, policy)).toBeDefined();
    expect(cache.get('a', T0 + TOUCH_EVERY_MS, policy)).toBeUndefined(); // the database touches it
    expect(cache.get('a', T0 - 1, policy)).toBeUndefined(); // a clock moved back
    expect(cache.get('a', T0 + 1, { ...policy, idleMs: 1 })).toBeUndefined();
    cache.put('b', { ...entry(2), expiresAt: T0 + 10 }, cache.begin());
    expect(cache.get('b', T0 + 10, policy)).toBeUndefined();
  });

  it('lives a few seconds of real time at most', async () => {
    const cache = new SessionCache(20);
    cache.setLive(true);
    cache.put('a', entry(1), cache.begin());
    expect(cache.get('a', T0, policy)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.get('a', T0, policy)).toBeUndefined();
  });

  it("forgets a user's sessions on a notice, and keeps no read that began before it", () => {
    const cache = new SessionCache();
    cache.setLive(true);
    cache.put('a', entry(1), cache.begin());
    cache.put('b', entry(2), cache.begin());
    const reading = cache.begin();
    cache.noticed('1');
    expect(cache.get('a', T0, policy)).toBeUndefined();
    expect(cache.get('b', T0, policy)).toBeDefined();
    cache.put('a', entry(1), reading); // read before the revocation: not stored
    expect(cache.get('a', T0, policy)).toBeUndefined();
    cache.noticed('not a user id');
    expect(cache.size).toBe(0);
  });

  it('settles when its marker comes back, and drops everything if it never does', async () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const ack = (payload: string) => cache.noticed(payload);
    // Two instances listen: both acknowledge.
    await cache.settle(
      async (marker) =>
        setTimeout(() => {
          cache.noticed(marker, ack);
          cache.noticed(marker, ack);
        }, 1),
      async () => 2,
    );
    cache.put('a', entry(1), cache.begin());
    // One of two never answers: the cache is dropped after the timeout.
    await cache.settle(
      async (marker) => cache.noticed(marker, ack),
      async () => 2,
      10,
    );
    expect(cache.size).toBe(0);
  });
});
