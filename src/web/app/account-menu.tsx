import { Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_ROUTE } from '@/domain/applications/steps.ts';
import { SignOutButton } from '@/web/ui/sign-out-button.tsx';
import { useSignOut } from '@/web/ui/use-sign-out.ts';

export interface AccountMenuProps {
  /** Leaving asks first when the step has unsaved changes. */
  confirmThen: (leave: () => void) => void;
}

/** The way out of a step: the applications home and Sign Out (spec §2 top tabs, in short). */
export function AccountMenu({ confirmThen }: AccountMenuProps) {
  const { signingOut, signOutNow } = useSignOut();
  const leave = () => confirmThen(signOutNow);

  return (
    <Flex as="nav" aria-label="Account" gap="2" align="center" wrap="wrap">
      <Link asChild color="brand.fg" textDecoration="underline" minH="10" px="2">
        {/* A router link: the step's leave guard asks first when there are unsaved changes. */}
        <RouterLink to={HOME_ROUTE}>My Applications</RouterLink>
      </Link>
      <SignOutButton signingOut={signingOut} onClick={leave} />
    </Flex>
  );
}
