import { Badge, Box, Heading, Text } from '@chakra-ui/react';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { useSession } from '@/web/ui/use-session.ts';

/**
 * /potential/home: the account area (login email and '{category} Student'). The applications
 * table, New Application and the category dialog arrive with the applications work.
 */
export function HomeScreen() {
  usePageTitle('Home');
  const { user } = useSession();
  const category = user?.student?.potentialAccountCategory ?? null;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="4" color="brand.fg">
        Home
      </Heading>
      <Box
        as="section"
        aria-labelledby="account-title"
        bg="bg"
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="l3"
        p="5"
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        gap="4"
      >
        <Heading as="h2" id="account-title" size="md" srOnly>
          Your account
        </Heading>
        <Text>
          Signed in as{' '}
          <Text as="strong" fontWeight="semibold" data-testid="login-email">
            {user?.loginEmail ?? ''}
          </Text>
        </Text>
        {category ? (
          <Badge colorPalette="brand" variant="solid" size="lg">
            {category} Student
          </Badge>
        ) : null}
      </Box>
    </Box>
  );
}
