import { Button, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CATEGORIES } from '@/domain/user.ts';
import {
  AgentNewApplicationActor,
  type AgentNewApplicationLogic,
} from '@/web/logic/agent-new-application.ts';
import { PlusIcon } from '@/web/ui/icons.tsx';
import { AccountFrame } from './account-frame.tsx';

/**
 * Loaded apart (it starts loading as the agent's home mounts, long before a button is pressed): the
 * applicant's home shares this screen's chunk and should not carry the dialog and the personal step's
 * rules it checks with.
 */
const NewStudentDialog = lazy(async () => ({
  default: (await import('./new-student-dialog.tsx')).NewStudentDialog,
}));

export interface AgentAccountAreaProps {
  loginEmail: string;
  /** The New Application machine; tests hand their own. */
  logic?: AgentNewApplicationLogic;
}

/**
 * The account area on the agent portal (issue 11): an agent applies for students, so there is no
 * '{category} Student' label and no category dialog for the agent's own account; New Application is
 * chosen by the student's category and first asks the student's name and email.
 */
export function AgentAccountArea({ loginEmail, logic }: AgentAccountAreaProps) {
  return (
    <AgentNewApplicationActor.Provider logic={logic}>
      <AccountFrame loginEmail={loginEmail}>
        <NewApplicationButtons />
      </AccountFrame>
      <Suspense fallback={null}>
        <NewStudentDialog />
      </Suspense>
    </AgentNewApplicationActor.Provider>
  );
}

function NewApplicationButtons() {
  const actor = AgentNewApplicationActor.useActorRef();
  const navigate = useNavigate();

  // Continue: the machine has kept the category and the student; it names the personal step.
  useEffect(() => {
    const subscription = actor.on('startApplication', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <HStack gap="3" ms={{ md: 'auto' }} flexWrap="wrap" role="group" aria-label="New Application">
      {CATEGORIES.map((category) => (
        <Button
          key={category}
          colorPalette="brand"
          minH="11"
          onClick={() => actor.send({ type: 'OPEN', category })}
        >
          <PlusIcon />
          {`New Application: ${category} Student`}
        </Button>
      ))}
    </HStack>
  );
}
