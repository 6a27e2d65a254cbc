import type { ComponentType, ReactNode } from 'react';
import { type DeferredStart, deferred } from './deferred.ts';

/**
 * A component whose code is a chunk of its own (deferred.ts), for a part a screen does not draw at
 * load (a dialog, a tab not open): until the chunk is in it draws `fallback` (nothing by default),
 * then the component. `preload()` resolves once it is in (tests await it in their setup). Call it
 * once, at the top level of a module, as `lazy()`.
 */
export function deferredView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { start = 'now', fallback = null }: { start?: DeferredStart; fallback?: ReactNode } = {},
) {
  const view = deferred(load, start);
  // biome-ignore lint/correctness/noComponentHookFactories: made once, at the top level of the module that declares it.
  function DeferredView(props: P) {
    const View = view.use();
    return View ? <View {...props} /> : fallback;
  }
  return Object.assign(DeferredView, { preload: view.preload });
}
