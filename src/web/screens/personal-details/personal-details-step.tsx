import { Box, Link } from '@chakra-ui/react';
import { PersonalDetailsActor } from '@/web/logic/personal-details.ts';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { PersonalForm } from './personal-form.tsx';

/** The provider's guide to applying (spec §2 'How to apply' help link). */
export const HOW_TO_APPLY_URL = 'https://www.example.edu/how-to-apply';

function HowToApply() {
  return (
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
  );
}

/**
 * The personal details step (/personal/:id and /DomesticPersonal/:id for Domestic,
 * /InternationalPersonal/:id and /internationalPersional/:id for International), as the step screen
 * shell shows it.
 */
export const personalDetailsStep: StepScreenDefinition = {
  step: 'personal',
  title: 'Personal Details',
  what: 'personal details',
  actor: PersonalDetailsActor,
  Form: PersonalForm,
  Aside: HowToApply,
};
