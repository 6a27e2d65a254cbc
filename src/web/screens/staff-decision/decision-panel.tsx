import { Box, Button, Flex, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { staffMoves } from '@machines/staff-decision.ts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { STATUS_LABELS } from '@/domain/applications/status.ts';
import { applicationTitle } from '@/domain/backoffice/container.ts';
import { NOTE_MAX } from '@/domain/backoffice/lifecycle.ts';
import {
  StaffDecisionActor,
  type StaffDecisionLogic,
  staffDecisionLogic,
} from '@/web/logic/staff-decision.ts';
import { describedBy, FormField } from '@/web/ui/form-field.tsx';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { ListFailed, ListLoading } from '@/web/ui/list-parts.tsx';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { Pager } from '@/web/ui/pager.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { DecisionDialog } from './decision-dialog.tsx';
import { HistoryList } from './history-list.tsx';

function NoteForm() {
  const actor = StaffDecisionActor.useActorRef();
  const noting = StaffDecisionActor.useSelector((s) => s.matches({ ready: 'noting' }));
  const [content, setContent] = useState('');
  // Counted, not cut (issue 23 item 8): a note over the limit stays in the box, its count in error.
  const count = { limit: NOTE_MAX, length: content.length };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (count.length > count.limit) return;
    actor.send({ type: 'NOTE', content });
    setContent('');
  };
  return (
    <Stack as="form" gap="2" onSubmit={onSubmit} aria-label="Add an internal note">
      <FormField
        id="staff-note"
        label="Internal note"
        helperText="Staff only: applicants and agents never see notes."
        count={count}
      >
        <Textarea
          id="staff-note"
          value={content}
          aria-describedby={describedBy('staff-note', true, undefined, count)}
          rows={3}
          onChange={(e) => setContent(e.target.value)}
        />
      </FormField>
      <Box>
        <Button
          type="submit"
          variant="outline"
          colorPalette="brand"
          size="sm"
          loading={noting}
          loadingText="Adding…"
        >
          Add Note
        </Button>
      </Box>
    </Stack>
  );
}

/** How many history entries a page of the panel shows. */
const HISTORY_PAGE = 10;

/** The failed or first load, said once (in the bar). */
function LoadState() {
  const actor = StaffDecisionActor.useActorRef();
  const loaded = StaffDecisionActor.useSelector((s) => s.context.loaded);
  const loading = StaffDecisionActor.useSelector((s) => s.matches('loading'));
  const failed = StaffDecisionActor.useSelector((s) => (s.matches('failed') ? s.context.error : null));
  if (failed)
    return (
      <ListFailed
        title="The decision panel could not be loaded."
        message={failed.message}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  if (!loaded && loading) return <ListLoading>Loading the status and history…</ListLoading>;
  return null;
}

/**
 * The compact bar above the step (issue 25): the heading ('<Given> <Family> — <reference>', or
 * 'Application <id>' before submission) with the status, and the decisions the lifecycle allows.
 */
export function DecisionBar({ id }: { id: number }) {
  const actor = StaffDecisionActor.useActorRef();
  const loaded = StaffDecisionActor.useSelector((s) => s.context.loaded);
  const loading = StaffDecisionActor.useSelector((s) => s.matches('loading'));
  const error = StaffDecisionActor.useSelector((s) =>
    s.matches({ ready: 'idle' }) ? s.context.error : null,
  );
  const done = StaffDecisionActor.useSelector((s) => s.context.done);
  const title = applicationTitle({
    id,
    reference: loaded?.reference ?? null,
    firstGivenName: loaded?.firstGivenName ?? null,
    familyName: loaded?.familyName ?? null,
  });
  usePageTitle(loaded ? `${title} (${loaded.status})` : title);
  const moves = loaded ? staffMoves(loaded) : [];
  return (
    <Stack gap="2" borderBottomWidth="1px" borderColor="border" pb="3" mb="3" aria-busy={loading}>
      <Flex wrap="wrap" align="baseline" gap="3">
        <Heading as="h1" size="xl" color="brand.fg">
          {title}
        </Heading>
        {loaded ? (
          <Text>
            Status: <strong>{loaded.status}</strong>
          </Text>
        ) : null}
        {loaded ? (
          // What others recorded meanwhile (the refusal 'changed by someone else… Please reload it.').
          <Button
            size="xs"
            variant="ghost"
            colorPalette="brand"
            loading={loading}
            onClick={() => actor.send({ type: 'RELOAD' })}
          >
            Reload
          </Button>
        ) : null}
      </Flex>
      <LoadState />
      {done ? <StatusMessage tone="success">{done}</StatusMessage> : null}
      {error ? <InlineAlert title={error.message} /> : null}
      {loaded ? (
        moves.length > 0 ? (
          <HStack gap="2" flexWrap="wrap" role="group" aria-label="Decisions">
            {moves.map((move) => (
              <Button
                key={move.to}
                colorPalette="brand"
                variant="outline"
                size="xs"
                onClick={() => actor.send({ type: 'DECIDE', to: move.to })}
              >
                {`Mark as ${STATUS_LABELS[move.to]}`}
              </Button>
            ))}
          </HStack>
        ) : (
          <Text color="fg.muted">No decision can be made in this status.</Text>
        )
      ) : null}
      <DecisionDialog />
    </Stack>
  );
}

/** The panel beside the step: the note form and the history, a page at a time. */
export function HistoryPanel() {
  const loaded = StaffDecisionActor.useSelector((s) => s.context.loaded);
  const [page, setPage] = useState(1);
  if (!loaded) return null;
  const pages = Math.max(1, Math.ceil(loaded.entries.length / HISTORY_PAGE));
  const shown = Math.min(page, pages);
  const entries = loaded.entries.slice((shown - 1) * HISTORY_PAGE, shown * HISTORY_PAGE);
  return (
    <Stack as="section" aria-labelledby="history-heading" gap="4">
      <Heading as="h2" id="history-heading" size="md" color="brand.fg">
        History and notes
      </Heading>
      <NoteForm />
      <HistoryList entries={entries} />
      {pages > 1 ? (
        <Pager
          label="History pages"
          pageNum={shown}
          pages={pages}
          hasPrev={shown > 1}
          hasNext={shown < pages}
          onPrev={() => setPage(shown - 1)}
          onNext={() => setPage(shown + 1)}
        />
      ) : null}
    </Stack>
  );
}

/** The decision machine for one application, shared by the bar and the history panel (issue 11). */
export function DecisionProvider({
  id,
  logic = staffDecisionLogic,
  children,
}: {
  id: number;
  logic?: StaffDecisionLogic;
  children: ReactNode;
}) {
  return (
    <StaffDecisionActor.Provider key={id} logic={logic} options={{ input: { id } }}>
      {children}
    </StaffDecisionActor.Provider>
  );
}

/** The bar and the history panel together (the panel's own tests; the container lays them out apart). */
export function DecisionPanel({ id, logic }: { id: number; logic?: StaffDecisionLogic }) {
  return (
    <Box as="section" aria-label="Decision">
      <DecisionProvider id={id} logic={logic}>
        <DecisionBar id={id} />
        <HistoryPanel />
      </DecisionProvider>
    </Box>
  );
}
