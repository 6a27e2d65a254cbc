import type { EventObject } from 'xstate';
import {
  type ApplicationFlowInput,
  applicationFlowMachine,
  selectBreadcrumb,
  selectPrimaryLabel,
} from '../../../../machines/application-flow.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { defineSpec, type Rule, type SpecContext } from '../spec.ts';

/**
 * The application flow as the spec documents tell it: the steps in order (portal §1, §4: start,
 * personal, application, qualifications, documents, summary, finish), their routes and breadcrumb
 * numbers (portal §2 "Step breadcrumb" and routes; personal §2), links after step 2 only with an
 * application id above 0, Finish never a link; a save takes applicants and agents to the next step
 * (personal §2, portal §4: documents → summary, submit → finish) while staff stay and get a `next`
 * event; the id of the first save is kept for every later step (personal §2). The older other-details
 * step (course §2: route /other/{id}, Save & Continue, after a save it goes to /documents/{id}) is
 * opened by its route only: it has no breadcrumb entry (portal §2: Domestic has no step 5) and is not
 * on the way from qualifications to documents (course §4). Issue 23 (check your answers): a step opened
 * from a summary section's 'Change' link goes back to the summary after its save, not to the next step.
 */
type Context = SpecContext<typeof applicationFlowMachine>;
type Step =
  | 'start'
  | 'personal'
  | 'application'
  | 'qualifications'
  | 'other'
  | 'documents'
  | 'summary'
  | 'finish';

/** The breadcrumb's steps, in the flow's order. */
const ORDER: readonly Step[] = [
  'start',
  'personal',
  'application',
  'qualifications',
  'documents',
  'summary',
  'finish',
];
/** Where a save leads: the next breadcrumb step; from the older Other step, Documents (course §2). */
const following = (step: Step) => (step === 'other' ? 'documents' : (ORDER[ORDER.indexOf(step) + 1] as Step));

/** Breadcrumb number, label and route prefix of each step (Start is the applications home). */
const STEPS: Record<Category, Record<Exclude<Step, 'other'>, [number, string, string | null]>> = {
  Domestic: {
    start: [1, 'Start', null],
    personal: [2, 'Personal', '/personal/'],
    application: [3, 'Application', '/application/'],
    qualifications: [4, 'Qualifications', '/qualifications/'],
    // No step 5: the older Other step had it.
    documents: [6, 'Documents', '/documents/'],
    summary: [7, 'Summary', '/summary/'],
    finish: [8, 'Finish', '/finish/'],
  },
  International: {
    start: [1, 'Start', null],
    personal: [2, 'Personal', '/InternationalPersonal/'],
    application: [3, 'Application', '/internationalApplication/'],
    qualifications: [4, 'Qualifications', '/internationalQualifications/'],
    documents: [5, 'Documents', '/internationalDocuments/'],
    // The routes table's spelling; the breadcrumb section spells it /internationalSummary/.
    summary: [6, 'Summary', '/InternationalSummary/'],
    finish: [7, 'Finish', '/internationalFinish/'],
  },
};

export const stepRouteOf = (category: Category, step: Step, id: number) => {
  // Course §2: one route for the older Other step.
  const prefix = step === 'other' ? '/other/' : STEPS[category][step][2];
  return prefix ? `${prefix}${id}` : '/potential/home';
};

/** Start and Personal are always links; later steps only with an id above 0; Finish never; Other has no entry. */
const isLink = (step: Step, id: number) =>
  ORDER.includes(step) && step !== 'finish' && (ORDER.indexOf(step) <= ORDER.indexOf('personal') || id > 0);

/** The breadcrumb as a person reads it: `2 Personal: current`, `3 Application: link`, `8 Finish: text`. */
export function crumbs(category: Category, id: number, current: Step): string[] {
  return ORDER.map((step) => {
    const [number, label] = STEPS[category][step as Exclude<Step, 'other'>];
    const kind = step === current ? 'current' : isLink(step, id) ? 'link' : 'text';
    return `${number} ${label}: ${kind}`;
  });
}

const input = ({ input }: Context) => input as ApplicationFlowInput;
const staff = (context: Context) => input(context).mode === 'staff';
/** Issue 23: the step was opened by a summary section's Change link. */
const changing = (context: Context) => input(context).returnTo === 'summary';

