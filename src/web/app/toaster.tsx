import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import type { Notice } from '@/web/logic/client-registries.ts';
import { addSlotRecipes } from './system.ts';

// The toast's recipe comes with the toaster, a lazy chunk (system.ts).
addSlotRecipes({ toast: toastSlotRecipe });

/** The one toaster of the app; the API client's notices arrive here (spec §8 messages). */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export function showNotice({ tone, message, durationMs }: Notice): void {
  toaster.create({ type: tone, description: message, duration: durationMs, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss message" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
