import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NEW_APPLICATION_ID, stepRoute } from '@/domain/applications/steps.ts';
import { CATEGORIES } from '@/domain/user.ts';
import { keepNewApplication } from '@/web/api/applications.ts';
import { PlusIcon } from '@/web/ui/icons.tsx';

/**
 * The account area on the agent portal (issue 11): an agent applies for students, so there is no
 * '{category} Student' label and no category dialog for the agent's own account; New Application is
 * chosen by the student's category.
 */
export function AgentAccountArea({ loginEmail }: { loginEmail: string }) {
  return (
    <Box
      as="section"
      aria-labelledby="account-title"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      mb="6"
    >
      <Heading as="h2" id="account-title" srOnly>
        Your account
      </Heading>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="4">
        <Text minW="0" overflowWrap="anywhere">
          Signed in as{' '}
          <Text as="strong" fontWeight="semibold" data-testid="login-email">
            {loginEmail}
          </Text>
        </Text>
        <HStack gap="3" ms={{ md: 'auto' }} flexWrap="wrap" role="group" aria-label="New Application">
          {CATEGORIES.map((category) => (
            <Button key={category} asChild colorPalette="brand" minH="11">
              <RouterLink
                to={stepRoute(category, 'personal', NEW_APPLICATION_ID)}
                onClick={() => keepNewApplication(category)}
              >
                <PlusIcon />
                {`New Application: ${category} Student`}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      </Box>
    </Box>
  );
}
