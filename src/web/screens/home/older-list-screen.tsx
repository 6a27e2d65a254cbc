import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NEW_APPLICATION_ID } from '@/domain/applications/steps.ts';
import { ApplicationsListActor, type ApplicationsListLogic, olderListLogic } from '@/web/logic/home.ts';
import { PlusIcon } from '@/web/ui/icons.tsx';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { ApplicationsTab } from './applications-tab.tsx';

/**
 * The older list view (spec §2): the applications with Edit and Delete, and a New Application link
 * to /personal/-1. The spec's "fixed sample course row" is the caller's own rows here, loaded by the
 * older call (spec §7): a sample row nobody can act on would mislead (ADR 023).
 */
export function OlderListScreen({ logic = olderListLogic }: { logic?: ApplicationsListLogic }) {
  usePageTitle('Applications');
  return (
    <Box>
      <HStack justify="space-between" flexWrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="2xl" color="brand.fg">
          Applications
        </Heading>
        <Button asChild colorPalette="brand" minH="11">
          <RouterLink to={`/personal/${NEW_APPLICATION_ID}`}>
            <PlusIcon />
            New Application
          </RouterLink>
        </Button>
      </HStack>
      <ApplicationsListActor.Provider logic={logic}>
        <ApplicationsTab older />
      </ApplicationsListActor.Provider>
    </Box>
  );
}
