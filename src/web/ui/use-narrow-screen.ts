import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48em, 768 px): a phone, where the compact layouts apply. */
const NARROW = '(max-width: 47.99em)';

const query = () => (typeof window === 'undefined' ? null : window.matchMedia?.(NARROW));

function subscribe(changed: () => void) {
  const list = query();
  list?.addEventListener?.('change', changed);
  return () => list?.removeEventListener?.('change', changed);
}

/** Whether the page is phone-narrow now; follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(query()?.matches),
    () => false,
  );
}
