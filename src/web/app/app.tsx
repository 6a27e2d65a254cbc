import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from '@/web/api/notices.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** The whole app: providers and the router, with the API client's navigation wired to the router. */
export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    return setNavigator((to, options) => {
      void router.navigate(to, options);
    });
  }, [router]);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
