import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import {
  arrivalRoute,
  type BreadcrumbItem,
  breadcrumb,
  FLOW_STEPS,
  isStepLink,
  nextStep,
  primaryActionLabel,
  type StepKey,
  stepRoute,
} from '../src/domain/applications/steps.ts';
import type { Mode } from '../src/domain/mode.ts';
import type { Category } from '../src/domain/user.ts';

export interface ApplicationFlowInput {
  category: Category;
  mode: Mode;
  /** The application id from the route: -1 for a new application. */
  id: number;
  /** The step on screen (from the route). */
  step: StepKey;
  /** An offer is being edited: the primary button reads Next. */
  editOffer?: boolean;
  /** Opened from the summary's Change link: the step's save returns there (issue 23). */
  returnTo?: 'summary';
  /**
   * The category came from the route (not a container's override): an application of the other
   * category moves to its own category's route once loaded (LOADED). By default true.
   */
  followsRoute?: boolean;
}

export interface ApplicationFlowContext {
  category: Category;
  mode: Mode;
  editOffer: boolean;
  /** -1 until the first save; then the saved application's id, used by every later step. */
  id: number;
  /** The step on screen. */
  step: StepKey;
  /** The route of that step for this application: applicants and agents navigate to it when it changes. */
  route: string;
  /** Reach `route` in place of the current address (the same step under its own category's route). */
  replaceRoute: boolean;
  /**
   * A new application's first save: the saved step's address under the new id, which replaces the
   * -1 address before the flow moves on (so Back returns to the saved step, not to a new one).
   */
  savedRoute: string | null;
  followsRoute: boolean;
  /** Opened from the summary's Change link: the save goes back to the summary, not to the next step. */
  returnTo: 'summary' | null;
}

export type ApplicationFlowEvent =
  /** The step on screen saved (or, on Documents and Summary, was completed) under this id. */
  | { type: 'SAVED'; id: number }
  /** A breadcrumb link: allowed only to a step that is a link now, and not the current one. */
  | { type: 'GO'; step: StepKey }
  /** The step loaded its application: of this category (null: a new one). */
  | { type: 'LOADED'; category: Category | null };

/**
 * Staff only: the step saved and the next one is due. The step component hands it to its `onNext`
 * prop; the staff container shows `step` (the step that comes next) for application `id`.
 */
export type ApplicationFlowEmitted = { type: 'next'; step: StepKey; id: number };

const atStep = (step: StepKey) => ({ type: 'enterStep' as const, params: { step } });
const stepIs = (step: StepKey) => ({ type: 'stepIs' as const, params: { step } });

/** The id a save answered with; a step that did not save anything (id ≤ 0) keeps the known one. */
const savedId = (context: ApplicationFlowContext, id: number) => (id > 0 ? id : context.id);

/**
 * One state per step of the step list (steps.ts FLOW_STEPS): its entry sets `step` and `route`; a step
 * that saves handles SAVED: staff stay and are told `next`, applicants and agents go to the step
 * its save leads to — or, when the step was opened from the summary's Change link, back to the
 * summary (check your answers, issue 23). Start (the home) and Finish (the end) save nothing.
 */
function stepStates() {
  return Object.fromEntries(
    FLOW_STEPS.map(({ key, next, saves }) => [
      key,
      {
        entry: atStep(key),
        ...(saves && next
          ? {
              on: {
                SAVED: [
                  { guard: 'staff' as const, actions: ['keepId' as const, 'emitNext' as const] },
                  ...(key === 'summary'
                    ? []
                    : [{ guard: 'returning' as const, target: 'summary', actions: 'keepId' as const }]),
                  { target: next, actions: 'keepId' as const },
                ],
              },
            }
          : {}),
      },
    ]),
  );
}

/**
 * The application flow (DESIGN.md "Machines"; spec §2 routes and breadcrumb, §4 step flow): which
 * steps a category has, in which order, under which routes and numbers. `SAVED { id }` keeps the
 * returned id (it replaces -1) and, for applicants and agents, moves to the next step and exposes its
 * route (the view navigates); staff stay on the step and the machine emits `next`. `GO { step }`
 * follows a breadcrumb link. The states are made from the step list (FLOW_STEPS in steps.ts), the
 * older Other step included (reached by its route only, not in the breadcrumb; its save leads to
 * Documents). Steps not built yet are states all the same: their routes exist.
 */
