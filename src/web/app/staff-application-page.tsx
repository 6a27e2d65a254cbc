import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { NEW_APPLICATION_ID, STEPS, type StepKey } from '@/domain/applications/steps.ts';
import {
  STAFF_HOME,
  staffApplicationRoute,
  staffBreadcrumb,
  staffStepOf,
} from '@/domain/backoffice/routes.ts';
import { CATEGORIES, type Category } from '@/domain/user.ts';
import { currentMode, portalOrigins } from '@/web/mode.ts';
import type { StaffDecisionLogic } from '@/web/screens/staff-decision/decision-actor.ts';
import { DecisionPanel } from '@/web/screens/staff-decision/decision-panel.tsx';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { StaffAccountNav } from '@/web/ui/staff-account-nav.tsx';
import { StepBreadcrumb } from '@/web/ui/step-breadcrumb.tsx';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { StepLoading } from '@/web/ui/step-form/step-states.tsx';
import { STEP_SCREENS } from './step-registry.ts';
import { StepScreen } from './step-screen.tsx';

/** "Application (step 3)" for a category. */
export function stepName(category: Category, step: StepKey): string {
  const { label, number } = STEPS[category][step];
  return `${label} (step ${number})`;
}

/** The status after a step saved: the spec's next event, in words. */
export function nextStatus(category: Category, step: StepKey): string {
  return `Saved. Next: ${stepName(category, step)}`;
}

export interface StaffApplicationScreenProps {
  /** Tests: the personal details machine with fake calls. */
  personalLogic?: AnyStateMachine;
  /** Tests: any step's machine with fake calls. */
  logics?: Partial<Record<StepKey, AnyStateMachine>>;
  /** Tests: the decision panel's machine with fake calls. */
  decisionLogic?: StaffDecisionLogic;
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

/** The container's Finish: staff have gone through every step (the decision panel stays above). */
function StepsDone() {
  return (
    <Text>
      Every step of this application has been gone through.{' '}
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to={STAFF_HOME}>Back to the queue</RouterLink>
      </Link>
    </Text>
  );
}

function parseCategory(value: string | undefined): Category | null {
  return CATEGORIES.find((category) => category === value) ?? null;
}

function parseId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) ? id : NEW_APPLICATION_ID;
}

/**
 * It lives in app/ because it composes screens (DESIGN.md: screens never import each other; they
 * meet in app/).
 *
 * The staff back office's application page (/staff/application/:category/:id; DESIGN.md
 * "Machines"): it embeds the step components with `onNext`. In staff mode a step does not navigate;
 * its flow machine emits `next`, which lands here: the page records it, says which step is next and
 * stays at its own address. Its breadcrumb opens any step of a saved application (staff review in any
 * order); after the summary's `next` (a submission staff made) it shows the end of the steps.
 */
export function StaffApplicationScreen({
  personalLogic,
  logics,
  decisionLogic,
}: StaffApplicationScreenProps) {
  usePageTitle('Staff application');
  const params = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const category = parseCategory(params.category);
  const mode = useMemo(currentMode, []);
  const [id, setId] = useState(() => parseId(params.id));
  const [step, setStep] = useState<StepKey>(() => staffStepOf(search.get('step')));
  const [events, setEvents] = useState<ApplicationFlowEmitted[]>([]);
  const definition = useStepDefinition(step);

  if (!category) {
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

  if (mode !== 'staff') {
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

  function onNext(event: ApplicationFlowEmitted) {
    setEvents((recorded) => [...recorded, event]);
    if (event.id > 0 && event.id !== id) {
      setId(event.id);
      // The saved id replaces -1 in the address too, so a reload reopens the same application.
      navigate(staffApplicationRoute(category as Category, event.id), { replace: true });
    }
    setStep(event.step);
  }

  // A step chosen in the breadcrumb: the last `next` no longer says where staff are.
  function go(to: StepKey) {
    setEvents([]);
    setStep(to);
  }

  const last = events.at(-1);

  return (
    <Box>
      <Flex justify="flex-end" mb="2">
        <StaffAccountNav />
      </Flex>
      <Text fontWeight="semibold" mb="2">
        {category} application {id > 0 ? id : '(new)'}
      </Text>
      <StepBreadcrumb items={staffBreadcrumb(category, id, step)} onGo={go} />
      <Box role="status" aria-live="polite" mb={last ? '4' : '0'}>
        {last ? (
          <Text
            borderWidth="1px"
            borderStartWidth="4px"
            borderColor="green.700"
            bg="green.50"
            color="green.900"
            borderRadius="l2"
            p="3"
          >
            {nextStatus(category, last.step)}
          </Text>
        ) : null}
      </Box>
      {id > 0 ? <DecisionPanel id={id} logic={decisionLogic} /> : null}
      {step === 'personal' ? null : (
        <Heading as="h2" size="lg" color="brand.fg" mb="2">
          {stepName(category, step)}
        </Heading>
      )}
      {step === 'finish' ? (
        <StepsDone />
      ) : definition ? (
        <StepScreen
          definition={definition}
          category={category}
          id={id}
          logic={logics?.[step] ?? (step === 'personal' ? personalLogic : undefined)}
          onNext={onNext}
        />
      ) : (
        <StepLoading what="the step" />
      )}
    </Box>
  );
}
