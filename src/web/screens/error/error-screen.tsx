import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/web/ui/page-title.ts';

/** /error and every unknown address: the page does not exist, with a way back. */
export function ErrorScreen() {
  usePageTitle('Page not found');
  return (
    <Box
      maxW="xl"
      mx="auto"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l3"
      p="8"
    >
      <Heading as="h1" size="2xl" mb="4" color="brand.fg">
        Page not found
      </Heading>
      <Text mb="6">
        The page you were looking for does not exist or has moved. Check the address, or carry on from the
        portal home.
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/potential/home">Go to my applications</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" size="lg">
          <RouterLink to="/">Sign in</RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}
