import { STEP_ROUTES, type StepKey } from '../../domain/applications/steps.ts';

/**
 * The web app's routes (src/web/app/router.tsx) for the server's preload hints and the first-load
 * bench: each address and the source files of the lazy modules React Router loads before the screen
 * renders, outermost layout first
 * (repo-relative). tests/unit/first-load-routes.test.ts checks this table against router.tsx and
 * step-registry.ts, so a route added there without a line here fails that test.
 */
export interface WebRoute {
  path: string;
  lazy: string[];
  note?: string;
}

const screen = (file: string) => `src/web/screens/${file}`;
const registration = screen('registration/registration-layout.tsx');
const potential = screen('home/potential-layout.tsx');
/** The /potential area loads react-query with its layout (router.tsx). */
const queryClient = 'src/web/app/query-client.tsx';
const errorScreen = screen('error/error-screen.tsx');

/** The routes written out in router.tsx (everything but the application steps). */
export const PAGE_ROUTES: readonly WebRoute[] = [
  { path: '/', lazy: [screen('sign-in/sign-in-screen.tsx')] },
  { path: '/about', lazy: [screen('about/about-screen.tsx')] },
  { path: '/error', lazy: [errorScreen] },
  { path: '/terms', lazy: [registration, screen('registration/terms-screen.tsx')] },
  { path: '/register', lazy: [registration, screen('registration/register-screen.tsx')] },
  { path: '/verification/:email', lazy: [registration, screen('registration/verification-screen.tsx')] },
  { path: '/forgot', lazy: [screen('forgot-password/forgot-password-screen.tsx')] },
  { path: '/setPassWord', lazy: [screen('reset-password/reset-password-screen.tsx')] },
  { path: '/potential', lazy: [potential, queryClient], note: 'redirects to /potential/home' },
  { path: '/potential/home', lazy: [potential, queryClient, screen('home/home-screen.tsx')] },
  { path: '/potential/list', lazy: [potential, queryClient, screen('home/older-list-screen.tsx')] },
  {
    path: '/potential/changeemail',
    lazy: [potential, queryClient, screen('change-email/change-email-screen.tsx')],
  },
  {
    path: '/potential/changepassword',
    lazy: [potential, queryClient, screen('change-password/change-password-screen.tsx')],
  },
  {
    path: '/potential/potentialdetailial/:id/:type',
    lazy: [potential, queryClient, screen('support-detail/support-detail-screen.tsx')],
  },
  { path: '/staff/queue', lazy: [screen('staff-queue/staff-queue-screen.tsx')] },
  { path: '/staff/dashboard', lazy: [screen('staff-dashboard/dashboard-screen.tsx'), queryClient] },
  { path: '/staff/application/:category/:id', lazy: ['src/web/app/staff-application-page.tsx'] },
  { path: '/*', lazy: [errorScreen], note: 'any other address' },
];

/** The step screen shell that every form step's route loads beside the step's definition. */
export const STEP_SCREEN = 'src/web/app/step-screen.tsx';

/**
 * Per step of step-registry.ts: what its routes load. STEP_SCREENS steps load the shell and the
 * definition together; STEP_PAGES steps load only their page.
 */
export const STEP_LAZY: Partial<Record<StepKey, readonly string[]>> = {
  personal: [STEP_SCREEN, screen('personal-details/personal-details-step.tsx')],
  application: [STEP_SCREEN, screen('course-application/course-application-step.tsx')],
  qualifications: [STEP_SCREEN, screen('qualifications/qualifications-step.tsx')],
  other: [STEP_SCREEN, screen('other-details/other-details-step.tsx')],
  documents: [STEP_SCREEN, screen('documents/documents-step.tsx')],
  summary: [STEP_SCREEN, screen('summary/summary-step.tsx')],
  finish: [screen('finish/finish-screen.tsx')],
};

/** Every route of the web app: the pages, then one per step address (every spelling, STEP_ROUTES). */
export function webRoutes(): WebRoute[] {
  const steps = STEP_ROUTES.flatMap((route): WebRoute[] => {
    const lazy = STEP_LAZY[route.step];
    if (!lazy) return [];
    return [
      {
        path: `${route.prefix}:id`,
        lazy: [...lazy],
        ...(route.canonical ? {} : { note: `alias, step ${route.step}` }),
      },
    ];
  });
  return [...PAGE_ROUTES.map((route) => ({ ...route, lazy: [...route.lazy] })), ...steps];
}
