import { type ReactNode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Mounts the app at transition priority, which React's scheduler renders in ~5 ms slices, so a phone's
 * main thread is free between them (issue 27: the first render was one ~100 ms task at default
 * priority). index.html's static shell stays on screen until the app is committed in its place.
 */
export function mountApp(container: Element, app: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
