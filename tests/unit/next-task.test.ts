import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { withLazyTimeouts } from '@/web/app/lazy-timeout.ts';
import { nextTask } from '@/web/app/next-task.ts';

/**
 * A route's code evaluated in a task after the one that entered the route (issue 27: the staff
 * container's code was evaluated in the entry's start-up task, one long task on a phone). A task
 * boundary here: every microtask queued before it has run, and so has a task queued before it.
 */

/** A long chain of microtasks: what one task finishes before the next one starts. */
async function microtasks(count = 1000) {
  for (let index = 0; index < count; index += 1) await Promise.resolve();
}

describe('nextTask', () => {
  it('resolves only after the current task, its microtasks included, has run to the end', async () => {
    const done = vi.fn();
    void nextTask().then(done);
    await microtasks();
    expect(done).not.toHaveBeenCalled();
    await nextTask();
    expect(done).toHaveBeenCalled();
  });

  it('resolves after a task queued before it', async () => {
    const order: string[] = [];
    const first = nextTask().then(() => order.push('queued first'));
    await nextTask().then(() => order.push('then this'));
    await first;
    expect(order).toEqual(['queued first', 'then this']);
  });
});

describe('a route’s lazy code (lazy-timeout.ts)', () => {
  it('is asked for in a task after the one that entered the route, and still arrives', async () => {
    const lazy = vi.fn(async () => ({ handle: 'screen' }));
    const [route] = withLazyTimeouts([{ path: '/', lazy }]) as [RouteObject];
    const loaded = (route.lazy as () => Promise<unknown>)();
    await microtasks();
    expect(lazy).not.toHaveBeenCalled();
    await expect(loaded).resolves.toEqual({ handle: 'screen' });
    expect(lazy).toHaveBeenCalledTimes(1);
  });
});
