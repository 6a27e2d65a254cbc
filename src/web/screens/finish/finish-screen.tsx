import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { FinishInput } from '@machines/finish.ts';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { breadcrumb, HOME_ROUTE, matchStepRoute } from '@/domain/applications/steps.ts';
import { FINISH_MESSAGE } from '@/domain/submission/constants.ts';
import type { Category } from '@/domain/user.ts';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { PdfDownload } from '@/web/ui/pdf-download.tsx';
import { StepBreadcrumb } from '@/web/ui/step-breadcrumb.tsx';
import { FinishActor } from './finish-actor.ts';
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
 * reference, a 5-second countdown that can be paused, then a replacing navigation to /potential/home.
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
  const reference = FinishActor.useSelector((s) => s.context.reference);
  const navigate = useNavigate();

  useEffect(() => {
    const home = actor.on('home', () => {
      void navigate(HOME_ROUTE, { replace: true });
    });
    return () => home.unsubscribe();
  }, [actor, navigate]);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" color="brand.fg">
        {FINISH_MESSAGE}
      </Heading>
      {reference ? (
        <Text fontSize="lg">
          Your application reference is <strong>{reference}</strong>. Please quote it when you contact us.
        </Text>
      ) : null}
      <FinishCountdown />
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
