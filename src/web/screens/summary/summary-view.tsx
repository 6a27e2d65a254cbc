import { Box, Button, Flex } from '@chakra-ui/react';
import { answersFor } from '@machines/application-answer.ts';
import { canConfirm, STATUS_LABELS } from '@/domain/applications/status.ts';
import { PdfDownload } from '@/web/ui/pdf-download.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { AnswerPanel } from './answer-panel.tsx';
import { DeclarationDialog } from './declaration-dialog.tsx';
import { SubmitFailure } from './submit-failure.tsx';
import { SummaryActor } from './summary-actor.ts';
import { applicationRows, personalRows, SummarySection } from './summary-sections.tsx';

/** Staff stay on the summary after submitting it (the staff container moves on). */
export const submittedMessage = (reference: string | null) =>
  `The application has been submitted${reference ? `. Reference: ${reference}` : ''}.`;

/**
 * The read-only summary (spec §2): Personal Details and Application, the Confirm button while the
 * status allows a submission (editing, pending), the Declaration popup, what a submission answered,
 * and once submitted the PDF copy (issue 10: from the finish screen and from the row's View).
 */
export function SummaryView() {
  const actor = SummaryActor.useActorRef();
  const summary = SummaryActor.useSelector((s) => s.context.summary);
  const status = SummaryActor.useSelector((s) => s.context.status);
  const submitted = SummaryActor.useSelector((s) => s.matches({ ready: 'submitted' }));
  const reference = SummaryActor.useSelector((s) => s.context.reference);
  const mode = SummaryActor.useSelector((s) => s.context.mode);
  // The button stays while the popup is open, so focus returns to it when the popup closes.
  const confirmable = status !== null && canConfirm(status);
  // An applicant or agent answering (evidence, an offer) reads the status in the answer panel.
  const answering = status !== null && mode !== 'staff' && answersFor(status).length > 0;
  if (!summary) return null;
  return (
    <Box>
      <SubmitFailure />
      {submitted ? <StatusMessage tone="success">{submittedMessage(reference)}</StatusMessage> : null}
      {status && !confirmable && !submitted && !answering ? (
        <Box color="fg.muted" mb="4">
          Status: {STATUS_LABELS[status]}
          {reference ? ` · Reference: ${reference}` : ''}
        </Box>
      ) : null}
      {answering ? (
        <AnswerPanel
          id={summary.id}
          category={summary.category}
          status={status}
          reason={summary.rejectedReason}
          dueDate={summary.evidenceDueDate}
          version={summary.version}
        />
      ) : null}
      <SummarySection title="Personal Details" rows={personalRows(summary)} />
      <SummarySection title="Application" rows={applicationRows(summary)} />
      {reference ? <PdfDownload id={summary.id} /> : null}
      {confirmable ? (
        <Flex justify="flex-end">
          <Button colorPalette="brand" size="lg" onClick={() => actor.send({ type: 'CONFIRM' })}>
            Confirm
          </Button>
        </Flex>
      ) : null}
      <DeclarationDialog />
    </Box>
  );
}
