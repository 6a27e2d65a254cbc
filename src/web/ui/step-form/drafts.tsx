import { Button, Flex, Text } from '@chakra-ui/react';
import type { RestoredDraft } from '@machines/step.ts';
import { createContext, type FormEvent, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toFlowError } from '@/domain/api-error.ts';
import type {
  DiscardDraftRequest,
  DraftSaved,
  DraftTarget,
  SaveDraftRequest,
} from '@/domain/applications/drafts.ts';
import { Code } from '@/domain/envelope.ts';
import { MONTH_NAMES as MONTHS } from '@/domain/steps/dates.ts';
import type { ActorClock } from '@/web/ui/actor-clock.ts';
import { NoteBox } from '@/web/ui/note-box.tsx';

/**
 * Drafts on the step screen (issue 8, "Leaving and coming back"): while the form holds changes not
 * saved yet, a draft is kept on the server a little after typing stops (unvalidated, one request at a
 * time, never while the step saves), a quiet line beside the primary button says how that went, and a
 * draft the load restored is announced with a way to throw it away.
 */

/** How long after the last change the draft is kept. */
export const AUTOSAVE_MS = 2000;

/** The draft calls (src/web/api/drafts.ts); tests hand the screen fakes. */
export interface DraftApi {
  save: (request: SaveDraftRequest) => Promise<DraftSaved>;
  discard: (request: DiscardDraftRequest) => Promise<void>;
}

export const DraftText = {
  saving: 'Saving draft…',
  saved: (savedAt: string) => `Draft saved at ${clockTime(savedAt)}`,
  failed: 'Draft not saved — your changes are still on this page.',
  restored: (savedAt: string) =>
    `We restored the changes you had not saved yet (draft from ${dateTime(savedAt)}).`,
  discard: 'Discard draft',
  discardFailed: 'The draft could not be discarded. Please try again.',
  /** The leave question's text while the latest draft holds every change. */
  kept: 'Your changes are saved as a draft; you can finish later.',
} as const;

const two = (n: number) => String(n).padStart(2, '0');

