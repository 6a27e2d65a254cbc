import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

export interface AppDialogProps {
  open: boolean;
  /** Escape, the close button, or a click outside (when allowed). */
  onClose: () => void;
  title: ReactNode;
  /** 'alertdialog' for a question that needs an answer (confirmations, reasons). */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  /** Show the × button in the corner (default true). */
  closable?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Where focus goes on open; by default the first focusable element. */
  initialFocusEl?: () => HTMLElement | null;
}

/**
 * A modal dialog opened and closed by a machine's state: focus moves in and is trapped, Escape
 * closes, focus returns to what opened it. Content is mounted only while open.
 */
export function AppDialog({
  open,
  onClose,
  title,
  role = 'dialog',
  children,
  footer,
  closable = true,
  size = 'md',
  initialFocusEl,
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
