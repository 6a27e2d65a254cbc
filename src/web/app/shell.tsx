import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Guard } from './guard.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_MIN_HEIGHT, SiteHeader } from './site-header.tsx';

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
      <SiteHeader />
      <Box
        as="main"
        id="main"
        ref={main}
        tabIndex={-1}
        flex="1"
        // A screen's height (less the header) at least: while a screen's code or data is on its way the main is short,
        // and the footer (taller than a phone's screen) would rise into view and then be pushed away
        // when the screen arrives (issue 27: CLS 0.676 on /register → /terms).
        minH={MAIN_MIN_HEIGHT}
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
