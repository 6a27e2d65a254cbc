import { Box, Flex, Heading } from '@chakra-ui/react';
import {
  type ApplicationFlowEmitted,
  selectBreadcrumb,
  selectPrimaryLabel,
} from '@machines/application-flow.ts';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { matchStepRoute, NEW_APPLICATION_ID, StepAction } from '@/domain/applications/steps.ts';
import type { Category } from '@/domain/user.ts';
import { readEditOffer } from '@/web/api/personal-details.ts';
import { currentMode } from '@/web/mode.ts';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { StepBreadcrumb } from '@/web/ui/step-breadcrumb.tsx';
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
  /** Overrides for a container that shows the step outside its route (the staff container, tests). */
  category?: Category;
  id?: number;
  /** An offer is being edited; by default the session's edit-offer indicator. */
  editOffer?: boolean;
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
  ...overrides
}: StepScreenProps & { definition: StepScreenDefinition }) {
  usePageTitle(definition.title);
  const params = useParams();
  const { pathname } = useLocation();
  const route = matchStepRoute(pathname);
  const category = overrides.category ?? route?.category ?? 'Domestic';
  const id = overrides.id ?? routeId(params.id, route?.id);
  const mode = useMemo(currentMode, []);
  const editOffer = useMemo(() => overrides.editOffer ?? readEditOffer(), [overrides.editOffer]);
  // A first save puts the new id in the address; the step already holds it, so it is not restarted.
  const [saved, setSaved] = useState<{ from: number; to: number } | null>(null);
  const keyId = saved && id === saved.to ? saved.from : id;
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
        key={`flow/${key}`}
        options={{ input: { category, mode, id: keyId, step: definition.step, editOffer } }}
      >
        <StepActor.Provider
          key={`step/${key}`}
          logic={logic}
          options={{ input: { id: keyId, category, mode, editOffer } }}
        >
          <StepBody definition={definition} onNext={onNext} onSaved={(to) => setSaved({ from: keyId, to })} />
        </StepActor.Provider>
      </ApplicationFlowActor.Provider>
    </Box>
  );
}

interface StepBodyProps {
  definition: StepScreenDefinition;
  onNext?: (event: ApplicationFlowEmitted) => void;
  onSaved: (id: number) => void;
}

/** The step inside its machines: breadcrumb, then loading, load failed, or the form. */
function StepBody({ definition, onNext, onSaved }: StepBodyProps) {
  const step = definition.actor.useActorRef();
  const flow = ApplicationFlowActor.useActorRef();
  const mode = ApplicationFlowActor.useSelector((snapshot) => snapshot.context.mode);
  const breadcrumb = ApplicationFlowActor.useSelector(selectBreadcrumb, sameSteps);
  const action = ApplicationFlowActor.useSelector(selectPrimaryLabel) ?? StepAction.saveAndContinue;
  const phase = useSelector(step, (snapshot) =>
    snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'failed' : 'ready',
  );
  const guard = useLeaveGuard();
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
      {/* Staff move between steps in their own container. */}
      {mode === 'staff' ? null : (
        <Flex justify="space-between" align="flex-start" wrap="wrap" gap="3">
          <StepBreadcrumb
            items={breadcrumb}
            onGo={(to) => guard.confirmThen(() => flow.send({ type: 'GO', step: to }))}
          />
          <AccountMenu confirmThen={guard.confirmThen} />
        </Flex>
      )}
      {phase === 'loading' ? <StepLoading what={definition.what} /> : null}
      {phase === 'failed' ? (
        <StepLoadFailed what={definition.what} onRetry={() => step.send({ type: 'RETRY' })} />
      ) : null}
      {phase === 'ready' ? (
        <UnsavedChangesContext.Provider value={guard.setDirty}>
          <Form action={action} />
        </UnsavedChangesContext.Provider>
      ) : null}
      {guard.dialog}
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
 * Joins the step to the flow (DESIGN.md "Machines"): the step's `saved` becomes the flow's SAVED.
 * Applicants and agents then go to the route the flow gives — a new application's -1 address is
 * first replaced by its id, so Back returns to the saved step; staff stay, and the flow's `next` goes
 * to `onNext` for the staff container.
 */
function useFlowBridge({ step, onNext, onSaved, allow }: FlowBridgeOptions) {
  const flow = ApplicationFlowActor.useActorRef();
  const route = ApplicationFlowActor.useSelector((snapshot) => snapshot.context.route);
  const mode = ApplicationFlowActor.useSelector((snapshot) => snapshot.context.mode);
  const flowId = ApplicationFlowActor.useSelector((snapshot) => snapshot.context.id);
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  // The route on arrival is where we are (or an alias of it); a later one is the flow moving on.
  const arrived = useRef(route);
  const here = useRef(pathname);
  here.current = pathname;
  useEffect(() => {
    if (route === arrived.current || mode === 'staff') return;
    arrived.current = route;
    allow();
    void (async () => {
      const current = matchStepRoute(here.current);
      if (current?.id === NEW_APPLICATION_ID && flowId > 0) {
        await navigate(here.current.replace(/-1\/?$/, String(flowId)), { replace: true });
      }
      await navigate(route);
    })();
  }, [route, mode, flowId, navigate, allow]);
}

/** The breadcrumb is rebuilt on each snapshot; it changes only when a route, link or the current step does. */
function sameSteps(a: ReturnType<typeof selectBreadcrumb>, b: ReturnType<typeof selectBreadcrumb>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
