import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/web/ui/deferred.ts';

// What a deferred module costs the load that declares it (issue 27): 'now' fetches its chunk at
// once, beside the screen; 'onUse' not until it is asked for (the home's Support Online dialog).
describe('a deferred module', () => {
  it("is fetched as soon as it is declared ('now', the default)", async () => {
    const load = vi.fn(async () => 'code');
    const module = deferred(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await module.get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is not fetched until it is asked for ('onUse'), then once", async () => {
    const load = vi.fn(async () => 'code');
    const module = deferred(load, 'onUse');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(await module.get()).toBe('code');
    await module.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/**
 * Issue 27: code a screen needs soon but not to draw (the account forms' rules) is fetched once the
 * page has loaded and the browser is idle, so it never delays the screen a person waits for; asked
 * for sooner (a submit), it is fetched at once.
 */
function fakePage(options: { idleCallback: boolean }) {
  const onLoad: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const page = {
    readyState: 'loading',
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
    setTimeout: (run: () => void) => timers.push(run),
    ...(options.idleCallback ? { requestIdleCallback: (run: () => void) => idle.push(run) } : {}),
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', page);
  return {
    load: () => {
      page.readyState = 'complete';
      for (const listener of onLoad.splice(0)) listener();
    },
    idle: () => {
      for (const run of idle.splice(0)) run();
      for (const run of timers.splice(0)) run();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a deferred module fetched when the page is idle (issue 27)', () => {
  it('is not fetched while the page loads, nor at its load event, but at the next idle moment', async () => {
    const page = fakePage({ idleCallback: true });
    const load = vi.fn(async () => 'rules');
    const rules = deferred(load, 'idle');
    expect(load).not.toHaveBeenCalled();
    page.idle(); // an idle moment while the page's code is still arriving
    expect(load).not.toHaveBeenCalled();
    page.load();
    expect(load).not.toHaveBeenCalled();
    page.idle();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(rules.get()).resolves.toBe('rules');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched at once when asked for first (a submit before the page is idle), and only once', async () => {
    const page = fakePage({ idleCallback: true });
    const load = vi.fn(async () => 'rules');
    const rules = deferred(load, 'idle');
    await expect(rules.get()).resolves.toBe('rules');
    expect(load).toHaveBeenCalledTimes(1);
    page.load();
    page.idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a page that has already loaded, and in a browser without idle callbacks, waits for the next task', () => {
    const page = fakePage({ idleCallback: false });
    page.load();
    const load = vi.fn(async () => 'rules');
    deferred(load, 'idle');
    expect(load).not.toHaveBeenCalled();
    page.idle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
