import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/domain/api-error.ts';
import { NoticeOutlet } from './notice-outlet.tsx';
import { system } from './system.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // An answer from our server (403, 406, …) will not change on retry; a network fault might.
        retry: (failures, error) => !(error instanceof ApiError && error.code !== 0) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** Chakra (our trimmed system), react-query and the notices' toaster, around the router or a test. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        {children}
        <NoticeOutlet />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
