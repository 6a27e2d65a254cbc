import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useContext } from 'react';
import { ApiError } from '@/domain/api-error.ts';
import { onClearQueryCache } from '@/web/logic/client-registries.ts';

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

/** The app's one client, made when the first route that queries loads; sign-out clears it. */
let appClient: QueryClient | null = null;
function theAppClient(): QueryClient {
  if (!appClient) {
    const client = createQueryClient();
    onClearQueryCache(() => client.clear());
    appClient = client;
  }
  return appClient;
}

/**
 * react-query for the routes that use it (the /potential area): only they load its code, not the
 * first load of every route. A client already given above (a test's `Providers`) is kept.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={theAppClient()}>{children}</QueryClientProvider>;
}

export function withQueryScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Scoped = (props: P) => (
    <QueryScope>
      <Component {...props} />
    </QueryScope>
  );
  Scoped.displayName = `WithQueryScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
