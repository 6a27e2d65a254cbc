import type { RouteObject } from 'react-router-dom';
import { LAZY_SCRIPT_TIMEOUT_MS } from '@/domain/constants.ts';
import { nextTask } from './next-task.ts';

/** A screen's code did not arrive within the spec's 120 seconds (§9). */
export class LazyLoadTimeout extends Error {
  constructor() {
    super(`A screen's code did not arrive within ${LAZY_SCRIPT_TIMEOUT_MS / 1000} seconds.`);
    this.name = 'LazyLoadTimeout';
  }
}

/** The load, or a LazyLoadTimeout once the time-out has passed without it. */
export function withinTimeout<T>(load: () => Promise<T>, ms = LAZY_SCRIPT_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LazyLoadTimeout()), ms);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Every route's lazy code loaded within the time-out (spec §9: "A lazily loaded script time-out is
 * 120 seconds"); past it the route fails into the error boundary, which says so and offers a retry
 * instead of a blank screen on a slow or dropped connection.
 */
export function withLazyTimeouts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    // In a task after the one that asked (next-task.ts): a page's chunks are hinted with it, so
    // already fetched they would be evaluated in the task that asked, the entry's start-up on a load.
    const timed =
      typeof lazy === 'function' ? { lazy: () => withinTimeout(() => nextTask().then(lazy)) } : {};
    const children = route.children ? { children: withLazyTimeouts(route.children) } : {};
    return { ...route, ...timed, ...children } as RouteObject;
  });
}
