import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Envelope } from '@/domain/envelope.ts';
import type { User } from '@/domain/user.ts';
import { setNavigator } from '@/web/api/notices.ts';
import { saveSession } from '@/web/api/session.ts';
import { Guard } from '@/web/app/guard.tsx';
import { Providers } from '@/web/app/providers.tsx';
import { createQueryClient } from '@/web/app/query-client.tsx';

export const anonymous = { anonymous: true };

export const testUser: User = {
  id: 7,
  username: 'amelia.ng@example.com',
  loginEmail: 'amelia.ng@example.com',
  role: 'applicant',
  student: { potentialAccountCategory: 'Domestic' },
};

export function signInAs(user: User = testUser, token = 'test-token'): void {
  saveSession({ token, user });
}

/** Shows where the router is, so a test can assert the address a user would see. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** A root layout like the shell's: the guard around the matched screen, plus the probe. */
function TestShell() {
  return (
    <>
      <LocationProbe />
      <main>
        <Guard>
          <Outlet />
        </Guard>
      </main>
    </>
  );
}

/** Renders routes under a guarded root in a memory router, inside the app's providers. */
export function renderRoutes(children: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter([{ path: '/', element: <TestShell />, handle: anonymous, children }], {
    initialEntries: [initialPath],
  });
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

/** Renders the app's real route table (lazy screens included) at `path`. */
export async function renderApp(path: string) {
  const { routes } = await import('@/web/app/router.tsx');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

export function Page({ title }: { title: string }): ReactNode {
  return <h1>{title}</h1>;
}

/** Stubs fetch with answers per API path (without the /api prefix); unknown paths answer 404. */
export function stubApi(answers: Record<string, Envelope | (() => Envelope)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\/api/, '');
    const answer = answers[path];
    if (!answer) return new Response('not found', { status: 404 });
    const body = typeof answer === 'function' ? answer() : answer;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = <T,>(result: T, msg = 'success'): Envelope<T> => ({ code: 204, msg, result });
