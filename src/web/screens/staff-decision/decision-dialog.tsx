import { Button, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { STATUS_LABELS } from '@/domain/applications/status.ts';
import { REASON_MAX, type Transition } from '@/domain/backoffice/lifecycle.ts';
import { StaffDecisionActor } from '@/web/logic/staff-decision.ts';
import { AppDialog } from '@/web/ui/app-dialog.tsx';
import { describedBy, FormField } from '@/web/ui/form-field.tsx';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';

/** The dialog of one move: the reason and due date it asks for, then Confirm (issue 11). */
export function DecisionDialog() {
  const move = StaffDecisionActor.useSelector((s) => s.context.move);
  // A new move starts empty; a refused one keeps what was typed.
  return move ? <MoveDialog key={move.to} move={move} /> : null;
}

function MoveDialog({ move }: { move: Transition }) {
  const actor = StaffDecisionActor.useActorRef();
  const open = StaffDecisionActor.useSelector(
    (s) => s.matches({ ready: 'deciding' }) || s.matches({ ready: 'submitting' }),
  );
  const submitting = StaffDecisionActor.useSelector((s) => s.matches({ ready: 'submitting' }));
  const error = StaffDecisionActor.useSelector((s) =>
    s.matches({ ready: 'deciding' }) ? s.context.error : null,
  );
  // An evidence request starts from the documents marked 'Needs replacing' (the machine's draft).
  const draftReason = StaffDecisionActor.useSelector((s) => s.context.draftReason);
  const [reason, setReason] = useState(draftReason);
  const [dueDate, setDueDate] = useState('');
  // Counted, not cut (issue 23 item 8): a reason too long is refused by the server and kept here.
  const reasonCount = { limit: REASON_MAX, length: reason.length };
  const title = `Mark as ${STATUS_LABELS[move.to]}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', values: { to: move.to, reason, dueDate } });
  };
  return (
    <AppDialog
      open={open}
      onClose={() => actor.send({ type: 'CANCEL' })}
      title={title}
      closable={!submitting}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={() => actor.send({ type: 'CANCEL' })} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="decision-form"
            colorPalette="brand"
            loading={submitting}
            loadingText="Saving…"
          >
            Confirm
          </Button>
        </HStack>
      }
    >
      <Stack as="form" id="decision-form" gap="4" onSubmit={onSubmit}>
        {error ? <InlineAlert title={error.message} /> : null}
        {move.needs === 'nothing' ? null : (
          <FormField
            id="decision-reason"
            label="Reason"
            required
            helperText="The applicant sees this reason, line breaks included."
            count={reasonCount}
          >
            <Textarea
              id="decision-reason"
              value={reason}
              aria-describedby={describedBy('decision-reason', true, undefined, reasonCount)}
              rows={4}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        )}
        {move.needs === 'reasonAndDueDate' ? (
          <FormField id="decision-due" label="Evidence due by" required>
            <Input
              id="decision-due"
              type="date"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
            />
          </FormField>
        ) : null}
      </Stack>
    </AppDialog>
  );
}
