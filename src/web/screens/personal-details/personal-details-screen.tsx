import { Box, Flex, Heading, Link } from '@chakra-ui/react';
import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { matchStepRoute, NEW_APPLICATION_ID } from '@/domain/applications/steps.ts';
import type { Category } from '@/domain/user.ts';
import { readEditOffer } from '@/web/api/personal-details.ts';
import { currentMode } from '@/web/mode.ts';
import { usePageTitle } from '@/web/ui/page-title.ts';
import {
  ApplicationFlowActor,
  PersonalDetailsActor,
  type PersonalDetailsLogic,
} from './personal-details-actor.ts';
import { PersonalDetailsStep } from './personal-details-step.tsx';

/** The provider's guide to applying (spec §2 'How to apply' help link). */
export const HOW_TO_APPLY_URL = 'https://www.example.edu/how-to-apply';

export interface PersonalDetailsScreenProps {
  /** The machine to run; tests inject `personalDetailsMachine.provide(...)` with fakes. */
  logic?: PersonalDetailsLogic;
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
 * The personal details step (/personal/:id and /DomesticPersonal/:id for Domestic,
 * /InternationalPersonal/:id and /internationalPersional/:id for International).
 */
export function PersonalDetailsScreen({ logic, onNext, ...overrides }: PersonalDetailsScreenProps) {
  usePageTitle('Personal Details');
  const params = useParams();
  const { pathname } = useLocation();
  const route = matchStepRoute(pathname);
  const category = overrides.category ?? route?.category ?? 'Domestic';
  const id = overrides.id ?? routeId(params.id, route?.id);
  const mode = useMemo(currentMode, []);
  const editOffer = useMemo(() => overrides.editOffer ?? readEditOffer(), [overrides.editOffer]);
  const key = `${category}/${id}/${mode}/${editOffer}`;

  return (
    <Box>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" id="personal-details-title" size="2xl" color="brand.fg">
          Personal Details
        </Heading>
        <Link
          href={HOW_TO_APPLY_URL}
          target="_blank"
          rel="noreferrer"
          color="brand.fg"
          textDecoration="underline"
          minH="6"
        >
          How to apply
          <Box as="span" srOnly>
            {' '}
            (opens in a new tab)
          </Box>
        </Link>
      </Flex>
      <ApplicationFlowActor.Provider
        key={`flow/${key}`}
        options={{ input: { category, mode, id, step: 'personal', editOffer } }}
      >
        <PersonalDetailsActor.Provider
          key={`step/${key}`}
          logic={logic}
          options={{ input: { id, category, mode, editOffer } }}
        >
          <PersonalDetailsStep onNext={onNext} />
        </PersonalDetailsActor.Provider>
      </ApplicationFlowActor.Provider>
    </Box>
  );
}
