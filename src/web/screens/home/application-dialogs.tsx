import { Button, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { ApplicationRow } from '@/domain/applications/list.ts';
import { Msg } from '@/domain/messages.ts';
import { ApplicationsListActor } from '@/web/logic/home.ts';
import { AppDialog } from '@/web/ui/app-dialog.tsx';
import { ConfirmDialog } from '@/web/ui/confirm-dialog.tsx';
import { rowName } from './application-row-actions.tsx';

/** The selected row, kept while its dialog closes (the machine has already let it go). */
function useShownRow(open: boolean) {
  const selected = ApplicationsListActor.useSelector((s) => s.context.selected);
  const shown = useRef<ApplicationRow | null>(null);
  if (open && selected) shown.current = selected;
  return shown.current;
}

/** 'Are you sure remove?' before a delete (spec §2). */
export function DeleteDialog() {
  const actor = ApplicationsListActor.useActorRef();
  const open = ApplicationsListActor.useSelector(
    (s) => s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' }),
  );
  const busy = ApplicationsListActor.useSelector((s) => s.matches({ ready: 'deleting' }));
  const error = ApplicationsListActor.useSelector((s) => s.context.error);
  const row = useShownRow(open);
  return (
    <ConfirmDialog
      open={open}
      title={Msg.removeConfirm}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      destructive
      busy={busy}
      busyLabel="Deleting…"
      error={open ? error : null}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    >
      {row ? (
        <Text>
          The application of <strong>{rowName(row)}</strong>
          {row.courseName ? ` for ${row.courseName}` : ''} will be deleted. This cannot be undone.
        </Text>
      ) : null}
    </ConfirmDialog>
  );
}

/** The reason of a Refused or Evidence Needed application, titled with the status, line breaks kept. */
export function ReasonDialog() {
  const actor = ApplicationsListActor.useActorRef();
  const open = ApplicationsListActor.useSelector((s) => s.matches({ ready: 'showingReason' }));
  const row = useShownRow(open);
  const close = () => actor.send({ type: 'CLOSE' });
  return (
    <AppDialog
      open={open}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={row?.status ?? ''}
      footer={
        <Button colorPalette="brand" onClick={close} minW="20">
          OK
        </Button>
      }
    >
      <Text whiteSpace="pre-line" data-testid="rejected-reason">
        {row?.rejectedReason?.trim() || 'No reason was given.'}
      </Text>
    </AppDialog>
  );
}
