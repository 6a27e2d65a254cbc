import { Link } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_ROUTE } from '@/domain/applications/steps.ts';
import { offersSupportRequests } from '@/domain/portal-offers.ts';
import { currentMode } from '@/web/mode.ts';

/** Where applicants and agents ask for support: the Support Online tab of their home (?tab=support). */
export const SUPPORT_ROUTE = `${HOME_ROUTE}?tab=support`;

/**
 * The screen's Support link (course spec §2), beside its heading. Staff have no support requests of
 * their own (they answer them), so it is not shown to them. Leaving with unsaved changes asks first.
 */
export function SupportLink() {
  const shown = useMemo(() => offersSupportRequests(currentMode()), []);
  if (!shown) return null;
  return (
    <Link asChild color="brand.fg" textDecoration="underline" minH="6">
      <RouterLink to={SUPPORT_ROUTE}>Support</RouterLink>
    </Link>
  );
}
