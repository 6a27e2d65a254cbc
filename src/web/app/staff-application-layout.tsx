import { Box, Grid, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNarrowScreen } from '@/web/ui/use-narrow-screen.ts';
import '@/web/ui/recipes/tabs.ts';

const STEP_TAB = 'step';
const HISTORY_TAB = 'history';

/**
 * The application first (issue 25): the step is the main column; the history and notes are a panel
 * beside it on wide screens (after it between tablet and laptop widths) and, on a phone, a tab next
 * to the step's, the step's open. Both tabs stay mounted once shown, so the form keeps what staff
 * typed while they read the history.
 */
export function StaffApplicationLayout({ step, history }: { step: ReactNode; history: ReactNode }) {
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <Tabs.Root defaultValue={STEP_TAB} lazyMount variant="line" colorPalette="brand">
        <Tabs.List mb="4">
          <Tabs.Trigger value={STEP_TAB} fontWeight="semibold">
            Application
          </Tabs.Trigger>
          <Tabs.Trigger value={HISTORY_TAB} fontWeight="semibold">
            History and notes
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={STEP_TAB} pt="0">
          {step}
        </Tabs.Content>
        <Tabs.Content value={HISTORY_TAB} pt="0">
          <Box as="aside" aria-label="History and notes">
            {history}
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    );
  }
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
      {step}
      <Box
        as="aside"
        aria-label="History and notes"
        borderStartWidth={{ base: '0', lg: '1px' }}
        borderTopWidth={{ base: '1px', lg: '0' }}
        borderColor="border"
        ps={{ base: '0', lg: '4' }}
        pt={{ base: '4', lg: '0' }}
      >
        {history}
      </Box>
    </Grid>
  );
}
