import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import '@/web/ui/recipes/alert.ts';

/** An error said where it happened (a dialog, a list that failed to load), read out at once. */
export function InlineAlert({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Alert.Root status="error" variant="outline" borderColor="border.error" mb="4" alignItems="flex-start">
      <Alert.Indicator color="fg.error" />
      <Alert.Content role="alert">
        <Alert.Title fontWeight="semibold" color="fg.error">
          {title}
        </Alert.Title>
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
