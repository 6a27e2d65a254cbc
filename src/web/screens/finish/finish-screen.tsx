import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { FinishInput } from '@machines/finish.ts';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { breadcrumb, HOME_ROUTE, matchStepRoute } from '@/domain/applications/steps.ts';
import { FINISH_MESSAGE } from '@/domain/submission/constants.ts';
import { finishText, WHAT_HAPPENS_NEXT } from '@/domain/submission/finish-text.ts';
import type { Category } from '@/domain/user.ts';
import { FinishActor } from '@/web/logic/finish.ts';
import { currentMode } from '@/web/mode.ts';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { PdfDownload } from '@/web/ui/pdf-download.tsx';
import { StepBreadcrumb } from '@/web/ui/step-breadcrumb.tsx';
import { FinishCountdown } from './finish-countdown.tsx';

export const GO_HOME_NOW = 'Go to my applications now';

export interface FinishScreenProps {
  /** The finish machine to run; tests inject `finishMachine.provide(...)` with fakes. */
  logic?: AnyStateMachine;
  /** The countdown's clock; model-based tests pass a simulated one. */
  clock?: ActorClock;
  category?: Category;
  id?: number;
  /** The PDF call; tests pass a fake. */
  download?: (id: number) => Promise<void>;
}

/**
 * The finish screens (/finish/{id}, /internationalFinish/{id}; spec §2, §4, §9): the message, the
 * reference in a confirmation panel, a 5-second countdown that can be paused, then a replacing navigation to /potential/home; 'What happens next' below it (issue 23).
 */
export function FinishScreen({ logic, clock, download, ...overrides }: FinishScreenProps) {
  usePageTitle('Finish');
  const params = useParams();
  const { pathname } = useLocation();
  const route = useMemo(() => matchStepRoute(pathname), [pathname]);
  const category = overrides.category ?? route?.category ?? 'Domestic';
  const id = overrides.id ?? route?.id ?? Number(params.id);
  const input: FinishInput = { id, category };
  return (
    <Box>
      <StepBreadcrumb items={breadcrumb(category, id, 'finish')} />
      <FinishActor.Provider key={`${category}/${id}`} logic={logic} options={withClock({ input }, clock)}>
        <FinishBody id={id} download={download} />
      </FinishActor.Provider>
    </Box>
  );
}

function FinishBody({ id, download }: { id: number; download?: (id: number) => Promise<void> }) {
  const actor = FinishActor.useActorRef();
  const navigate = useNavigate();

  useEffect(() => {
    const home = actor.on('home', () => {
      void navigate(HOME_ROUTE, { replace: true });
    });
    return () => home.unsubscribe();
  }, [actor, navigate]);

  return (
    <Stack gap="6">
      <ConfirmationPanel />
      <FinishCountdown />
      <WhatHappensNext />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
        <PdfDownload id={id} download={download} />
        <Link asChild color="brand.fg" textDecoration="underline" minH="6">
          <RouterLink to={HOME_ROUTE} replace>
            {GO_HOME_NOW}
          </RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}

/** The page's words for its mode and student (src/domain/submission/finish-text.ts). */
function useFinishText() {
  const student = FinishActor.useSelector((s) => s.context.student);
  return useMemo(() => finishText(currentMode(), student ?? 'the student'), [student]);
}

/**
 * GOV.UK confirmation panel: the spec's message as its title, the reference in large type, and for
 * agents the student it is for. The countdown follows at once, so Pause is in view on a phone.
 */
function ConfirmationPanel() {
  const reference = FinishActor.useSelector((s) => s.context.reference);
  const text = useFinishText();
  return (
    <Box bg="green.700" color="white" p={{ base: '5', md: '8' }} textAlign="center" borderRadius="l2">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="white">
        {FINISH_MESSAGE}
      </Heading>
      {text.forStudent ? (
        <Text mt="3" fontSize="lg">
          {text.forStudent}
        </Text>
      ) : null}
      {reference ? (
        <Text mt="3" fontSize="lg">
          {text.referenceLabel}
          <br />
          <Text as="strong" fontSize="2xl" wordBreak="break-all">
            {reference}
          </Text>
        </Text>
      ) : null}
    </Box>
  );
}

function WhatHappensNext() {
  const text = useFinishText();
  return (
    <Box as="section" aria-labelledby="what-happens-next">
      <Heading as="h2" size="lg" id="what-happens-next" mb="3">
        {WHAT_HAPPENS_NEXT}
      </Heading>
      <Stack gap="3">
        {text.next.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
    </Box>
  );
}
