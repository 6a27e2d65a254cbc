import { Box, Button, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import {
  LEAVE_STEP_QUESTION,
  LEAVE_STEP_TEXT,
  staffApplicationMachine,
} from '@machines/staff-application.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { NEW_APPLICATION_ID, type StepKey } from '@/domain/applications/steps.ts';
import {
  drawsStepScreen,
  isSavedApplication,
  staffApplicationPage,
} from '@/domain/backoffice/application-page.ts';
import { applicationTitle, nextStatus, stepName } from '@/domain/backoffice/container.ts';
import { STAFF_HOME, staffBreadcrumb, staffStepOf, staffStepRoute } from '@/domain/backoffice/routes.ts';
import type { Category } from '@/domain/user.ts';
import type { DocumentReviewLogic } from '@/web/logic/document-review.ts';
import type { StaffDecisionLogic } from '@/web/logic/staff-decision.ts';
import { currentMode, portalOrigins } from '@/web/mode.ts';
import { DecisionBar, DecisionProvider, HistoryPanel } from '@/web/screens/staff-decision/decision-panel.tsx';
import { DuplicatesPanel } from '@/web/screens/staff-duplicates/duplicates-panel.tsx';
import { ConfirmDialog } from '@/web/ui/confirm-dialog.tsx';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { StaffAccountNav } from '@/web/ui/staff-account-nav.tsx';
import { StepBreadcrumb } from '@/web/ui/step-breadcrumb.tsx';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { StepLoading } from '@/web/ui/step-form/step-states.tsx';
import { QueryScope } from './query-client.tsx';
import { StaffApplicationLayout } from './staff-application-layout.tsx';
import { StaffDocumentChecks } from './staff-document-checks.tsx';
import { STEP_SCREENS } from './step-registry.ts';
import { StepScreen } from './step-screen.tsx';

export interface StaffApplicationScreenProps {
  /** Tests: the personal details machine with fake calls. */
  personalLogic?: AnyStateMachine;
  /** Tests: any step's machine with fake calls. */
  logics?: Partial<Record<StepKey, AnyStateMachine>>;
  /** Tests: the decision panel's machine with fake calls. */
  decisionLogic?: StaffDecisionLogic;
  /** Tests: the document checks' machine with fake calls (machines/document-review.ts). */
  reviewLogic?: DocumentReviewLogic;
  /** Tests: the container's machine (machines/staff-application.ts). */
  containerLogic?: typeof staffApplicationMachine;
  /** Tests: a stand-in for the step (the container's UI replay); by default the real step screen. */
  renderStep?: (props: EmbeddedStepProps) => ReactNode;
}

/** What the container hands the step it embeds. */
export interface EmbeddedStepProps {
  step: StepKey;
  category: Category;
  id: number;
  onNext: (event: ApplicationFlowEmitted) => void;
  onDirty: (dirty: boolean) => void;
}

/** A registered step's definition, once its chunk has loaded (null before, and for steps not built). */
function useStepDefinition(step: StepKey): StepScreenDefinition | null {
  const [loaded, setLoaded] = useState<{ step: StepKey; definition: StepScreenDefinition } | null>(null);
  useEffect(() => {
    let current = true;
    void STEP_SCREENS[step]?.().then((definition) => {
      if (current) setLoaded({ step, definition });
    });
    return () => {
      current = false;
    };
  }, [step]);
  return loaded?.step === step ? loaded.definition : null;
}

/** The container's Finish: staff have gone through every step; the bar above leads back to the queue. */
function StepsDone() {
  return <Text>Every step of this application has been gone through.</Text>;
}

/** A new application has no status or history yet: only its heading. */
function NewApplicationHeading() {
  const title = applicationTitle({
    id: NEW_APPLICATION_ID,
    reference: null,
    firstGivenName: null,
    familyName: null,
  });
  usePageTitle(title);
  return (
    <Heading as="h1" size="xl" color="brand.fg" mb="3">
      {title}
    </Heading>
  );
}

/** The real step screen, once its chunk has loaded. */
function RealStep({
  step,
  category,
  id,
  onNext,
  onDirty,
  logic,
}: EmbeddedStepProps & { logic?: AnyStateMachine }) {
  const definition = useStepDefinition(step);
  if (!definition) return <StepLoading what="the step" />;
  return (
    <StepScreen
      definition={definition}
      category={category}
      id={id}
      logic={logic}
      onNext={onNext}
      onDirty={onDirty}
    />
  );
}

/** The queue's address the queue's Open link hands over in the history entry's state. */
function queueOf(state: unknown): string | undefined {
  const queue = (state as { queue?: unknown } | null)?.queue;
  return typeof queue === 'string' ? queue : undefined;
}

function parseId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) ? id : NEW_APPLICATION_ID;
}

/**
 * It lives in app/ because it composes screens (DESIGN.md: screens never import each other; they
 * meet in app/).
 *
 * The staff back office's application page (/staff/application/:category/:id?step=…; DESIGN.md
 * "Machines"): the checks of the address, then the container (machines/staff-application.ts).
 */
