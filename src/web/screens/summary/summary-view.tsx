import { Box, Button, Flex, Heading, Link, List } from '@chakra-ui/react';
import { summaryShows } from '@machines/summary.ts';
import { shallowEqual } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import { specSections } from '@/domain/answers/spec-sections.ts';
import { STATUS_LABELS } from '@/domain/applications/status.ts';
import { STEPS, stepRoute } from '@/domain/applications/steps.ts';
import { stepCompleteness } from '@/domain/submission/completeness.ts';
import { SummaryActor } from '@/web/logic/summary.ts';
import { PdfDownload } from '@/web/ui/pdf-download.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { AnswerPanel } from './answer-panel.tsx';
import { DeclarationDialog } from './declaration-dialog.tsx';
import { MissingParts } from './missing-parts.tsx';
import { CompletenessBadge, SummarySection } from './summary-sections.tsx';

/** Staff stay on the summary after submitting it (the staff container moves on). */
export const submittedMessage = (reference: string | null) =>
  `The application has been submitted${reference ? `. Reference: ${reference}` : ''}.`;

/** The query a Change link adds: the step's save then returns to the summary (the flow's `returnTo`). */
export const RETURN_TO_SUMMARY = 'back=summary';

/**
 * Check your answers (spec §2, issue 23): while it can be submitted, each step's state (Complete /
 * Not complete, from the submission's own check); the spec's Personal Details and Application, then
 * every other answer, each section with its Change link; the Confirm button while the status allows
 * a submission; what stops it (missing parts, a refusal) in view; the Declaration popup; and once
 * submitted the PDF copy.
 */
export function SummaryView() {
  const actor = SummaryActor.useActorRef();
  const summary = SummaryActor.useSelector((s) => s.context.summary);
  const status = SummaryActor.useSelector((s) => s.context.status);
  const reference = SummaryActor.useSelector((s) => s.context.reference);
  const category = SummaryActor.useSelector((s) => s.context.category);
  const { submitted, confirmable, answering, changeable, statusLine } = SummaryActor.useSelector(
    summaryShows,
    shallowEqual,
  );
  if (!summary) return null;
  const sections = summary.sections?.length ? summary.sections : specSections(summary);
  const changeRoute = (step: Parameters<typeof stepRoute>[1]) =>
    `${stepRoute(category, step, summary.id)}?${RETURN_TO_SUMMARY}`;
  return (
    <Box>
      <MissingParts />
      {submitted ? <StatusMessage tone="success">{submittedMessage(reference)}</StatusMessage> : null}
      {statusLine && status ? (
        <Box color="fg.muted" mb="4">
          Status: {STATUS_LABELS[status]}
          {reference ? ` · Reference: ${reference}` : ''}
        </Box>
      ) : null}
      {answering && status ? (
        <AnswerPanel
          id={summary.id}
          category={summary.category}
          status={status}
          reason={summary.rejectedReason}
          dueDate={summary.evidenceDueDate}
          version={summary.version}
        />
      ) : null}
      {confirmable ? (
        <Box as="section" aria-labelledby="summary-progress" mb="6">
          <Heading as="h2" id="summary-progress" size="lg" color="brand.fg" mb="3">
            Application progress
          </Heading>
          <List.Root as="ul" listStyleType="none" gap="2">
            {stepCompleteness(summary.missing ?? []).map(({ step, complete }) => (
              <List.Item key={step}>
                <Flex justify="space-between" align="center" gap="3" borderBottomWidth="1px" pb="2">
                  {changeable ? (
                    <Link asChild color="brand.fg" textDecoration="underline">
                      <RouterLink to={changeRoute(step)}>{STEPS[category][step].label}</RouterLink>
                    </Link>
                  ) : (
                    <span>{STEPS[category][step].label}</span>
                  )}
                  <CompletenessBadge complete={complete} />
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {sections.map((section, index) => (
        <SummarySection
          key={section.title}
          section={section}
          index={index}
          change={changeable ? (s) => changeRoute(s.step) : undefined}
        />
      ))}
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
