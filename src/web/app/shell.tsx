import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, Link as RouterLink, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { currentMode } from '../mode.ts';
import { Guard } from './guard.tsx';
import { SiteFooter } from './site-footer.tsx';

const MODE_LABEL = { applicant: null, agent: 'Agent portal', staff: 'Staff portal' } as const;

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" fill="#ffffff" />
      <path d="M18 7 4 14l14 7 11-5.5V24h3V14L18 7Z" fill="#18427b" />
      <path d="M10 19.5V25c0 2.2 3.6 4 8 4s8-1.8 8-4v-5.5l-8 4-8-4Z" fill="#2f64ad" />
    </svg>
  );
}

/** Moves focus to the new page's heading after a client-side navigation (not on first load). */
function useFocusOnNavigate(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root || root.contains(document.activeElement)) return;
    const heading = root.querySelector<HTMLElement>('h1');
    const target = heading ?? root;
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus();
  }, [pathname]);
}

/** Header, main and footer around every screen (spec §2 "Shell"). */
export function Shell() {
  const main = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  const modeLabel = MODE_LABEL[currentMode()];
  useFocusOnNavigate(main);
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        top="-40"
        left="4"
        zIndex="skipNav"
        bg="bg"
        color="brand.fg"
        px="4"
        py="3"
        borderRadius="l2"
        fontWeight="semibold"
        _focusVisible={{ top: '4', outline: '3px solid', outlineColor: 'brand.focusRing' }}
      >
        Skip to main content
      </Link>
      <Box as="header" bg="brand.800" color="white">
        <Container
          maxW="6xl"
          py="3"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="4"
        >
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
            <Box
              as="span"
              fontWeight="semibold"
              fontSize="sm"
              bg="brand.900"
              px="3"
              py="1"
              borderRadius="full"
            >
              {modeLabel}
            </Box>
          ) : null}
        </Container>
      </Box>
      <Box
        as="main"
        id="main"
        ref={main}
        tabIndex={-1}
        flex="1"
        // A screen's height at least: while a screen's code or data is on its way the main is short,
        // and the footer (taller than a phone's screen) would rise into view and then be pushed away
        // when the screen arrives (issue 27: CLS 0.676 on /register → /terms).
        minH="100vh"
        py={{ base: '6', md: '10' }}
        aria-busy={navigation.state === 'loading'}
        _focus={{ outline: 'none' }}
      >
        <Container maxW="6xl">
          <Guard>
            <Outlet />
          </Guard>
        </Container>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
