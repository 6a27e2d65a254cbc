import { Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { LazyLoadTimeout } from './lazy-timeout.ts';

/** Shown while the first screen's code loads. */
export function RouteFallback() {
  return (
    <Box display="flex" justifyContent="center" alignItems="center" minH="50vh" role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text srOnly>Loading…</Text>
    </Box>
  );
}

/** The root error boundary: a screen crashed or its code could not be loaded. */
export function RouteError() {
  const error = useRouteError();
  const timedOut = error instanceof LazyLoadTimeout;
  usePageTitle(timedOut ? SLOW_LOAD : 'Something went wrong');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  console.error(error);
  if (timedOut) return <SlowLoad />;
  return (
    <Box as="main" id="main" maxW="xl" mx="auto" my="16" p="6" bg="bg" borderRadius="l3" lang="en">
      <Heading as="h1" size="2xl" mb="4">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </Heading>
      <Text mb="6">
        {notFound
          ? 'The page you asked for does not exist.'
          : 'This page could not be shown. Reload the page, or go back to the portal home and try again.'}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Go to the portal home</RouterLink>
      </Button>
    </Box>
  );
}

const SLOW_LOAD = 'This page is taking too long to load';

/** A screen's code took longer than the spec's 120 seconds (§9): say so, and let the person try again. */
function SlowLoad() {
  return (
    <Box as="main" id="main" maxW="xl" mx="auto" my="16" p="6" bg="bg" borderRadius="l3" lang="en">
      <Heading as="h1" size="2xl" mb="4">
        {SLOW_LOAD}
      </Heading>
      <Text mb="6">
        Your connection may be slow or may have dropped. Nothing you saved has been lost. Check your
        connection, then try again.
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Box>
  );
}
