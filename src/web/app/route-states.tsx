import { Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { usePageTitle } from '@/web/ui/page-title.ts';

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
  usePageTitle('Something went wrong');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  console.error(error);
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