export function StaffApplicationScreen(props: StaffApplicationScreenProps) {
  const params = useParams();
  const mode = useMemo(currentMode, []);
  const page = staffApplicationPage(params.category, mode);
  // The container names the page after the application.
  usePageTitle(page.show === 'container' ? null : 'Staff application');

  if (page.show === 'unknownCategory') {
    return (
      <Box>
        <Heading as="h1" size="2xl" color="brand.fg" mb="4">
          Staff application
        </Heading>
        <Text role="alert">
          The category “{params.category}” is not known: use Domestic or International.
        </Text>
      </Box>
    );
  }

  if (page.show === 'otherPortal') {
    return (
      <Box>
        <Heading as="h1" size="2xl" color="brand.fg" mb="4">
          Staff application
        </Heading>
        <Text>
          This page is part of the staff back office.{' '}
          <Link href={portalOrigins().staff} color="brand.fg" textDecoration="underline">
            Open the staff portal
          </Link>
          .
        </Text>
      </Box>
    );
  }

  return <Container category={page.category} {...props} />;
}

/**
 * The container: it renders the machine's state and sends it what happens. The step's saves
 * (`next`), its unsaved changes, the breadcrumb and the address (Back/Forward) go in; the address
 * to write and the way back to the queue come out.
 */
function Container({
  category,
  personalLogic,
  logics,
  decisionLogic,
  reviewLogic,
  containerLogic = staffApplicationMachine,
  renderStep,
}: StaffApplicationScreenProps & { category: Category }) {
  const params = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const addressStep = staffStepOf(search.get('step'));
  const actor = useActorRef(containerLogic, {
    input: { category, id: parseId(params.id), step: addressStep, queue: queueOf(state) },
  });
  const id = useSelector(actor, (s) => s.context.id);
  const step = useSelector(actor, (s) => s.context.step);
  const saved = useSelector(actor, (s) => s.context.saved);
  const saves = useSelector(actor, (s) => s.context.saves);
  const asking = useSelector(actor, (s) => s.matches('asking'));

  useEffect(() => {
    const address = actor.on('address', (event) => {
      void navigate(staffStepRoute(category, event.id, event.step), { replace: event.replace });
    });
    const queue = actor.on('queue', (event) => void navigate(`${STAFF_HOME}${event.address}`));
    return () => {
      address.unsubscribe();
      queue.unsubscribe();
    };
  }, [actor, category, navigate]);

  // Back/Forward (or a link) moved the address: the machine decides whether to follow it.
  useEffect(() => {
    actor.send({ type: 'ADDRESS', step: addressStep });
  }, [actor, addressStep]);

  const onNext = useCallback(
    (event: ApplicationFlowEmitted) => actor.send({ type: 'NEXT', step: event.step, id: event.id }),
    [actor],
  );
  const onDirty = useCallback((dirty: boolean) => actor.send({ type: 'DIRTY', dirty }), [actor]);
  const [marks, setMarks] = useState(0);
  const onMarked = useCallback(() => setMarks((count) => count + 1), []);
  const embedded: EmbeddedStepProps = { step, category, id, onNext, onDirty };

  const main = (
    <Box minW="0">
      <StepBreadcrumb
        items={staffBreadcrumb(category, id, step)}
        onGo={(to) => actor.send({ type: 'PICK', step: to })}
      />
      <Box role="status" aria-live="polite" mb={saved ? '4' : '0'}>
        {saved ? (
          <Text
            borderWidth="1px"
            borderStartWidth="4px"
            borderColor="green.700"
            bg="green.50"
            color="green.900"
            borderRadius="l2"
            p="3"
          >
            {nextStatus(category, saved)}
          </Text>
        ) : null}
      </Box>
      {step === 'personal' ? null : (
        <Heading as="h2" size="lg" color="brand.fg" mb="2">
          {stepName(category, step)}
        </Heading>
      )}
      {!drawsStepScreen(step) ? (
        <StepsDone />
      ) : renderStep ? (
        renderStep(embedded)
      ) : (
        <RealStep {...embedded} logic={logics?.[step] ?? (step === 'personal' ? personalLogic : undefined)} />
      )}
      {/* Staff look at each document and mark it (issue 25 item 6); inside the decision panel's provider. */}
      {step === 'documents' && isSavedApplication(id) ? (
        <StaffDocumentChecks id={id} logic={reviewLogic} />
      ) : null}
    </Box>
  );

  return (
    <Box>
      <Flex justify="space-between" align="center" wrap="wrap" gap="2" mb="2">
        <Text fontSize="sm" color="fg.muted">
          {category} application {isSavedApplication(id) ? id : '(new)'}
        </Text>
        <HStack gap="3">
          {/* Finish: staff are done with this application, whatever the step. */}
          <Button size="sm" colorPalette="brand" onClick={() => actor.send({ type: 'FINISH' })}>
            Back to the queue
          </Button>
          <StaffAccountNav queueLinkOnPhone={false} />
        </HStack>
      </Flex>
      {isSavedApplication(id) ? (
        // The application first (issue 25): the step is the main column under a compact bar; the
        // history and notes beside it on wide screens, a tab on a phone (staff-application-layout.tsx).
        // A save changed the application's version: the decision panel loads it (and the history) again.
        // A 'Not a duplicate' mark is a history entry too.
        <DecisionProvider key={`${id}/${saves}/${marks}`} id={id} logic={decisionLogic}>
          <Box as="section" aria-label="Decision">
            <DecisionBar id={id} />
          </Box>
          <QueryScope>
            <DuplicatesPanel id={id} onMarked={onMarked} />
          </QueryScope>
          <StaffApplicationLayout step={main} history={<HistoryPanel />} />
        </DecisionProvider>
      ) : (
        <>
          <NewApplicationHeading />
          {main}
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={LEAVE_STEP_QUESTION}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => actor.send({ type: 'LEAVE' })}
        onCancel={() => actor.send({ type: 'STAY' })}
      >
        {LEAVE_STEP_TEXT}
      </ConfirmDialog>
    </Box>
  );
}
