import { type SharedReads, sharedReads } from '../../src/server/services/shared-reads.ts';

/**
 * The reads concurrent submits share (issue 12; docs/operations.md: a submit may be checked against a
 * catalogue up to a second old). Time is performance.now(), held still here and moved by hand; each
 * read is a promise this test settles itself, so nothing depends on the machine's speed.
 */
const KEEP_MS = 1_000;

/** A read this test settles by hand, and how many times it was started. */
function reads() {
  const settlers: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const work = () =>
    new Promise<string>((resolve, reject) => {
      settlers.push({ resolve, reject });
    });
  const nth = (index: number) => {
    const settler = settlers[index];
    if (!settler) throw new Error(`read ${index} was never started`);
    return settler;
  };
  return { work, nth, started: () => settlers.length };
}

describe('a read shared by the callers that need the same one', () => {
  let now = 0;
  let shared: SharedReads<string>;
  beforeEach(() => {
    now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    shared = sharedReads<string>(KEEP_MS);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is read once for the callers of one key while it runs, however long it takes; another key reads its own', async () => {
    const { work, nth, started } = reads();
    const first = shared.read('catalogue', work);
    now = 10 * KEEP_MS;
    const second = shared.read('catalogue', work);
    expect(second).toBe(first);
    expect(started()).toBe(1);
    const other = shared.read('lists', work);
    expect(started()).toBe(2);
    nth(0).resolve('catalogue of today');
    nth(1).resolve('lists');
    expect(await second).toBe('catalogue of today');
    expect(await other).toBe('lists');
  });

  it('is served for KEEP_MS after it completed (not after it started), then read afresh', async () => {
    const { work, nth, started } = reads();
    const first = shared.read('catalogue', work);
    now = 300; // a slow read: its age counts from here
    nth(0).resolve('old');
    await first;
    now = 300 + KEEP_MS - 1;
    const served = shared.read('catalogue', work);
    expect(started()).toBe(1);
    expect(await served).toBe('old');
    now = 300 + KEEP_MS;
    const fresh = shared.read('catalogue', work);
    expect(started()).toBe(2);
    nth(1).resolve('new');
    expect(await fresh).toBe('new');
  });

  it('that failed is not kept: the callers waiting for it get the failure, the next caller reads again', async () => {
    const { work, nth, started } = reads();
    const first = shared.read('catalogue', work);
    const waiting = shared.read('catalogue', work);
    nth(0).reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(waiting).rejects.toThrow('connection lost');
    // The same instant: a failure is not served for KEEP_MS as a result would be.
    const again = shared.read('catalogue', work);
    expect(started()).toBe(2);
    nth(1).resolve('catalogue');
    expect(await again).toBe('catalogue');
  });

  describe('among many keys (the keys carry the date, so a long-running server keeps meeting new ones)', () => {
    /** Reads `count` keys one after another, each completed at once and past its time KEEP_MS later. */
    async function readOverTime(count: number, prefix: string) {
      for (let n = 0; n < count; n += 1) {
        await shared.read(`${prefix}${n}`, async () => `value ${n}`);
        now += KEEP_MS;
      }
    }

    it('keeps no more than about a hundred once those are past their time, after a surge of many at once too', async () => {
      // A deadline surge: more than a hundred keys in the same instant, none past its time yet.
      await Promise.all(
        Array.from({ length: 150 }, (_, n) => shared.read(`surge ${n}`, async () => `value ${n}`)),
      );
      expect(shared.size).toBe(150);
      now += KEEP_MS;
      await readOverTime(1_000, 'day ');
      expect(shared.size).toBeGreaterThan(0);
      expect(shared.size).toBeLessThanOrEqual(101);
    });

    it('still shares a read that runs and one completed less than KEEP_MS ago when the old ones are dropped', async () => {
      const { work, nth, started } = reads();
      await readOverTime(98, 'old ');
      const running = shared.read('running', work);
      const done = shared.read('done', work);
      nth(1).resolve('done');
      await done;
      now += KEEP_MS - 1;
      // The 101st key drops those past their time.
      await shared.read('new', async () => 'new');
      expect(shared.size).toBeLessThan(100);
      expect(shared.read('running', work)).toBe(running);
      const served = shared.read('done', work);
      expect(started()).toBe(2);
      expect(await served).toBe('done');
      nth(0).resolve('running');
      expect(await running).toBe('running');
    });
  });
});
