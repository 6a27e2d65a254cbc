import { Box, Heading } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { homeRedirect } from '@/domain/backoffice/routes.ts';
import { appliesForStudents } from '@/domain/portal-offers.ts';
import type { AgentNewApplicationLogic } from '@/web/logic/agent-new-application.ts';
import {
  AccountCategoryActor,
  type AccountCategoryLogic,
  ApplicationsListActor,
  type ApplicationsListLogic,
  createAccountCategoryLogic,
  NewSupportRequestActor,
  type NewSupportRequestLogic,
  SupportRequestsActor,
  type SupportRequestsLogic,
} from '@/web/logic/home.ts';
import { currentMode } from '@/web/mode.ts';
import { deferredView } from '@/web/ui/deferred-view.tsx';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { useSession } from '@/web/ui/use-session.ts';
import { AccountArea } from './account-area.tsx';
import { AgentAccountArea } from './agent-account-area.tsx';
import { ApplicationsTab } from './applications-tab.tsx';
import { HomeTabs } from './home-tabs.tsx';
import { SupportTab } from './support-tab.tsx';
import { SwitchDialog } from './switch-dialog.tsx';

/**
 * The first-visit dialog's code (its radio group) is a chunk of its own, fetched beside the screen
 * as the dialog's own code is (app-dialog.tsx): the machine opens it on a first visit only.
 */
const WelcomeDialog = deferredView(() =>
  import('./welcome-dialog.tsx').then((module) => module.WelcomeDialog),
);

export interface HomeScreenProps {
  /** The machines to run; tests inject `machine.provide(...)` with fakes. */
  categoryLogic?: AccountCategoryLogic;
  applicationsLogic?: ApplicationsListLogic;
  supportLogic?: SupportRequestsLogic;
  newSupportLogic?: NewSupportRequestLogic;
  /** The agent portal's New Application (issue 11). */
  agentNewApplicationLogic?: AgentNewApplicationLogic;
}

/**
 * /potential/home (spec §2 "Potential home"): the account area with the category and New
 * Application, the first-visit and switch dialogs, and the two tabs.
 */
export function HomeScreen({
  categoryLogic,
  applicationsLogic,
  supportLogic,
  newSupportLogic,
  agentNewApplicationLogic,
}: HomeScreenProps) {
  usePageTitle('Home');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [category] = useState(() => categoryLogic ?? createAccountCategoryLogic(queryClient));
  const stored = user?.student?.potentialAccountCategory ?? null;
  // The agent portal (issue 11): the agent applies for students, with no category of their own.
  const agent = useMemo(() => appliesForStudents(currentMode()), []);
  const away = homeRedirect(user?.role);
  if (away) return <Navigate to={away} replace />;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="4" color="brand.fg">
        Home
      </Heading>
      {agent ? (
        <AgentAccountArea loginEmail={user?.loginEmail ?? ''} logic={agentNewApplicationLogic} />
      ) : (
        <AccountCategoryActor.Provider logic={category} options={{ input: { category: stored } }}>
          <AccountArea loginEmail={user?.loginEmail ?? ''} />
          <WelcomeDialog />
          <SwitchDialog />
        </AccountCategoryActor.Provider>
      )}
      <HomeTabs
        applications={
          <ApplicationsListActor.Provider logic={applicationsLogic}>
            <ApplicationsTab />
          </ApplicationsListActor.Provider>
        }
        support={
          // Mounted (and loaded) when the tab is first opened.
          <SupportRequestsActor.Provider logic={supportLogic}>
            <NewSupportRequestActor.Provider logic={newSupportLogic}>
              <SupportTab />
            </NewSupportRequestActor.Provider>
          </SupportRequestsActor.Provider>
        }
      />
    </Box>
  );
}
