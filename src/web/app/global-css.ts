import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';

/**
 * The CSS that Chakra's provider would inject on every page load: the cascade layers' order, the
 * reset, the global styles and every token's variable (`system._global`, ~37 KB), written out once
 * when index.html is made (vite.config.ts, `static-global-css`) instead of by the phone on every load
 * (issue 27: making it was ~40% of `createSystem`, the largest part of the entry's start-up task, and
 * injecting it ran stylis in the first render). Emotion's own serializer and stylis write it, as its
 * `Global` does, so it is the same CSS (tests/web/global-css.test.tsx).
 */
export function globalCssText(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  const rules: string[] = [];
  const collect = { insert: (rule: string) => rules.push(rule) } as unknown as typeof cache.sheet;
  for (const styles of [system.layers.atRule, system._global]) {
    // Emotion's server build returns the rules; its browser build hands them to the sheet.
    const written = cache.insert('', serializeStyles([styles]), collect, false);
    if (typeof written === 'string') rules.push(written);
  }
  return rules.join('');
}

/**
 * The system as the provider gets it: without `_global`, which index.html already holds. The build
 * makes `_global` only when read (vite.config.ts), so the phone never makes it at all.
 */
export function withoutGlobalCss<T extends SystemContext>(system: T): T {
  return Object.create(system, { _global: { value: [], enumerable: true } }) as T;
}
