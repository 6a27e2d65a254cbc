import { NEW_ID } from '../steps/fields.ts';
import type { Category } from '../user.ts';

/**
 * The application steps and their routes per category (spec §2 "Step breadcrumb"). Domestic numbers
 * 1–4, 6–8 (no 5: the older Other step had it); International 1–7. The order is the flow's order
 * (spec §4: personal, application, qualifications, documents, summary, finish). These are the
 * breadcrumb's steps; the older Other step (/other/{id}) is a step of the flow too, not one of these.
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
/** A step of the breadcrumb. */
export type BreadcrumbStepKey = (typeof STEP_KEYS)[number];

/**
 * Every step of the flow, in order: the breadcrumb's steps and, after qualifications, the older
 * other-details step (course spec §2 "Other Details screen (older)"), reached only by its route.
 */
export const FLOW_STEP_KEYS = [
  'start',
  'personal',
  'application',
  'qualifications',
  'other',
  'documents',
  'summary',
  'finish',
] as const;
export type StepKey = (typeof FLOW_STEP_KEYS)[number];

interface StepDef {
  /** The breadcrumb number; null: not in the breadcrumb (the older Other step). */
  number: number | null;
  label: string;
  /** Route prefix; the id is appended. null: not a route of its own (Start is the applications home). */
  path: string | null;
  /** Other spellings of the same route that the router also accepts (spec §2). */
  aliases?: readonly string[];
}

/** The older other-details step: one route for both categories (course spec §2), not in the breadcrumb. */
const OTHER_STEP: StepDef = { number: null, label: 'Other Details', path: '/other/' };

export const STEPS: Record<Category, Record<StepKey, StepDef>> = {
  Domestic: {
    start: { number: 1, label: 'Start', path: null },
    personal: { number: 2, label: 'Personal', path: '/personal/', aliases: ['/DomesticPersonal/'] },
    application: { number: 3, label: 'Application', path: '/application/' },
    qualifications: { number: 4, label: 'Qualifications', path: '/qualifications/' },
    other: OTHER_STEP,
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
    other: OTHER_STEP,
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

/**
 * The flow's step list: for each step, the step a save (or completion) leads to, and whether its screen
 * sends one at all. Applicants and agents: personal → application → qualifications → documents →
 * summary → finish (spec §4); the older Other step also leads to documents (course spec §2). Start is
 * the applications home and Finish the end: neither saves.
 */
export interface FlowStep {
  key: StepKey;
  /** Where a save leads; null: nowhere (Finish). Start's is where New Application opens. */
  next: StepKey | null;
  /** The step's screen saves (or completes: Documents, the Summary's submission) and sends SAVED. */
  saves: boolean;
  /** It has a breadcrumb entry. */
  inBreadcrumb: boolean;
}

export const FLOW_STEPS: readonly FlowStep[] = [
  { key: 'start', next: 'personal', saves: false, inBreadcrumb: true },
  { key: 'personal', next: 'application', saves: true, inBreadcrumb: true },
  { key: 'application', next: 'qualifications', saves: true, inBreadcrumb: true },
  { key: 'qualifications', next: 'documents', saves: true, inBreadcrumb: true },
  { key: 'other', next: 'documents', saves: true, inBreadcrumb: false },
  { key: 'documents', next: 'summary', saves: true, inBreadcrumb: true },
  { key: 'summary', next: 'finish', saves: true, inBreadcrumb: true },
  { key: 'finish', next: null, saves: false, inBreadcrumb: true },
];

const flowStep = (step: StepKey) => FLOW_STEPS.find((s) => s.key === step) as FlowStep;

const breadcrumbIndex = (step: StepKey) => (STEP_KEYS as readonly StepKey[]).indexOf(step);

/** The id of an application not saved yet (spec §2): the kit's. */
export { NEW_ID as NEW_APPLICATION_ID } from '../steps/fields.ts';

/** Where Start (step 1) leads: the applications home. */
export const HOME_ROUTE = '/potential/home';

/** The route of a step for an application: start is the applications home. */
export function stepRoute(category: Category, step: StepKey, id: number): string {
  const path = STEPS[category][step].path;
  return path ? `${path}${id}` : HOME_ROUTE;
}

/** Where New Application leads (spec §4): the category's personal step of a new application (id -1). */
export const newApplicationRoute = (category: Category) => stepRoute(category, 'personal', NEW_ID);

/**
 * The route of `to` when the flow arrives there from `from`. The older Other step's save goes to
 * /documents/{id} for both categories (course spec §2 routes table: "/documents/{id}: where the older
 * other-details step goes next"); every other arrival is the step's own route for the category.
 */
export function arrivalRoute(category: Category, from: StepKey, to: StepKey, id: number): string {
  return from === 'other' && to === 'documents'
    ? stepRoute('Domestic', 'documents', id)
    : stepRoute(category, to, id);
}

/** The step after this one in the flow (where its save leads); null after Finish. */
export function nextStep(step: StepKey): StepKey | null {
  return flowStep(step).next;
}

/**
 * Whether a step's breadcrumb entry is a link (spec §2): Start and Personal always; the steps after
 * Personal only once the application has an id above 0; Finish never (it follows the submission).
 * A step without an entry (Other) is never one.
 */
export function isStepLink(step: StepKey, id: number): boolean {
  if (step === 'finish' || !flowStep(step).inBreadcrumb) return false;
  return breadcrumbIndex(step) <= breadcrumbIndex('personal') || id > 0;
}

export interface BreadcrumbItem {
  step: BreadcrumbStepKey;
  number: number;
  label: string;
  route: string;
  link: boolean;
  /** The step on screen (aria-current). */
  current: boolean;
}

/**
 * The breadcrumb of a category's flow for an application, with the current step marked (none on the
 * older Other step, which has no entry).
 */
export function breadcrumb(category: Category, id: number, current: StepKey): BreadcrumbItem[] {
  return STEP_KEYS.map((step) => ({
    step,
    number: STEPS[category][step].number as number,
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

/**
 * Every step route the router serves, aliases included (Start is the home, not listed), each prefix
 * once: /other/{id} has no category of its own and is listed under Domestic, whose documents route
 * (/documents/{id}) it leads to in the course spec.
 */
export const STEP_ROUTES: readonly StepRouteDef[] = (['Domestic', 'International'] as const)
  .flatMap((category) =>
    FLOW_STEP_KEYS.flatMap((step): StepRouteDef[] => {
      const { path, aliases = [] } = STEPS[category][step];
      if (!path) return [];
      return [
        { category, step, prefix: path, canonical: true },
        ...aliases.map((prefix) => ({ category, step, prefix, canonical: false })),
      ];
    }),
  )
  .filter((route, i, all) => all.findIndex((r) => r.prefix === route.prefix) === i);

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
