import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setNavigator, setNoticeHandler } from '@/web/api/notices.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { showNotice } from './toaster.tsx';

/** The whole app: providers, the router, and the API client's notices and navigation wired in. */
export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    const offNotices = setNoticeHandler(showNotice);
    const offNavigator = setNavigator((to, options) => {
      void router.navigate(to, options);
    });
    return () => {
      offNotices();
      offNavigator();
    };
  }, [router]);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