/** 14:05, in the person's time zone. */
export function clockTime(iso: string): string {
  const at = new Date(iso);
  return `${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** 3 March 2026, 14:05, in the person's time zone. */
export function dateTime(iso: string): string {
  const at = new Date(iso);
  return `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}, ${clockTime(iso)}`;
}

/** What the step screen shell gives the form about drafts (StepDraftsContext). */
export interface StepDrafts {
  /** Which draft: the step, the application (-1 new) and its category; null when the step keeps none. */
  target: DraftTarget | null;
  api: DraftApi;
  clock: ActorClock;
  /** The draft the load laid over the saved form (the machine's `context.draft`). */
  restored: RestoredDraft<unknown> | null;
  /** The step is saving (or otherwise busy): no draft is sent meanwhile. */
  busy: boolean;
  /** Whether the latest kept draft holds every change made (leaving then loses nothing). */
  onKept: (kept: boolean) => void;
}

export const StepDraftsContext = createContext<StepDrafts | null>(null);

type DraftStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; savedAt: string }
  | { kind: 'failed'; message: string };

/**
 * Tracks changes since the last save (for the leave question) and keeps drafts of them. Returns
 * whether there are unsaved changes, the status line, the restored-draft notice, and `submit`: the
 * form's submit, held back until a draft on its way has landed (so the save, which deletes the draft,
 * comes after it).
 */
export function useStepDrafts<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  saved: boolean,
  onSubmit: (event: FormEvent<HTMLFormElement>) => void,
) {
  const drafts = useContext(StepDraftsContext);
  const [changed, setChanged] = useState(false);
  const [status, setStatus] = useState<DraftStatus>({ kind: 'idle' });
  const [notice, setNotice] = useState<'shown' | 'discarding' | 'failed' | 'gone'>('shown');
  const latest = useRef({ drafts, changed });
  latest.current = { drafts, changed };
  /** Changes made since the form opened; the draft kept holds revision `kept`. */
  const revision = useRef(0);
  const kept = useRef(0);
  const timer = useRef<ReturnType<ActorClock['setTimeout']> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  const { watch, getValues, reset } = form;

  /** What the shell was last told: told again only when it changes (each keystroke reports). */
  const reported = useRef(false);
  const report = useCallback(() => {
    const now = kept.current === revision.current && revision.current > 0;
    if (now === reported.current) return;
    reported.current = now;
    latest.current.drafts?.onKept(now);
  }, []);

  const cancel = useCallback(() => {
    if (timer.current === null) return;
    latest.current.drafts?.clock.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const keep = useCallback(() => {
    timer.current = null;
    const { drafts: now, changed: dirty } = latest.current;
    if (!now?.target || !dirty || !mounted.current) return;
    // Never beside a step save or another draft: try again a little later.
    if (now.busy || inFlight.current) {
      timer.current = now.clock.setTimeout(keep, AUTOSAVE_MS);
      return;
    }
    const sending = revision.current;
    setStatus({ kind: 'saving' });
    const request = now.api
      .save({ ...now.target, form: getValues() as Record<string, unknown> })
      .then(
        ({ savedAt }) => {
          kept.current = sending;
          if (mounted.current) setStatus({ kind: 'saved', savedAt });
        },
        (error: unknown) => {
          const failure = toFlowError(error);
          // A refusal (too large, no longer editable) says why; anything else is the network.
          const message =
            failure.code === Code.Refused && failure.message ? failure.message : DraftText.failed;
          if (mounted.current) setStatus({ kind: 'failed', message });
        },
      )
      .finally(() => {
        inFlight.current = null;
        report();
      });
    inFlight.current = request;
  }, [getValues, report]);

  const schedule = useCallback(() => {
    cancel();
    const clock = latest.current.drafts?.clock;
    if (clock) timer.current = clock.setTimeout(keep, AUTOSAVE_MS);
  }, [cancel, keep]);

  useEffect(() => {
    mounted.current = true;
    // A field changed (a name): not a submit, nor the machine's values put back in.
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      revision.current += 1;
      setChanged(true);
      latest.current.changed = true;
      report();
      schedule();
    });
    return () => {
      subscription.unsubscribe();
      mounted.current = false;
      cancel();
    };
  }, [watch, report, schedule, cancel]);

  // A save makes the form clean again, and the server deleted the draft with it.
  useEffect(() => {
    if (!saved) return;
    cancel();
    setChanged(false);
    setStatus({ kind: 'idle' });
    kept.current = revision.current;
    reported.current = false;
    latest.current.drafts?.onKept(false);
  }, [saved, cancel]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const waiting = inFlight.current;
    if (!waiting) {
      onSubmit(event);
      return;
    }
    event.preventDefault();
    void waiting.then(() => onSubmit(event));
  };

  const restored = drafts?.restored ?? null;
  const discard = async () => {
    if (!drafts?.target || !restored) return;
    cancel();
    setNotice('discarding');
    try {
      await drafts.api.discard(drafts.target);
    } catch {
      if (mounted.current) setNotice('failed');
      return;
    }
    if (!mounted.current) return;
    reset(restored.saved as TInput);
    setChanged(false);
    setStatus({ kind: 'idle' });
    revision.current = 0;
    kept.current = 0;
    report();
    setNotice('gone');
  };

  const statusLine =
    status.kind === 'idle' ? null : (
      <Text role="status" aria-live="polite" color="fg.muted" fontSize="sm">
        {status.kind === 'saving'
          ? DraftText.saving
          : status.kind === 'saved'
            ? DraftText.saved(status.savedAt)
            : status.message}
      </Text>
    );

  const restoredNotice =
    restored && notice !== 'gone' ? (
      <NoteBox role="status" mb="4">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Text fontWeight="medium">{DraftText.restored(restored.savedAt)}</Text>
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            onClick={() => void discard()}
            loading={notice === 'discarding'}
            disabled={status.kind === 'saving'}
          >
            {DraftText.discard}
          </Button>
        </Flex>
        {notice === 'failed' ? <Text mt="2">{DraftText.discardFailed}</Text> : null}
      </NoteBox>
    ) : null;

  return { changed, statusLine, restoredNotice, submit };
}
