import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from '@/web/logic/client-registries.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** The whole app: providers and the router, with the API client's navigation wired to the router. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    return setNavigator((to, options) => {
      void router.navigate(to, options);
    });
  }, [router]);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
