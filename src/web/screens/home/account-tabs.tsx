import { Box, Button } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

const tabs = [
  { to: '/potential/home', label: 'Home' },
  { to: '/potential/changeemail', label: 'Change Email' },
  { to: '/potential/changepassword', label: 'Change Password' },
] as const;

const tabStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '4',
  fontWeight: 'medium',
  color: 'fg',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' },
  '&[aria-current=page]': { borderColor: 'brand.solid', color: 'brand.fg', fontWeight: 'bold' },
} as const;

/** The top tabs of the account area (spec §2): three pages and Sign Out. */
export function AccountTabs({ onSignOut, signingOut }: { onSignOut: () => void; signingOut: boolean }) {
  return (
    <Box as="nav" aria-label="Account" borderBottomWidth="1px" borderColor="border.emphasized" mb="6">
      <Box as="ul" display="flex" flexWrap="wrap" listStyleType="none" alignItems="stretch">
        {tabs.map((tab) => (
          <Box as="li" key={tab.to} display="flex">
            <Box asChild css={tabStyle}>
              <NavLink to={tab.to} end>
                {tab.label}
              </NavLink>
            </Box>
          </Box>
        ))}
        <Box as="li" display="flex" ms={{ md: 'auto' }}>
          <Button
            variant="ghost"
            colorPalette="brand"
            minH="11"
            fontSize="md"
            fontWeight="medium"
            onClick={onSignOut}
            loading={signingOut}
            loadingText="Signing out…"
          >
            Sign Out
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
