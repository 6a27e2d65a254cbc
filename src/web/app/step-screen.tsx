import { Box, Flex, Heading } from '@chakra-ui/react';
import {
  type ApplicationFlowEmitted,
  selectBreadcrumb,
  selectMovesToOwnCategory,
  selectPrimaryLabel,
  selectRouteToFollow,
  selectShowsStepNavigation,
} from '@machines/application-flow.ts';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { StatusKey } from '@/domain/applications/status.ts';
import { matchStepRoute, NEW_APPLICATION_ID, StepAction, type StepKey } from '@/domain/applications/steps.ts';
import { whoseFor } from '@/domain/steps/wording.ts';
import type { Category } from '@/domain/user.ts';
import { sessionEditsOffer } from '@/web/logic/edit-offer.ts';
import { currentMode } from '@/web/mode.ts';
import type { ActorClock } from '@/web/ui/actor-clock.ts';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { StepBreadcrumb } from '@/web/ui/step-breadcrumb.tsx';
import { DraftLeaveDialog, StepDraftsProvider } from '@/web/ui/step-form/drafts.tsx';
import { ReadOnlyStep } from '@/web/ui/step-form/read-only-step.tsx';
import { STEP_TITLE_ID, type StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { StepLoadFailed, StepLoading } from '@/web/ui/step-form/step-states.tsx';
import { UnsavedChangesContext } from '@/web/ui/step-form/unsaved-changes.ts';
import { AccountMenu } from './account-menu.tsx';
import { ApplicationFlowActor } from './flow-actor.ts';
import { useLeaveGuard } from './leave-guard.tsx';

export interface StepScreenProps {
  /** The step's machine to run; tests inject `stepMachine.provide(...)` with fakes. */
  logic?: AnyStateMachine;
  /** Staff: the step saved and the next step is due (the flow machine's `next`). */
  onNext?: (event: ApplicationFlowEmitted) => void;
  /** Staff: the form has unsaved changes, or no longer (the container asks before switching steps). */
  onDirty?: (dirty: boolean) => void;
  /** Overrides for a container that shows the step outside its route (the staff container, tests). */
  category?: Category;
  /**
   * Whether the address is the step's route, so a loaded application of the other category moves
   * to that category's route (issue 26); by default only when no container chose the category.
   */
  followsRoute?: boolean;
  id?: number;
  /** An offer is being edited; by default the session's edit-offer indicator. */
  editOffer?: boolean;
  /** The drafts' machine (machines/step-draft.ts); tests inject `stepDraftMachine.provide(...)` with fakes. */
  draftLogic?: AnyStateMachine;
  /** The drafts' clock (the autosave); by default xstate's timers. Tests pass a SimulatedClock. */
  clock?: ActorClock;
}

function routeId(param: string | undefined, fallback: number | undefined): number {
  const id = Number(param ?? fallback);
  return Number.isInteger(id) ? id : NEW_APPLICATION_ID;
}

/**
 * One step screen (DESIGN.md "Steps"): the heading, the flow actor and the step's actor for the
 * route's category and application, the breadcrumb, loading and failed states, the step's form, and
 * what follows a save — the next step's route for applicants and agents, `onNext` for staff.
 */
export function StepScreen({
  definition,
  logic,
  onNext,
  onDirty,
  draftLogic,
  clock,
  ...overrides
}: StepScreenProps & { definition: StepScreenDefinition }) {
  // Embedded in the staff container (onNext), the container names the page.
  usePageTitle(onNext ? null : definition.title);
  const params = useParams();
  const { pathname, search } = useLocation();
  const route = matchStepRoute(pathname);
  // The summary's Change link (`?back=summary`): this step's save returns to the summary.
  const returnTo = new URLSearchParams(search).get('back') === 'summary' ? ('summary' as const) : undefined;
  const category = overrides.category ?? route?.category ?? 'Domestic';
  const id = overrides.id ?? routeId(params.id, route?.id);
  const mode = useMemo(currentMode, []);
  const editOffer = useMemo(() => overrides.editOffer ?? sessionEditsOffer(), [overrides.editOffer]);
  // A first save puts the new id in the address; the step already holds it, so it is not restarted.
  // Only that step: the router keeps this component (and its state) when the next step's route
  // renders it again, and the next step must start with the saved id, not the -1 it replaced.
  const [saved, setSaved] = useState<{ step: StepKey; from: number; to: number } | null>(null);
  const keyId = saved && saved.step === definition.step && id === saved.to ? saved.from : id;
  const key = `${category}/${keyId}/${mode}/${editOffer}`;
  const { Aside, actor: StepActor } = definition;

  return (
    <Box>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" id={STEP_TITLE_ID} size="2xl" color="brand.fg">
          {definition.title}
        </Heading>
        {Aside ? <Aside /> : null}
      </Flex>
      <ApplicationFlowActor.Provider
        // A link to another step (a Change link, a missing part) starts that step's own flow.
        key={`flow/${key}/${definition.step}`}
        options={{
          input: {
            category,
            mode,
            id: keyId,
            step: definition.step,
            editOffer,
            returnTo,
            followsRoute: overrides.followsRoute ?? overrides.category === undefined,
          },
        }}
      >
        <StepActor.Provider
          key={`step/${key}`}
          logic={logic}
          options={{ input: { id: keyId, category, mode, editOffer } }}
        >
          <StepBody
            definition={definition}
            onNext={onNext}
            onDirty={onDirty}
            onSaved={(to) => setSaved({ step: definition.step, from: keyId, to })}
            draftLogic={draftLogic}
            clock={clock}
          />
        </StepActor.Provider>
      </ApplicationFlowActor.Provider>
    </Box>
  );
}

interface StepBodyProps {
  definition: StepScreenDefinition;
  onNext?: (event: ApplicationFlowEmitted) => void;
  onDirty?: (dirty: boolean) => void;
  onSaved: (id: number) => void;
  draftLogic?: AnyStateMachine;
  clock?: ActorClock;
}

/** The step inside its machines: breadcrumb, then loading, load failed, read-only, or the form. */
function StepBody({ definition, onNext, onDirty, onSaved, draftLogic, clock }: StepBodyProps) {
  const step = definition.actor.useActorRef();
  const flow = ApplicationFlowActor.useActorRef();
  const mode = ApplicationFlowActor.useSelector((snapshot) => snapshot.context.mode);
  const breadcrumb = ApplicationFlowActor.useSelector(selectBreadcrumb, sameSteps);
  const navigation = ApplicationFlowActor.useSelector(selectShowsStepNavigation);
  const action = ApplicationFlowActor.useSelector(selectPrimaryLabel) ?? StepAction.saveAndContinue;
  const machinePhase = useSelector(step, (snapshot) =>
    snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('loadFailed')
        ? 'failed'
        : snapshot.matches({ ready: 'readOnly' })
          ? 'readOnly'
          : 'ready',
  );
  // The form's first render (~80 Chakra fields on the personal step) is React's longest task: it
  // runs at transition priority, which yields to the browser every few ms, while the loading
  // status stays on screen (and in the accessibility tree) until the form is ready to show (issue
  // 27: a phone's total blocking time). Only when, not what: the phase is the machine's.
  // Loaded under another category's route, the step is about to start again under its own: the
  // status stays until then (the flow's decision; nothing of the other category is drawn between).
  const moving = ApplicationFlowActor.useSelector(selectMovesToOwnCategory);
  const phase = useDeferredValue(moving ? 'loading' : machinePhase, 'loading');
  // The machine opens a form step of an application no longer being edited read-only: say its status.
  const status = useSelector(step, (snapshot) => snapshot.context.status as StatusKey | null);
  const guard = useLeaveGuard();
  const dirtyHandler = useRef(onDirty);
  dirtyHandler.current = onDirty;
  useEffect(() => dirtyHandler.current?.(guard.dirty), [guard.dirty]);
  useFlowBridge({
    step,
    onNext,
    onSaved: (id) => {
      guard.saved();
      onSaved(id);
    },
    allow: guard.allow,
  });
  const { Form } = definition;

  return (
    <>
      {navigation ? (
        <Flex justify="space-between" align="flex-start" wrap="wrap" gap="3">
          <StepBreadcrumb
            items={breadcrumb}
            onGo={(to) => guard.confirmThen(() => flow.send({ type: 'GO', step: to }))}
          />
          <AccountMenu confirmThen={guard.confirmThen} />
        </Flex>
      ) : null}
      {phase === 'loading' ? <StepLoading what={`${whoseFor(mode)} ${definition.what}`} /> : null}
      {phase === 'failed' ? (
        <StepLoadFailed
          what={`${whoseFor(mode)} ${definition.what}`}
          onRetry={() => step.send({ type: 'RETRY' })}
        />
      ) : null}
      {phase === 'readOnly' && status ? (
        <ReadOnlyStep status={status}>
          <Form action={action} />
        </ReadOnlyStep>
      ) : null}
      {phase === 'ready' ? (
        <StepDraftsProvider step={step} logic={draftLogic} clock={clock}>
          <UnsavedChangesContext.Provider value={guard.setDirty}>
            <Form action={action} />
          </UnsavedChangesContext.Provider>
          <DraftLeaveDialog dialog={guard.dialog} />
        </StepDraftsProvider>
      ) : (
        guard.dialog
      )}
    </>
  );
}

interface FlowBridgeOptions {
  step: AnyActorRef;
  onNext?: (event: ApplicationFlowEmitted) => void;
  onSaved: (id: number) => void;
  /** The flow is about to move on: leaving must not ask. */
  allow: () => void;
}

/**
 * Joins the step to the flow (DESIGN.md "Machines"): the step's `saved` becomes the flow's SAVED, and
 * the category of the application it loaded the flow's LOADED. The view then goes where the flow says
 * (`selectRouteToFollow`): its route, in place of the current address when the flow says so (the
 * loaded application's own category), after putting its saved route in place of a new application's
 * -1 address (so Back returns to the saved step). When the flow names no route to follow (staff), the
 * flow's `next` goes to `onNext` for the staff container.
 */
function useFlowBridge({ step, onNext, onSaved, allow }: FlowBridgeOptions) {
  const flow = ApplicationFlowActor.useActorRef();
  const route = ApplicationFlowActor.useSelector(selectRouteToFollow);
  const replace = ApplicationFlowActor.useSelector((snapshot) => snapshot.context.replaceRoute);
  const savedRoute = ApplicationFlowActor.useSelector((snapshot) => snapshot.context.savedRoute);
  const navigate = useNavigate();
  const handlers = useRef({ onNext, onSaved });
  handlers.current = { onNext, onSaved };

  useEffect(() => {
    const saved = step.on('saved', ({ id }: { id: number }) => {
      handlers.current.onSaved(id);
      flow.send({ type: 'SAVED', id });
    });
    const next = flow.on('next', (event) => handlers.current.onNext?.(event));
    return () => {
      saved.unsubscribe();
      next.unsubscribe();
    };
  }, [step, flow]);

  // The step's application loaded: the flow decides whether its own category's route replaces this one.
  const loaded = useSelector(step, (snapshot) =>
    snapshot.matches('ready') ? (snapshot.context.applicationCategory as Category | null) : undefined,
  );
  useEffect(() => {
    if (loaded !== undefined) flow.send({ type: 'LOADED', category: loaded });
  }, [loaded, flow]);

  // The route on arrival is where we are (or an alias of it); a later one is the flow moving on.
  // None to follow (staff): the flow's `next` goes to the container instead.
  const arrived = useRef(route);
  useEffect(() => {
    if (route === null || route === arrived.current) return;
    arrived.current = route;
    allow();
    void (async () => {
      if (savedRoute) await navigate(savedRoute, { replace: true });
      await navigate(route, { replace });
    })();
  }, [route, replace, savedRoute, navigate, allow]);
}

/** The breadcrumb is rebuilt on each snapshot; it changes only when a route, link or the current step does. */
function sameSteps(a: ReturnType<typeof selectBreadcrumb>, b: ReturnType<typeof selectBreadcrumb>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
