import { Button, Flex, Text } from '@chakra-ui/react';
import type { DraftNote, RestoredDraft } from '@machines/step.ts';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AnyActorRef } from 'xstate';
import { DraftText } from '@/domain/applications/drafts.ts';
import { NoteBox } from '@/web/ui/note-box.tsx';

/**
 * Drafts on the step screen (issue 8, "Leaving and coming back"), drawn from the step machine
 * (machines/step.ts, issue 26): the form reports each change (EDIT), and the machine decides when a
 * draft is kept, whether the form holds unsaved changes, and what the restored or stale draft's
 * notice and the quiet line beside the primary button say. The view only draws that and sends
 * DISCARD_DRAFT.
 */

/** The step's actor, for the form's draft parts; the step screen shell provides it. */
export const StepDraftsContext = createContext<AnyActorRef | null>(null);

interface DraftSnapshot {
  context: {
    draft: RestoredDraft<unknown> | null;
    staleDraft: string | null;
    draftNote: DraftNote | null;
    discardFailed: boolean;
    unsaved: boolean;
  };
  matches(value: { ready: 'keepingDraft' | 'discardingDraft' }): boolean;
}

interface DraftView {
  draft: RestoredDraft<unknown> | null;
  staleDraft: string | null;
  note: DraftNote | null;
  discardFailed: boolean;
  unsaved: boolean;
  keeping: boolean;
  discarding: boolean;
}

/** Nothing to draw when no step actor is around (a form rendered on its own, in a component test). */
const idle: DraftView = {
  draft: null,
  staleDraft: null,
  note: null,
  discardFailed: false,
  unsaved: false,
  keeping: false,
  discarding: false,
};

function selectDrafts(snapshot: DraftSnapshot | undefined): DraftView {
  if (!snapshot?.context || !('unsaved' in snapshot.context)) return idle;
  const { draft, staleDraft, draftNote, discardFailed, unsaved } = snapshot.context;
  return {
    draft,
    staleDraft,
    note: draftNote,
    discardFailed,
    unsaved,
    keeping: snapshot.matches({ ready: 'keepingDraft' }),
    discarding: snapshot.matches({ ready: 'discardingDraft' }),
  };
}

const sameDrafts = (a: DraftView, b: DraftView) =>
  a.draft === b.draft &&
  a.staleDraft === b.staleDraft &&
  a.note === b.note &&
  a.discardFailed === b.discardFailed &&
  a.unsaved === b.unsaved &&
  a.keeping === b.keeping &&
  a.discarding === b.discarding;

/**
 * Reports the form's changes to the step machine and draws its drafts: whether there are unsaved
 * changes (for the leave question), the status line, and the restored or stale draft's notice.
 */
export function useStepDrafts<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
) {
  const step = useContext(StepDraftsContext);
  const drafts = useSelector(
    step ?? undefined,
    (snapshot) => selectDrafts(snapshot as DraftSnapshot | undefined),
    sameDrafts,
  );
  const { watch, getValues } = form;

  useEffect(() => {
    if (!step) return;
    // A field changed (a name): not a submit, nor the machine's values put back in.
    const subscription = watch((_values, { name }) => {
      if (name) step.send({ type: 'EDIT', values: getValues() as Record<string, unknown> });
    });
    return () => subscription.unsubscribe();
  }, [step, watch, getValues]);

  const { note } = drafts;
  const line = drafts.keeping
    ? DraftText.saving
    : note?.kind === 'kept'
      ? DraftText.saved(note.savedAt)
      : note?.kind === 'failed'
        ? (note.message ?? DraftText.failed)
        : null;
  const statusLine =
    line === null ? null : (
      <Text role="status" aria-live="polite" color="fg.muted" fontSize="sm">
        {line}
      </Text>
    );

  const restoredNotice = drafts.draft ? (
    <NoteBox role="status" mb="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Text fontWeight="medium">{DraftText.restored(drafts.draft.savedAt)}</Text>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          onClick={() => step?.send({ type: 'DISCARD_DRAFT' })}
          loading={drafts.discarding}
          disabled={drafts.keeping}
        >
          {DraftText.discard}
        </Button>
      </Flex>
      {drafts.discardFailed ? <Text mt="2">{DraftText.discardFailed}</Text> : null}
    </NoteBox>
  ) : drafts.staleDraft ? (
    <NoteBox role="status" mb="4">
      <Text fontWeight="medium">{DraftText.stale(drafts.staleDraft)}</Text>
    </NoteBox>
  ) : null;

  return { changed: drafts.unsaved, statusLine, restoredNotice };
}
