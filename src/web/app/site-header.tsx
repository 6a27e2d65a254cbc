import { Box, Container, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { currentMode } from '../mode.ts';

const MODE_LABEL = { applicant: null, agent: 'Agent portal', staff: 'Staff portal' } as const;

/**
 * The header's height (its padding and the 2.75rem logo link). The main is at least a screen minus
 * this, so the footer starts at the fold: never rising into view while a screen loads (issue 27's
 * CLS) and never an empty screen's worth of scrolling below a short page. index.html says the same.
 */
export const MAIN_MIN_HEIGHT = 'calc(100vh - 4.25rem)';

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" fill="#ffffff" />
      <path d="M18 7 4 14l14 7 11-5.5V24h3V14L18 7Z" fill="#18427b" />
      <path d="M10 19.5V25c0 2.2 3.6 4 8 4s8-1.8 8-4v-5.5l-8 4-8-4Z" fill="#2f64ad" />
    </svg>
  );
}

/**
 * The site's header (spec §2 "Shell"): the logo to /potential/home and, off the applicant's host,
 * which portal this is. index.html draws the same header in plain HTML until the app starts.
 */
export function SiteHeader() {
  const modeLabel = MODE_LABEL[currentMode()];
  return (
    <Box as="header" bg="brand.800" color="white">
      <Container maxW="6xl" py="3" display="flex" alignItems="center" justifyContent="space-between" gap="4">
        <Link
          asChild
          color="white"
          fontWeight="bold"
          fontSize="lg"
          gap="3"
          minH="11"
          _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
        >
          <RouterLink to="/potential/home" aria-label="Admission Portal, go to my applications">
            <Logo />
            <span>Admission Portal</span>
          </RouterLink>
        </Link>
        {modeLabel ? (
          <Box as="span" fontWeight="semibold" fontSize="sm" bg="brand.900" px="3" py="1" borderRadius="full">
            {modeLabel}
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
