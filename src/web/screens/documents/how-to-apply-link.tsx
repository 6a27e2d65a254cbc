import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HOW_TO_APPLY } from '@/domain/documents/constants.ts';

/** Where the portal explains how to apply. */
export const HOW_TO_APPLY_ROUTE = '/about';

/** The Documents screen's 'How to apply' help link (spec §2), beside its heading. */
export function HowToApplyLink() {
  return (
    <Link asChild color="brand.fg" textDecoration="underline" minH="6">
      <RouterLink to={HOW_TO_APPLY_ROUTE}>{HOW_TO_APPLY}</RouterLink>
    </Link>
  );
}
