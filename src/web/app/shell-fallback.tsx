import { Box, Container, Flex } from '@chakra-ui/react';
import { RouteFallback } from './route-states.tsx';
import { MAIN_MIN_HEIGHT, SiteHeader } from './site-header.tsx';

/**
 * What the app draws while the first screen's code loads: the shell's header and main as index.html
 * drew them before the script (same layout), with the loading spinner in the main, so the page does
 * not lose its header between the HTML and the screen.
 */
export function ShellFallback() {
  return (
    <Flex direction="column" minH="100vh">
      <SiteHeader />
      <Box as="main" id="main" flex="1" minH={MAIN_MIN_HEIGHT} py={{ base: '6', md: '10' }}>
        <Container maxW="6xl">
          <RouteFallback />
        </Container>
      </Box>
    </Flex>
  );
}