/** The flow as the spec tells it, event by event: the step on screen, the id, the `next` events. */
function walk(context: Context) {
  let step = input(context).step as Step;
  let id = input(context).id;
  let category = input(context).category;
  // Personal §2: a new application's first save puts its id in the address it was typed at.
  let replaced: string | null = null;
  // Course §2: the older Other step goes to /documents/{id}, whatever the category.
  let fromOther = false;
  // Issue 23: opened by a Change link, until the person leaves by the breadcrumb.
  let returning = changing(context);
  const nexts: { type: 'next'; step: Step; id: number }[] = [];
  for (const event of context.history) {
    if (event.type === 'SAVED') {
      const saved = (event as EventObject & { id: number }).id;
      // Only the first save of a new application replaces its address; any later move ends that.
      replaced = id <= 0 && saved > 0 ? stepRouteOf(category, step, saved) : null;
      id = saved > 0 ? saved : id;
      if (staff(context)) nexts.push({ type: 'next', step: following(step), id });
      else {
        const to = returning && step !== 'summary' ? 'summary' : following(step);
        fromOther = step === 'other' && to === 'documents';
        step = to;
      }
    } else if (event.type === 'GO') {
      const target = (event as EventObject & { step: Step }).step;
      if (target !== step && isLink(target, id)) {
        returning = false;
        replaced = null;
        fromOther = step === 'other' && target === 'documents';
        step = target;
      }
    } else if (event.type === 'LOADED') {
      // Issue 26 (course §2: /documents/{id} leads there whatever the category): an application
      // opened under the other category's route moves to its own category's — not on the older
      // Other step (one route for both), not for staff or a container that chose the category, not
      // for a new application.
      const loaded = (event as EventObject & { category?: Category | null }).category;
      const follows = input(context).followsRoute ?? true;
      if (loaded && loaded !== category && follows && !staff(context) && step !== 'other' && id > 0) {
        category = loaded;
        replaced = null;
        // Its own category's route, not the one /documents/{id} the older Other step led to.
        fromOther = false;
      }
    }
  }
  return { step, id, nexts, fromOther, category, replaced };
}

const toWalked = (context: Context) => walk(context).step;

/** §2: Save & Continue on the form steps, Continue on Documents, Next while an offer is edited. */
function primary(context: Context, step: Step): string | null {
  if (step === 'start' || step === 'summary' || step === 'finish') return null;
  if (input(context).editOffer) return 'Next';
  return step === 'documents' ? 'Continue' : 'Save & Continue';
}

/**
 * On a step: applicants and agents see the breadcrumb and the step's address; staff stay where the
 * back office opened the step (no navigation) and get `next` on each save.
 */
const onStep = (step: Step) => (context: Context) => {
  const { id: openedId, step: opened, category: openedCategory } = input(context);
  const { id, nexts, fromOther, category, replaced } = walk(context);
  const url = fromOther ? `/documents/${id}` : stepRouteOf(category, step, id);
  const common = {
    primary: primary(context, step),
    emitted: staff(context) && context.label.startsWith('SAVED') ? ['next'] : [],
    nextEvents: nexts,
  };
  return staff(context)
    ? { ...common, url: stepRouteOf(openedCategory, opened as Step, openedId) }
    : { ...common, url, breadcrumb: crumbs(category, id, step), replaced };
};

const saving: Step[] = ['personal', 'application', 'qualifications', 'other', 'documents', 'summary'];
/** Every state of the flow: the breadcrumb's steps and the older Other step. */
const ALL: readonly Step[] = [...ORDER, 'other'];

export const applicationFlowSpec = defineSpec(applicationFlowMachine, {
  initial: ({ input }) => input.step,
  rules: [
    // A save: applicants and agents go on to the following step, staff stay.
    ...saving.map(
      (step): Rule<typeof applicationFlowMachine> => ({
        from: step,
        on: 'SAVED',
        to: (context) => (staff(context) ? step : walk(context).step),
      }),
    ),
    // A breadcrumb entry: followed when it is a link and not the current step.
    ...ALL.map((step): Rule<typeof applicationFlowMachine> => ({ from: step, on: 'GO', to: toWalked })),
    // The step's application loaded: the flow stays on the step (its address may change, above).
    ...ALL.map((step): Rule<typeof applicationFlowMachine> => ({ from: step, on: 'LOADED', to: step })),
  ],
  states: Object.fromEntries(ALL.map((step) => [step, onStep(step)])),
  view: (snapshot, emitted, emittedEvents) => {
    const { context } = snapshot;
    const crumb = selectBreadcrumb(snapshot).map(
      (item) => `${item.number} ${item.label}: ${item.current ? 'current' : item.link ? 'link' : 'text'}`,
    );
    return {
      emitted,
      // Staff's `next` events as the flow emitted them, step and id included (issue 29: a `next`
      // naming the wrong step was caught only on the screen).
      nextEvents: emittedEvents.filter((event) => event.type === 'next'),
      primary: selectPrimaryLabel(snapshot),
      // Staff do not navigate: the route is the applicants' and agents' address.
      ...(context.mode === 'staff'
        ? {}
        : { url: context.route, breadcrumb: crumb, replaced: context.savedRoute }),
    };
  },
});
