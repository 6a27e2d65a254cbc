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
  /**
   * What the screen loads itself as soon as it draws, by the address's `?step=` (the staff
   * container's embedded step, `staffStepOf`: none or an unknown one is Personal). The server hints
   * these with the route's own chunks (route-preloads.ts); React Router does not load them.
   */
  steps?: Partial<Record<StepKey, string[]>>;
}

const screen = (file: string) => `src/web/screens/${file}`;
const registration = screen('registration/registration-layout.tsx');
const potential = screen('home/potential-layout.tsx');
/** The /potential area loads react-query with its layout (router.tsx). */
const queryClient = 'src/web/app/query-client.tsx';
const errorScreen = screen('error/error-screen.tsx');

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
  {
    path: '/staff/application/:category/:id',
    lazy: [STEP_SCREEN, 'src/web/app/staff-application-page.tsx'],
    // The step it embeds (STEP_SCREENS), loaded when the container draws: without a hint its chunks
    // would be asked for only then, a round trip after the container's own (issue 27).
    steps: embeddedSteps(),
  },
  { path: '/*', lazy: [errorScreen], note: 'any other address' },
];

/** The staff container's steps: those drawn in the step screen shell (STEP_SCREENS), not Finish's page. */
function embeddedSteps(): Partial<Record<StepKey, string[]>> {
  return Object.fromEntries(
    Object.entries(STEP_LAZY)
      .filter(([, lazy]) => lazy?.includes(STEP_SCREEN))
      .map(([step, lazy]) => [step, [...(lazy ?? [])]]),
  );
}

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
