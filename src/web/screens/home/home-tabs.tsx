import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import '@/web/ui/recipes/tabs.ts';

export const SUPPORT_TAB = 'support';
const APPLICATIONS_TAB = 'applications';

/**
 * 'My Applications' and 'Support Online' (arrow keys move between them). The open tab is in the
 * address (?tab=support), so Back from a support request returns to it. Each tab's content mounts
 * when first shown and then stays, keeping its page and filters.
 */
export function HomeTabs({ applications, support }: { applications: ReactNode; support: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab') === SUPPORT_TAB ? SUPPORT_TAB : APPLICATIONS_TAB;
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) =>
        setParams(details.value === SUPPORT_TAB ? { tab: SUPPORT_TAB } : {}, { replace: true })
      }
      lazyMount
      variant="line"
      colorPalette="brand"
      size="lg"
    >
      <Tabs.List mb="5">
        <Tabs.Trigger value={APPLICATIONS_TAB} fontWeight="semibold">
          My Applications
        </Tabs.Trigger>
        <Tabs.Trigger value={SUPPORT_TAB} fontWeight="semibold">
          Support Online
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={APPLICATIONS_TAB} pt="0">
        {applications}
      </Tabs.Content>
      <Tabs.Content value={SUPPORT_TAB} pt="0">
        {support}
      </Tabs.Content>
    </Tabs.Root>
  );
}
