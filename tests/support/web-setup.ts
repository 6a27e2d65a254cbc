import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { preloadAccountRules } from '@/web/logic/account-schemas.ts';
import { preloadAppDialog } from '@/web/ui/app-dialog.tsx';
import { preloadSanitizer } from '@/web/ui/safe-html.tsx';

// Lazy route chunks load through the module graph: give findBy* room when the machine is busy. Set
// in full at each file's start: a worker keeps Testing Library's settings from one file to the next
// (vite.config.ts `isolate: false`), and several files hide what is hidden (`defaultHidden`).
configure({ asyncUtilTimeout: 5000, defaultHidden: false });

// The dialog's code, DOMPurify and the account forms' rules are lazy chunks in the app, fetched beside
// the screen or once it is drawn (ui/deferred.ts): have them in before any test renders, as they are
// in the app by the time they are used.
await Promise.all([preloadAppDialog(), preloadSanitizer(), preloadAccountRules()]);
// The form steps' schemas, with zod and the resolver (ui/lazy-resolver.ts `schemaModule`), fetched once
// a step is drawn: in the module graph before any test renders, so a step's first check does not wait
// for zod's first import on a busy machine (a step-wording test failed once under load without this).
await Promise.all([
  import('@/domain/personal/schema.ts'),
  import('@/domain/course/schema.ts'),
  import('@/domain/qualifications/schema.ts'),
  import('@/domain/other-details/schema.ts'),
  import('@hookform/resolvers/zod'),
]);

/** What jsdom lacks and Chakra/Ark (Zag) or our screens call. */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= ObserverStub as unknown as typeof IntersectionObserver;

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();
Element.prototype.scrollTo ??= vi.fn() as unknown as typeof Element.prototype.scrollTo;
// Ark's pointer handling asks for these on drag-style controls.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});

// The worker's document and address outlive each file (vite.config.ts `isolate: false`): the next file
// starts at / with an empty body and no meta tag this one added. Emotion's style elements stay, as its
// cache holds them and writes each rule once.
afterAll(() => {
  for (const element of [...document.head.children]) {
    if (!element.matches('style[data-emotion]')) element.remove();
  }
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});
