import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { addSlotRecipes } from '@/web/app/system.ts';
import type { AppDialogProps } from './app-dialog.tsx';
import { CloseIcon } from './icons.tsx';

// The dialog's recipe arrives with the dialog (system.ts keeps the first load to what it draws).
addSlotRecipes({ dialog: dialogSlotRecipe });

/** The Chakra dialog behind `AppDialog` (app-dialog.tsx), in its own chunk: see there. */
export function AppDialogView({
  open,
  onClose,
  title,
  role = 'dialog',
  children,
  footer,
  closable = true,
  size = 'md',
  initialFocusEl,
  finalFocusEl,
}: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      size={size}
      placement="center"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={role === 'dialog' && closable}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header pe={closable ? '14' : undefined}>
              <Dialog.Title fontSize="lg" color="brand.fg">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? (
              <Dialog.Footer flexWrap="wrap" gap="3">
                {footer}
              </Dialog.Footer>
            ) : null}
            {closable ? (
              <Dialog.CloseTrigger asChild top="3" insetEnd="3">
                <Button variant="ghost" size="sm" aria-label="Close" minW="10" minH="10">
                  <CloseIcon />
                </Button>
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
