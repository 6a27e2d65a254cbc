import { Button, Flex, Text } from '@chakra-ui/react';
import { draftHoldsAll, type StepDraftContext, type StepDraftInput } from '@machines/step-draft.ts';
import { useActorRef, useSelector } from '@xstate/react';
import {
  cloneElement,
  createContext,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { type DraftStep, DraftText } from '@/domain/applications/drafts.ts';
import type { Category } from '@/domain/user.ts';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { NoteBox } from '@/web/ui/note-box.tsx';
import { stepDraftLogic } from './draft-logic.ts';

/**
 * Drafts on the step screen (issue 8, "Leaving and coming back"), drawn from the step draft machine
 * (machines/step-draft.ts, issue 26): the form reports each change (EDIT) and its submit (SUBMIT);
 * the machine decides when a draft is kept, when the save goes, whether the form holds unsaved
 * changes, and whether the restored draft is still there. The view draws that: the quiet line beside
 * the primary button, the restored or stale draft's notice, and the leave question's text.
 */

interface StepDrafts {
  /** The step draft actor. */
  drafts: AnyActorRef;
  /** The step's actor: its restored and stale drafts, its saved values. */
  step: AnyActorRef;
}

const StepDraftsContext = createContext<StepDrafts | null>(null);

/** What the step's context says about drafts once loaded (machines/step.ts). */
interface StepDraftFields {
  id: number;
  category: Category;
  version: number;
  draftStep: DraftStep | null;
  draft: { savedAt: string; saved: unknown } | null;
  staleDraft: string | null;
}

function draftInput(step: StepDraftFields): StepDraftInput {
  return {
    target: step.draftStep
      ? {
          step: step.draftStep,
          applicationId: step.id,
          applicationCategory: step.category,
          version: step.version,
        }
      : null,
    restored: step.draft?.savedAt ?? null,
  };
}

interface ProviderProps {
  step: AnyActorRef;
  /** The draft machine; by default with the real calls. Tests pass one with fakes. */
  logic?: AnyStateMachine;
  clock?: ActorClock;
  children: ReactNode;
}

/** Runs the step's draft actor beside the loaded step, and tells it when the step saved. */
export function StepDraftsProvider({ step, logic, clock, children }: ProviderProps) {
  const drafts = useActorRef(
    logic ?? stepDraftLogic,
    withClock({ input: draftInput(step.getSnapshot().context as StepDraftFields) }, clock),
  );
  useEffect(() => {
    // Told after the save's snapshot is in place: its version is the one the next draft stands on.
    const saved = step.on('saved', ({ id }: { id: number }) =>
      drafts.send({ type: 'SAVED', id, version: (step.getSnapshot().context as StepDraftFields).version }),
    );
    return () => saved.unsubscribe();
  }, [step, drafts]);
  return <StepDraftsContext.Provider value={{ drafts, step }}>{children}</StepDraftsContext.Provider>;
}

/** The leave question; while the latest draft holds every change, it says they are kept. */
export function DraftLeaveDialog({ dialog }: { dialog: ReactElement<{ children?: ReactNode }> }) {
  const scope = useContext(StepDraftsContext);
  const kept = useSelector(scope?.drafts, (snapshot) => (snapshot ? draftHoldsAll(snapshot) : false));
  return kept ? cloneElement(dialog, { children: DraftText.kept }) : dialog;
}

/**
 * Reports the form's changes and submit to the draft machine and draws its drafts: whether there are
 * unsaved changes (for the leave question), the status line, the restored or stale draft's notice, and
 * `submit`, which the machine lets through once no draft is on its way.
 */
export function useStepDrafts<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void,
) {
  const scope = useContext(StepDraftsContext);
  const actor = scope?.drafts;
  // Only what is drawn: each change moves `typed` and `revision`, which must not redraw the form.
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot
        ? {
            keeping: snapshot.matches('keeping') as boolean,
            discarding: snapshot.matches('discarding') as boolean,
            note: (snapshot.context as StepDraftContext).note,
            restored: (snapshot.context as StepDraftContext).restored,
            discardFailed: (snapshot.context as StepDraftContext).discardFailed,
            unsaved: (snapshot.context as StepDraftContext).unsaved,
          }
        : null,
    sameFields,
  );
  const staleDraft = useSelector(scope?.step, (snapshot) =>
    snapshot ? ((snapshot.context as StepDraftFields).staleDraft ?? null) : null,
  );
  const { watch, getValues, reset } = form;
  const submitted = useLatest(onSubmit);

  useEffect(() => {
    if (!actor) return;
    // A field changed (a name): not a submit, nor the machine's values put back in.
    const subscription = watch((_values, { name }) => {
      if (name) actor.send({ type: 'EDIT', values: getValues() as Record<string, unknown> });
    });
    const submit = actor.on('submit', () => submitted.current());
    // Discarded: the form goes back to the saved values the draft was laid over.
    const discarded = actor.on('discarded', () => {
      const saved = (scope?.step.getSnapshot().context as StepDraftFields | undefined)?.draft?.saved;
      if (saved) reset(saved as TInput);
    });
    return () => {
      subscription.unsubscribe();
      submit.unsubscribe();
      discarded.unsubscribe();
    };
  }, [actor, scope, watch, getValues, reset, submitted]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!actor) {
      onSubmit(event);
      return;
    }
    // The machine lets the submit through once no draft is on its way (react-hook-form then validates).
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const note = view?.note ?? null;
  const line = view?.keeping
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

  const restored = view?.restored ?? null;
  const restoredNotice = restored ? (
    <NoteBox role="status" mb="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Text fontWeight="medium">{DraftText.restored(restored)}</Text>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          onClick={() => actor?.send({ type: 'DISCARD' })}
          loading={view?.discarding}
          loadingText={DraftText.discarding}
          disabled={view?.keeping}
        >
          {DraftText.discard}
        </Button>
      </Flex>
      {view?.discardFailed ? <Text mt="2">{DraftText.discardFailed}</Text> : null}
    </NoteBox>
  ) : staleDraft ? (
    <NoteBox role="status" mb="4">
      <Text fontWeight="medium">{DraftText.stale(staleDraft)}</Text>
    </NoteBox>
  ) : null;

  return { changed: view?.unsaved ?? false, statusLine, restoredNotice, submit };
}

/** Two flat records with the same values (or both null). */
function sameFields(a: Record<string, unknown> | null, b: Record<string, unknown> | null): boolean {
  if (a === null || b === null) return a === b;
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}

/** A ref always holding the latest value (a handler the machine's emission calls). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
