import { useSyncExternalStore } from 'react';

/**
 * When a deferred module's chunk is fetched: 'now', as soon as `deferred` is called (when the module
 * that declares it is evaluated, beside the screen's render rather than before it); 'idle', once the
 * page has loaded and the browser is next idle, so that it never competes with the code and data a
 * screen needs to draw (issue 27: the account forms' rules fetched beside the sign-in form put its
 * first paint ~0.2 s later on a phone's network); 'onUse', when `use()` is first drawn, for code
 * that only a part of the screen not shown at load needs (the home's Support Online tab: issue 27).
 * Asking for the value (`get`, `preload`, a drawn `use`) starts it at once in every case.
 */
export type DeferredStart = 'now' | 'idle' | 'onUse';

/** Runs `start` once the page's load event has passed and the browser has an idle moment. */
function whenIdle(start: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(start, { timeout: 2_000 });
    else window.setTimeout(start, 0); // Safari: no idle callback; after the load event is enough
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * A module a screen needs soon but not to draw (issue 12, first load): its chunk is fetched as
 * `start` says; `use()` gives the loaded value, or null until it is in, and redraws when it
 * arrives. `preload()` resolves once it is in (tests await it in their setup); `get()` with the
 * value, for code outside React (a form's resolver: lazy-resolver.ts).
 */
export function deferred<T>(load: () => Promise<T>, start: DeferredStart = 'now') {
  let value: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again when the value is next asked for.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (value === null) preload().catch(() => {});
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => value;
  const begin = () => {
    preload().catch(() => {});
  };
  if (start === 'idle' && typeof window !== 'undefined') whenIdle(begin);
  else if (start !== 'onUse') begin();
  return {
    preload,
    get: (): Promise<T> => preload().then(() => value as T),
    use: (): T | null => useSyncExternalStore(subscribe, current, current),
  };
}
