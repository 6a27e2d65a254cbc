import type { Category } from '../user.ts';

/**
 * The application steps and their routes per category (spec §2 "Step breadcrumb"). Domestic numbers
 * 1–4, 6–8 (no 5: the older Other step had it); International 1–7. The order is the flow's order
 * (spec §4: personal, application, qualifications, documents, summary, finish).
 */
export const STEP_KEYS = [
  'start',
  'personal',
  'application',
  'qualifications',
  'documents',
  'summary',
  'finish',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

interface StepDef {
  number: number;
  label: string;
  /** Route prefix; the id is appended. null: not a route of its own (Start is the applications home). */
  path: string | null;
  /** Other spellings of the same route that the router also accepts (spec §2). */
  aliases?: readonly string[];
}

export const STEPS: Record<Category, Record<StepKey, StepDef>> = {
  Domestic: {
    start: { number: 1, label: 'Start', path: null },
    personal: { number: 2, label: 'Personal', path: '/personal/', aliases: ['/DomesticPersonal/'] },
    application: { number: 3, label: 'Application', path: '/application/' },
    qualifications: { number: 4, label: 'Qualifications', path: '/qualifications/' },
    documents: { number: 6, label: 'Documents', path: '/documents/' },
    summary: { number: 7, label: 'Summary', path: '/summary/' },
    finish: { number: 8, label: 'Finish', path: '/finish/' },
  },
  International: {
    start: { number: 1, label: 'Start', path: null },
    // Agents' screens spell it /internationalPersional/{id}.
    personal: {
      number: 2,
      label: 'Personal',
      path: '/InternationalPersonal/',
      aliases: ['/internationalPersional/'],
    },
    application: { number: 3, label: 'Application', path: '/internationalApplication/' },
    qualifications: { number: 4, label: 'Qualifications', path: '/internationalQualifications/' },
    documents: { number: 5, label: 'Documents', path: '/internationalDocuments/' },
    // The routes table spells it /InternationalSummary/{id}, the breadcrumb /internationalSummary/{id}.
    summary: {
      number: 6,
      label: 'Summary',
      path: '/InternationalSummary/',
      aliases: ['/internationalSummary/'],
    },
    finish: { number: 7, label: 'Finish', path: '/internationalFinish/' },
  },
};

/** The id of an application not saved yet (spec §2). */
export const NEW_APPLICATION_ID = -1;

/** Where Start (step 1) leads: the applications home. */
export const HOME_ROUTE = '/potential/home';

/** The route of a step for an application: start is the applications home. */
export function stepRoute(category: Category, step: StepKey, id: number): string {
  const path = STEPS[category][step].path;
  return path ? `${path}${id}` : HOME_ROUTE;
}

/** The step after this one in the flow; null after Finish. */
export function nextStep(step: StepKey): StepKey | null {
  return STEP_KEYS[STEP_KEYS.indexOf(step) + 1] ?? null;
}

/**
 * Whether a step's breadcrumb entry is a link (spec §2): Start and Personal always; the steps after
 * Personal only once the application has an id above 0; Finish never (it follows the submission).
 */
export function isStepLink(step: StepKey, id: number): boolean {
  if (step === 'finish') return false;
  return STEP_KEYS.indexOf(step) <= STEP_KEYS.indexOf('personal') || id > 0;
}

export interface BreadcrumbItem {
  step: StepKey;
  number: number;
  label: string;
  route: string;
  link: boolean;
  /** The step on screen (aria-current). */
  current: boolean;
}

/** The breadcrumb of a category's flow for an application, with the current step marked. */
export function breadcrumb(category: Category, id: number, current: StepKey): BreadcrumbItem[] {
  return STEP_KEYS.map((step) => ({
    step,
    number: STEPS[category][step].number,
    label: STEPS[category][step].label,
    route: stepRoute(category, step, id),
    link: isStepLink(step, id),
    current: step === current,
  }));
}

/** Primary button labels of the steps (spec: personal §2, course §2, documents §2). */
export const StepAction = {
  saveAndContinue: 'Save & Continue',
  continue: 'Continue',
  next: 'Next',
} as const;

/**
 * The label of a step's primary button: 'Next' while an offer is edited; otherwise 'Continue' on the
 * documents step (nothing to save there) and 'Save & Continue' on the form steps. null: the step has
 * no such button (Start, Summary with its Confirm, Finish).
 */
export function primaryActionLabel(step: StepKey, editOffer: boolean): string | null {
  if (step === 'start' || step === 'summary' || step === 'finish') return null;
  if (editOffer) return StepAction.next;
  return step === 'documents' ? StepAction.continue : StepAction.saveAndContinue;
}

export interface StepRouteDef {
  category: Category;
  step: StepKey;
  /** A route prefix such as '/personal/' (canonical or alias); the id follows it. */
  prefix: string;
  canonical: boolean;
}

/** Every step route the router serves, aliases included (Start is the home, not listed). */
export const STEP_ROUTES: readonly StepRouteDef[] = (['Domestic', 'International'] as const).flatMap(
  (category) =>
    STEP_KEYS.flatMap((step): StepRouteDef[] => {
      const { path, aliases = [] } = STEPS[category][step];
      if (!path) return [];
      return [
        { category, step, prefix: path, canonical: true },
        ...aliases.map((prefix) => ({ category, step, prefix, canonical: false })),
      ];
    }),
);

/**
 * The step, category and application id of a path such as '/internationalPersional/-1' (any case,
 * as the router matches): null when it is not a step route or the id is not an integer.
 */
export function matchStepRoute(pathname: string): { category: Category; step: StepKey; id: number } | null {
  const lower = pathname.toLowerCase();
  for (const route of STEP_ROUTES) {
    if (!lower.startsWith(route.prefix.toLowerCase())) continue;
    const rest = pathname.slice(route.prefix.length).replace(/\/$/, '');
    if (!/^-?\d+$/.test(rest)) return null;
    return { category: route.category, step: route.step, id: Number(rest) };
  }
  return null;
}
