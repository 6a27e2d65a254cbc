import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { STEP_ROUTES, type StepKey, type StepRouteDef } from '@/domain/applications/steps.ts';
import { readsAgain, startStepReads } from '@/web/logic/early-loads.ts';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';

/**
 * The steps built so far: step key → its screen definition, loaded on demand (a chunk per step).
 * The router and the staff container both read this, so a step is registered once.
 */
export const STEP_SCREENS: Partial<Record<StepKey, () => Promise<StepScreenDefinition>>> = {
  personal: async () =>
    (await import('../screens/personal-details/personal-details-step.tsx')).personalDetailsStep,
  application: async () =>
    (await import('../screens/course-application/course-application-step.tsx')).courseApplicationStep,
  qualifications: async () =>
    (await import('../screens/qualifications/qualifications-step.tsx')).qualificationsStep,
  other: async () => (await import('../screens/other-details/other-details-step.tsx')).otherDetailsStep,
  documents: async () => (await import('../screens/documents/documents-step.tsx')).documentsStep,
  summary: async () => (await import('../screens/summary/summary-step.tsx')).summaryStep,
};

/**
 * Steps that are a page of their own rather than a form in the step shell (the finish countdown, whose
 * clock tests move): their routes are built here all the same, from STEP_ROUTES.
 */
export const STEP_PAGES: Partial<Record<StepKey, () => Promise<ComponentType>>> = {
  finish: async () => (await import('../screens/finish/finish-screen.tsx')).FinishScreen,
};

/**
 * A route per step address (spec §2, every spelling: STEP_ROUTES) of the steps built; each shows the
 * step screen shell with the step's definition.
 */
export function stepRouteObjects(): RouteObject[] {
  return STEP_ROUTES.flatMap((route): RouteObject[] => {
    const reads = readsOf(route);
    const page = STEP_PAGES[route.step];
    if (page) {
      return [
        {
          path: `${route.prefix.replace(/^\//, '')}:id`,
          ...reads,
          lazy: async () => ({ Component: await page() }),
        },
      ];
    }
    const load = STEP_SCREENS[route.step];
    if (!load) return [];
    return [
      {
        path: `${route.prefix.replace(/^\//, '')}:id`,
        ...reads,
        lazy: async () => {
          const [{ StepScreen }, definition] = await Promise.all([import('./step-screen.tsx'), load()]);
          return { element: createElement(StepScreen, { definition }) };
        },
      },
    ];
  });
}

/**
 * The step's reads started as the route is entered, beside its code (logic/early-loads.ts; issue 27):
 * the loader answers at once, so nothing waits on it.
 */
function readsOf(route: StepRouteDef): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ params }) => {
      const id = Number(params.id);
      if (Number.isInteger(id)) startStepReads(route.step, id, route.category);
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }) => readsAgain(currentParams.id, nextParams.id),
  };
}
