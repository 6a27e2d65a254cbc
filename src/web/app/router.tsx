import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { startContainerReads } from '@/web/logic/early-loads.ts';
import type { RouteHandle } from './guard.tsx';
import { withLazyTimeouts } from './lazy-timeout.ts';
import { nextTask } from './next-task.ts';
import { RouteError } from './route-states.tsx';
import { Shell } from './shell.tsx';
import { ShellFallback } from './shell-fallback.tsx';
import { stepRouteObjects } from './step-registry.ts';

const anonymous: RouteHandle = { anonymous: true };

/**
 * Every screen is a route-level lazy chunk; only the shell is in the entry. Handles are static so
 * the guard sees them before a screen's code arrives. A chunk that has not arrived within 120 s
 * fails into the error boundary, which says so (spec §9; lazy-timeout.ts).
 */
export const routeTable: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: ShellFallback,
    handle: anonymous,
    children: [
      {
        index: true,
        handle: anonymous,
        lazy: async () => ({
          Component: (await import('../screens/sign-in/sign-in-screen.tsx')).SignInScreen,
        }),
      },
      {
        path: 'about',
        handle: anonymous,
        lazy: async () => ({ Component: (await import('../screens/about/about-screen.tsx')).AboutScreen }),
      },
      {
        path: 'error',
        handle: anonymous,
        lazy: async () => ({ Component: (await import('../screens/error/error-screen.tsx')).ErrorScreen }),
      },
      {
        handle: anonymous,
        lazy: async () => ({
          Component: (await import('../screens/registration/registration-layout.tsx')).RegistrationLayout,
        }),
        children: [
          {
            path: 'terms',
            handle: anonymous,
            lazy: async () => ({
              Component: (await import('../screens/registration/terms-screen.tsx')).TermsScreen,
            }),
          },
          {
            path: 'register',
            handle: anonymous,
            lazy: async () => ({
              Component: (await import('../screens/registration/register-screen.tsx')).RegisterScreen,
            }),
          },
          {
            path: 'verification/:email',
            handle: anonymous,
            lazy: async () => ({
              Component: (await import('../screens/registration/verification-screen.tsx')).VerificationScreen,
            }),
          },
        ],
      },
      {
        path: 'forgot',
        handle: anonymous,
        lazy: async () => ({
          Component: (await import('../screens/forgot-password/forgot-password-screen.tsx'))
            .ForgotPasswordScreen,
        }),
      },
      {
        path: 'setPassWord',
        handle: anonymous,
        lazy: async () => ({
          Component: (await import('../screens/reset-password/reset-password-screen.tsx'))
            .ResetPasswordScreen,
        }),
      },
      {
        // Spec §2: the parent is anonymous, its children are not.
        path: 'potential',
        handle: anonymous,
        // The area's queries bring react-query with them (query-client.tsx), not the entry.
        lazy: async () => {
          const [layout, query] = await Promise.all([
            import('../screens/home/potential-layout.tsx'),
            import('./query-client.tsx'),
          ]);
          return { Component: query.withQueryScope(layout.PotentialLayout) };
        },
        children: [
          { index: true, element: <Navigate to="/potential/home" replace /> },
          {
            path: 'home',
            lazy: async () => ({ Component: (await import('../screens/home/home-screen.tsx')).HomeScreen }),
          },
          {
            // Spec §2's older list view (no route named there; ADR 023).
            path: 'list',
            lazy: async () => ({
              Component: (await import('../screens/home/older-list-screen.tsx')).OlderListScreen,
            }),
          },
          {
            path: 'changeemail',
            lazy: async () => ({
              Component: (await import('../screens/change-email/change-email-screen.tsx')).ChangeEmailScreen,
            }),
          },
          {
            path: 'changepassword',
            lazy: async () => ({
              Component: (await import('../screens/change-password/change-password-screen.tsx'))
                .ChangePasswordScreen,
            }),
          },
          {
            // Spec §2: the route named potentialdetailial, with an id and the type supportonline.
            path: 'potentialdetailial/:id/:type',
            lazy: async () => ({
              Component: (await import('../screens/support-detail/support-detail-screen.tsx'))
                .SupportDetailScreen,
            }),
          },
        ],
      },
      // The application steps, under every spelling the spec uses (one registry: step-registry.ts).
      ...stepRouteObjects(),
      {
        // The staff home (issue 11): the queue. Staff opening /potential/home are sent here.
        path: 'staff/queue',
        lazy: async () => ({
          Component: (await import('../screens/staff-queue/staff-queue-screen.tsx')).StaffQueueScreen,
        }),
      },
      {
        // The staff dashboard (issue 25): its chart library comes with this route's chunk only.
        path: 'staff/dashboard',
        lazy: async () => {
          const [dashboard, query] = await Promise.all([
            import('../screens/staff-dashboard/dashboard-screen.tsx'),
            import('./query-client.tsx'),
          ]);
          return { Component: query.withQueryScope(dashboard.StaffDashboardScreen) };
        },
      },
      {
        // The staff back office's application page: it embeds the steps and takes their `next`.
        path: 'staff/application/:category/:id',
        // The embedded step's reads, the history and duplicates start with the route (ADR 028); a step
        // chosen in the page (`?step=`) reads when it is drawn.
        loader: ({ params, request }) => {
          const id = Number(params.id);
          if (Number.isInteger(id)) {
            startContainerReads(params.category, id, new URL(request.url).searchParams.get('step'));
          }
          return null;
        },
        shouldRevalidate: () => false,
        // The step shell's code (the flow machine, xstate), then the container's own in a task of its
        // own (next-task.ts): together they were one task of 44–76 ms here, 4× that on a phone (issue 27).
        lazy: async () => {
          await import('./step-screen.tsx');
          await nextTask();
          return { Component: (await import('./staff-application-page.tsx')).StaffApplicationScreen };
        },
      },
      {
        path: '*',
        handle: anonymous,
        lazy: async () => ({ Component: (await import('../screens/error/error-screen.tsx')).ErrorScreen }),
      },
    ],
  },
];

/** The route table as the app runs it: every lazy chunk raced against the 120 s time-out. */
export const routes: RouteObject[] = withLazyTimeouts(routeTable);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
