import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { type Answer, answersFor } from '@machines/application-answer.ts';
import { type EvidenceRequest, evidenceRequestOf } from '@/domain/applications/evidence.ts';
import type { StatusKey } from '@/domain/applications/status.ts';
import { answeredAs } from '@/domain/backoffice/messages.ts';
import type { Category } from '@/domain/user.ts';
import {
  ApplicationAnswerActor,
  type ApplicationAnswerLogic,
  applicationAnswerLogic,
} from '@/web/logic/application-answer.ts';
import { AppDialog } from '@/web/ui/app-dialog.tsx';
import { EvidenceBanner } from '@/web/ui/evidence-banner.tsx';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';

/** Each answer's button, its question and what it does (issue 11). */
export const ANSWERS: Record<Answer, { button: string; question: string; means: string }> = {
  evidence: {
    button: 'Send Evidence Back',
    question: 'Send the evidence back?',
    means: 'Your application goes back to the admissions team for review with the documents you uploaded.',
  },
  accept: {
    button: 'Accept Offer',
    question: 'Accept the offer?',
    means: 'You accept the place you were offered. The admissions team will contact you about enrolment.',
  },
  decline: {
    button: 'Decline Offer',
    question: 'Decline the offer?',
    means: 'You decline the place you were offered. This cannot be undone.',
  },
};

function AnswerDialog() {
  const actor = ApplicationAnswerActor.useActorRef();
  const answer = ApplicationAnswerActor.useSelector((s) => s.context.answer);
  const open = ApplicationAnswerActor.useSelector((s) => s.matches('confirming') || s.matches('sending'));
  const sending = ApplicationAnswerActor.useSelector((s) => s.matches('sending'));
  const error = ApplicationAnswerActor.useSelector((s) => s.context.error);
  if (!answer) return null;
  const words = ANSWERS[answer];
  return (
    <AppDialog
      open={open}
      role="alertdialog"
      onClose={() => actor.send({ type: 'CANCEL' })}
      title={words.question}
      closable={!sending}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={() => actor.send({ type: 'CANCEL' })} disabled={sending}>
            Cancel
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => actor.send({ type: 'CONFIRM' })}
            loading={sending}
            loadingText="Sending…"
          >
            {words.button}
          </Button>
        </HStack>
      }
    >
      <Box aria-busy={sending}>
        {error ? <InlineAlert title={error.message} /> : null}
        <Text>{words.means}</Text>
      </Box>
    </AppDialog>
  );
}

function AnswerButtons({ status }: { status: StatusKey }) {
  const actor = ApplicationAnswerActor.useActorRef();
  return answersFor(status).map((answer) => (
    <Button
      key={answer}
      colorPalette="brand"
      variant={answer === 'accept' ? 'solid' : 'outline'}
      onClick={() => actor.send({ type: 'ANSWER', answer })}
    >
      {ANSWERS[answer].button}
    </Button>
  ));
}

/**
 * One status on the page: the request (or the offer) with its answers, then, once answered, only the
 * new status (issue 23: no 'Status: Evidence Needed' beside 'Your application is now Under Review.').
 */
function AnswerBody({ status, evidence }: { status: StatusKey; evidence: EvidenceRequest | null }) {
  const became = ApplicationAnswerActor.useSelector((s) => s.context.became);
  if (became) return <StatusMessage tone="success">{answeredAs(became)}</StatusMessage>;
  if (evidence)
    return (
      <>
        <EvidenceBanner request={evidence}>
          <AnswerButtons status={status} />
        </EvidenceBanner>
        <Text color="fg.muted">Upload the documents on the Documents step, then send them back here.</Text>
        <AnswerDialog />
      </>
    );
  return (
    <Box borderWidth="1px" borderColor="border.emphasized" borderRadius="l2" p="4" bg="bg">
      <Text mb="3">You have been offered a place. Please accept or decline the offer.</Text>
      <HStack gap="2" flexWrap="wrap">
        <AnswerButtons status={status} />
      </HStack>
      <AnswerDialog />
    </Box>
  );
}

/**
 * The applicant's answer on the summary (issue 11): send evidence back, or accept or decline an offer.
 * While evidence is needed the request shows as a notification banner (issue 23).
 */
export function AnswerPanel({
  id,
  category,
  status,
  reason = null,
  dueDate = null,
  version,
  logic = applicationAnswerLogic,
}: {
  id: number;
  category: Category;
  status: StatusKey;
  /** The staff's reason and due date of an evidence request. */
  reason?: string | null;
  dueDate?: string | null;
  /** The application's version the summary loaded: the answer is made from it. */
  version: number;
  logic?: ApplicationAnswerLogic;
}) {
  if (answersFor(status).length === 0) return null;
  const evidence = evidenceRequestOf({
    id,
    category,
    statusKey: status,
    rejectedReason: reason,
    evidenceDueDate: dueDate,
  });
  return (
    <Box as="section" aria-label="Your answer" mb="6">
      <ApplicationAnswerActor.Provider
        key={`${id}/${status}`}
        logic={logic}
        options={{ input: { id, status, version } }}
      >
        <AnswerBody status={status} evidence={evidence} />
      </ApplicationAnswerActor.Provider>
    </Box>
  );
}