export const applicationFlowMachine = setup({
  types: {
    context: {} as ApplicationFlowContext,
    events: {} as ApplicationFlowEvent,
    input: {} as ApplicationFlowInput,
    emitted: {} as ApplicationFlowEmitted,
  },
  actions: {
    // `context.step` is still the step the flow comes from (the older Other step leads to /documents/).
    enterStep: assign(({ context }, params: { step: StepKey }) => ({
      step: params.step,
      route: arrivalRoute(context.category, context.step, params.step, context.id),
      replaceRoute: false,
    })),
    keepId: assign(({ context, event }) => {
      const id = savedId(context, (event as Extract<ApplicationFlowEvent, { type: 'SAVED' }>).id);
      const route = stepRoute(context.category, context.step, id);
      return { id, route, savedRoute: context.id <= 0 && id > 0 ? route : null };
    }),
    followCategory: assign(({ context, event }) => {
      const category =
        (event as Extract<ApplicationFlowEvent, { type: 'LOADED' }>).category ?? context.category;
      const route = stepRoute(category, context.step, context.id);
      return { category, route, replaceRoute: true, savedRoute: null };
    }),
    // Leaving by the breadcrumb ends a Change link's errand: later saves go on as usual.
    chooseStep: assign({
      step: ({ event }) => (event as Extract<ApplicationFlowEvent, { type: 'GO' }>).step,
      returnTo: null,
      savedRoute: null,
    }),
    emitNext: emit(({ context }) => ({
      type: 'next' as const,
      step: nextStep(context.step) as StepKey,
      id: context.id,
    })),
  },
  guards: {
    staff: ({ context }) => context.mode === 'staff',
    returning: ({ context }) => context.returnTo === 'summary',
    stepIs: ({ context }, params: { step: StepKey }) => context.step === params.step,
    /**
     * An application opened under the other category's route — /documents/{id}, where the older
     * Other step leads whatever the category (course spec §2), or an old link — moves to its own
     * category's route, so its breadcrumb, its declaration and where Continue leads are its
     * category's. Not the older Other step (one route for both), not staff (they do not navigate),
     * not a container that set the category itself, not a new application.
     */
    otherCategory: ({ context, event }) => {
      const { category } = event as Extract<ApplicationFlowEvent, { type: 'LOADED' }>;
      return (
        context.followsRoute &&
        context.mode !== 'staff' &&
        context.step !== 'other' &&
        context.id > 0 &&
        category != null &&
        category !== context.category
      );
    },
    canGo: ({ context, event }) => {
      const { step } = event as Extract<ApplicationFlowEvent, { type: 'GO' }>;
      return step !== context.step && isStepLink(step, context.id);
    },
  },
}).createMachine({
  id: 'applicationFlow',
  context: ({ input }) => ({
    category: input.category,
    mode: input.mode,
    editOffer: input.editOffer ?? false,
    id: input.id,
    step: input.step,
    route: stepRoute(input.category, input.step, input.id),
    replaceRoute: false,
    savedRoute: null,
    followsRoute: input.followsRoute ?? true,
    returnTo: input.returnTo ?? null,
  }),
  initial: 'routing',
  on: {
    GO: { guard: 'canGo', target: '.routing', actions: 'chooseStep' },
    LOADED: { guard: 'otherCategory', actions: 'followCategory' },
  },
  states: {
    /** Enters the state of `context.step` (from the input, or a breadcrumb link); Start otherwise. */
    routing: {
      always: [
        ...FLOW_STEPS.filter(({ key }) => key !== 'start').map(({ key }) => ({
          guard: stepIs(key),
          target: key,
        })),
        { target: 'start' },
      ],
    },
    ...stepStates(),
  },
});

export type ApplicationFlowSnapshot = SnapshotFrom<typeof applicationFlowMachine>;

/** The breadcrumb of the flow as it stands: numbers, labels, routes, links and the current step. */
export function selectBreadcrumb({ context }: Pick<ApplicationFlowSnapshot, 'context'>): BreadcrumbItem[] {
  return breadcrumb(context.category, context.id, context.step);
}

/**
 * Whether the step shows the breadcrumb and the account menu: not in the staff container, where staff
 * move between steps by its own step list and `next` (machines/staff-application.ts).
 */
export function selectShowsStepNavigation({ context }: Pick<ApplicationFlowSnapshot, 'context'>): boolean {
  return context.mode !== 'staff';
}

/**
 * The route the view goes to when it changes (a save, a breadcrumb link, the loaded application's own
 * category): applicants' and agents' steps are pages of their own. Null in the staff container: staff
 * advance by the `next` event inside the back office (spec: "Staff do not navigate after saving").
 */
export function selectRouteToFollow({ context }: Pick<ApplicationFlowSnapshot, 'context'>): string | null {
  return context.mode === 'staff' ? null : context.route;
}

/**
 * Whether the step is about to move to its application's own category's route (an International
 * application opened at /documents/{id}, where the older Other step leads, or an old link): the step
 * there starts again under its own category, so what was loaded under this route's category (its
 * breadcrumb, its declaration, its documents) is not shown in between (issue 27: it was drawn, then
 * replaced by the loading status and drawn again).
 */
export function selectMovesToOwnCategory({ context }: Pick<ApplicationFlowSnapshot, 'context'>): boolean {
  return context.replaceRoute && selectRouteToFollow({ context }) !== null;
}

/** 'Save & Continue', 'Continue' (documents) or, while an offer is edited, 'Next'; null: no such button. */
export function selectPrimaryLabel({ context }: Pick<ApplicationFlowSnapshot, 'context'>): string | null {
  return primaryActionLabel(context.step, context.editOffer);
}
