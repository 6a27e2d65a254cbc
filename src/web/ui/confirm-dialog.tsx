import { Button } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import type { FlowError } from '@/domain/api-error.ts';
import { AppDialog } from './app-dialog.tsx';
import { InlineAlert } from './inline-alert.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure remove?'. */
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running. */
  busy?: boolean;
  busyLabel?: string;
  /** Why the confirmed action failed; the question stays open. */
  error?: FlowError | null;
  /** Red confirm button for actions that destroy something. */
  destructive?: boolean;
}

/** A question with two answers (role alertdialog). Focus starts on the safe answer. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
  busyLabel,
  error,
  destructive,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      role="alertdialog"
      size="sm"
      closable={false}
      title={title}
      initialFocusEl={() => cancelRef.current}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy} minW="20">
            {cancelLabel}
          </Button>
          <Button
            colorPalette={destructive ? 'red' : 'brand'}
            onClick={onConfirm}
            loading={busy}
            loadingText={busyLabel}
            minW="20"
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <InlineAlert title={error.message} /> : null}
      {children}
    </AppDialog>
  );
}
