import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NEW_APPLICATION_ID, stepRoute } from '@/domain/applications/steps.ts';
import { CATEGORIES } from '@/domain/user.ts';
import { keepNewApplication } from '@/web/api/applications.ts';
import { PlusIcon } from '@/web/ui/icons.tsx';
import { AccountFrame } from './account-frame.tsx';

/**
 * The account area on the agent portal (issue 11): an agent applies for students, so there is no
 * '{category} Student' label and no category dialog for the agent's own account; New Application is
 * chosen by the student's category.
 */
export function AgentAccountArea({ loginEmail }: { loginEmail: string }) {
  return (
    <AccountFrame loginEmail={loginEmail}>
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
    </AccountFrame>
  );
}
