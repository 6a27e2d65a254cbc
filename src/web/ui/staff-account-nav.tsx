import { Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { STAFF_HOME } from '@/domain/backoffice/routes.ts';
import { SignOutButton } from './sign-out-button.tsx';
import type { SignOutLogic } from './sign-out-logic.ts';
import { useSignOut } from './use-sign-out.ts';

/** A link in the staff screens' top bar: underlined, a 40 px target, text centred in it. */
export const staffNavLink = {
  color: 'brand.fg',
  textDecoration: 'underline',
  minH: '10',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
} as const;

/**
 * The staff's way around: back to the queue (left out on the queue itself) and Sign Out. A screen
 * with a way back to the queue of its own (the container's Back to the queue) leaves the link to
 * wider screens, where the bar has room for both: on a phone the three wrapped into a ragged block.
 */
export function StaffAccountNav({
  onQueue = false,
  queueLinkOnPhone = true,
  signOutLogic,
}: {
  onQueue?: boolean;
  queueLinkOnPhone?: boolean;
  /** Tests hand in the sign-out machine with fake calls. */
  signOutLogic?: SignOutLogic;
}) {
  const { signingOut, signOutNow } = useSignOut(signOutLogic);
  return (
    <Flex as="nav" aria-label="Account" gap="2" align="center" wrap="wrap">
      {onQueue ? null : (
        <Link asChild {...staffNavLink} hideBelow={queueLinkOnPhone ? undefined : 'md'}>
          <RouterLink to={STAFF_HOME}>Applications Queue</RouterLink>
        </Link>
      )}
      <SignOutButton signingOut={signingOut} onClick={signOutNow} />
    </Flex>
  );
}
