import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { withoutGlobalCss } from './global-css.ts';
import { NoticeOutlet } from './notice-outlet.tsx';
import { system } from './system.ts';

/** index.html holds the global CSS (global-css.ts): the provider injects none of it again. */
const pageSystem = withoutGlobalCss(system);

/**
 * Chakra (our trimmed system, its global CSS already in index.html) and the notices' toaster, around
 * the router or a test. react-query is not here: the routes that query load it with their code
 * (query-client.tsx, `QueryScope`); a test may hand its own client, which those routes then use.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const content = (
    <>
      {children}
      <NoticeOutlet />
    </>
  );
  return (
    <ChakraProvider value={pageSystem}>
      {queryClient ? <QueryClientProvider client={queryClient}>{content}</QueryClientProvider> : content}
    </ChakraProvider>
  );
}
