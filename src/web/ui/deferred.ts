import { useSyncExternalStore } from 'react';

/**
 * When a deferred module's chunk is fetched: 'now', as soon as `deferred` is called (when the module
 * that declares it is evaluated, beside the screen's render rather than before it); 'onUse', when
 * `use()` is first drawn (or `get()`/`preload()` first called), for code that only a part of the
 * screen not shown at load needs (the home's Support Online tab: issue 27).
 */
export type DeferredStart = 'now' | 'onUse';

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
  if (start === 'now') preload().catch(() => {});
  return {
    preload,
    get: (): Promise<T> => preload().then(() => value as T),
    use: (): T | null => useSyncExternalStore(subscribe, current, current),
  };
}
