import { describe, expect, it, vi } from 'vitest';
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
