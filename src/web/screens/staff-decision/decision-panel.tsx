import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { staffMoves } from '@machines/staff-decision.ts';
import { type FormEvent, useState } from 'react';
import { STATUS_LABELS } from '@/domain/applications/status.ts';
import { NOTE_MAX } from '@/domain/backoffice/lifecycle.ts';
import { describedBy, FormField } from '@/web/ui/form-field.tsx';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { ListFailed, ListLoading } from '@/web/ui/list-parts.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { StaffDecisionActor, type StaffDecisionLogic, staffDecisionLogic } from './decision-actor.ts';
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

function PanelBody() {
  const actor = StaffDecisionActor.useActorRef();
  const loaded = StaffDecisionActor.useSelector((s) => s.context.loaded);
  const loading = StaffDecisionActor.useSelector((s) => s.matches('loading'));
  const failed = StaffDecisionActor.useSelector((s) => (s.matches('failed') ? s.context.error : null));
  const error = StaffDecisionActor.useSelector((s) =>
    s.matches({ ready: 'idle' }) ? s.context.error : null,
  );
  const done = StaffDecisionActor.useSelector((s) => s.context.done);
  if (failed)
    return (
      <ListFailed
        title="The decision panel could not be loaded."
        message={failed.message}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  if (!loaded) return loading ? <ListLoading>Loading the status and history…</ListLoading> : null;
  const moves = staffMoves(loaded);
  return (
    // Reloading after a decision or a note: the panel stays, marked busy, until the new status is in.
    <Stack gap="4" aria-busy={loading} opacity={loading ? 0.6 : 1}>
      {done ? <StatusMessage tone="success">{done}</StatusMessage> : null}
      {error ? <InlineAlert title={error.message} /> : null}
      <Text>
        Status: <strong>{loaded.status}</strong>
        {loaded.reference ? ` · Reference ${loaded.reference}` : ''}
      </Text>
      {moves.length > 0 ? (
        <HStack gap="2" flexWrap="wrap" role="group" aria-label="Decisions">
          {moves.map((move) => (
            <Button
              key={move.to}
              colorPalette="brand"
              variant="outline"
              size="sm"
              onClick={() => actor.send({ type: 'DECIDE', to: move.to })}
            >
              {`Mark as ${STATUS_LABELS[move.to]}`}
            </Button>
          ))}
        </HStack>
      ) : (
        <Text color="fg.muted">No decision can be made in this status.</Text>
      )}
      <NoteForm />
      <Box>
        <Heading as="h3" size="md" mb="2">
          History
        </Heading>
        <HistoryList entries={loaded.entries} />
      </Box>
      <DecisionDialog />
    </Stack>
  );
}

/** The staff container's decision panel (issue 11): the status, the decisions it allows, notes, the history. */
export function DecisionPanel({
  id,
  logic = staffDecisionLogic,
}: {
  id: number;
  logic?: StaffDecisionLogic;
}) {
  return (
    <Box
      as="section"
      aria-labelledby="decision-heading"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l2"
      p="4"
      mb="6"
      bg="bg"
    >
      <Heading as="h2" id="decision-heading" size="lg" color="brand.fg" mb="3">
        Decision
      </Heading>
      <StaffDecisionActor.Provider key={id} logic={logic} options={{ input: { id } }}>
        <PanelBody />
      </StaffDecisionActor.Provider>
    </Box>
  );
}
