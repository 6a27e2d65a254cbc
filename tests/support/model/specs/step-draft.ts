import type { EventObject } from 'xstate';
import { type StepDraftInput, stepDraftMachine } from '../../../../machines/step-draft.ts';
import { DraftText } from '../../../../src/domain/applications/drafts.ts';
import { Code } from '../../../../src/domain/envelope.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';

/**
 * Drafts as issue 8 ("Leaving and coming back") and issue 26 tell them: a draft of the form as typed
 * is kept 2 s after the last change (one at a time: a change meanwhile goes in the next draft); a
 * Save never goes beside a draft on its way (it waits for it to land, since the save deletes it); a
 * quiet line says 'Saving draft…', 'Draft saved at …' or why not; a restored draft counts as an
 * unsaved change and 'Discard draft' goes back to the saved values (the button says 'Discarding
 * draft…' meanwhile); a discard that fails says so beside the restored draft, which stays on the form
 * with the button to try again, until the next try; after a save nothing is unsaved.
 */
type Context = SpecContext<typeof stepDraftMachine>;

const input = (context: Context) => context.input as StepDraftInput;
const labels = (context: Context) => context.history.map((event) => describeEvent(event));
const is = (label: string, name: string) => label === name || label.startsWith(`${name} `);

/** The events since the form was last clean: the step saved, or the draft was discarded. */
function sinceClean(context: Context): string[] {
  const all = labels(context);
  const clean = all.findLastIndex((label) => is(label, 'SAVED') || is(label, 'done discardDraft'));
  return all.slice(clean + 1);
}

/** The restored draft is still on the form: not discarded, not saved over. */
const restoredThere = (context: Context) =>
  input(context).restored !== null &&
  !labels(context).some((label) => is(label, 'SAVED') || is(label, 'done discardDraft'));

/**
 * The restored draft's notice says the last try to discard it failed: the draft is still there, the
 * last discard outcome was a failure, and no try started since.
 */
function discardProblem(context: Context): string | null {
  const all = labels(context);
  const failure = all.findLastIndex((label) => is(label, 'error discardDraft'));
  const triedSince = all.slice(failure + 1).some((label) => is(label, 'DISCARD'));
  return restoredThere(context) && failure >= 0 && !triedSince ? DraftText.discardFailed : null;
}

const keepsDrafts = (context: Context) => input(context).target !== null;

/** Since the last draft was sent (the last `after autosave`): what came after it. */
function sinceSent(context: Context): string[] {
  const all = labels(context);
  return all.slice(all.lastIndexOf('after autosave') + 1);
}

/** A change came after the draft on its way was sent (the landing event itself excluded). */
const changedMeanwhile = (context: Context) =>
  sinceSent(context)
    .slice(0, -1)
    .some((label) => is(label, 'EDIT'));
/** A Save came while the draft was on its way. */
const submitWaiting = (context: Context) =>
  sinceSent(context)
    .slice(0, -1)
    .some((label) => is(label, 'SUBMIT'));

/** Where a draft's landing leads: the held save goes; else another draft if changed meanwhile. */
const landed = (context: Context) =>
  submitWaiting(context) ? 'idle' : changedMeanwhile(context) ? 'waiting' : 'idle';

/** The quiet line beside the primary button: how the last draft since the form was clean went. */
function statusLine(context: Context): string | null {
  const outcome = sinceClean(context).findLast((label) => /^(done|error) saveDraft/.test(label));
  if (!outcome) return null;
  if (outcome.startsWith('done')) return DraftText.saved(SAVED_AT);
  const failure = context.history.findLast((event) => describeEvent(event) === outcome) as
    | (EventObject & { error?: { code?: number; message?: string } })
    | undefined;
  return failure?.error?.code === Code.Refused && failure.error.message
    ? failure.error.message
    : DraftText.failed;
}

/** What the form shows in every state. */
function common(context: Context): Observation {
  const label = context.label;
  const held = /^(done|error) saveDraft/.test(label) && submitWaiting(context);
  const submitNow =
    is(label, 'SUBMIT') && !(keepsDrafts(context) && sinceSent(context).length > 0 && inKeeping(context));
  return {
    unsaved: restoredThere(context) || sinceClean(context).some((l) => is(l, 'EDIT')),
    emitted: held || submitNow ? ['submit'] : is(label, 'done discardDraft') ? ['discarded'] : [],
  };
}

/** The draft was on its way when this event came: an `after autosave` with no landing since. */
function inKeeping(context: Context): boolean {
  const before = sinceSent(context).slice(0, -1);
  return (
    labels(context).includes('after autosave') &&
    !before.some((label) => /^(done|error) saveDraft/.test(label) || is(label, 'SAVED'))
  );
}

const discardButton = (context: Context, keeping: boolean) =>
  restoredThere(context) ? (keeping ? 'disabled' : 'enabled') : 'absent';

/** What the draft calls answer in the model (fixtures below and in the registry). */
export const SAVED_AT = '2026-03-03T03:05:00.000Z';

export const stepDraftSpec = defineSpec(stepDraftMachine, {
  initial: 'idle',
  rules: [
    { from: 'idle', on: 'EDIT', to: (c) => (keepsDrafts(c) ? 'waiting' : 'idle') },
    { from: 'idle', on: 'DISCARD', to: (c) => (restoredThere(c) ? 'discarding' : 'idle') },
    { from: 'idle', on: 'SUBMIT', to: 'idle' },
    { from: 'idle', on: 'SAVED', to: 'idle' },
    // Each change starts the 2 s again; then the draft is kept.
    { from: 'waiting', on: 'EDIT', to: 'waiting' },
    { from: 'waiting', on: 'after autosave', to: 'keeping' },
    // The save goes at once, and no draft follows it (it would come back over the save).
    { from: 'waiting', on: 'SUBMIT', to: 'idle' },
    { from: 'waiting', on: 'SAVED', to: 'idle' },
    { from: 'waiting', on: 'DISCARD', to: (c) => (restoredThere(c) ? 'discarding' : 'waiting') },
    { from: 'keeping', on: 'EDIT', to: 'keeping' },
    { from: 'keeping', on: 'SUBMIT', to: 'keeping' },
    { from: 'keeping', on: 'SAVED', to: 'idle' },
    { from: 'keeping', on: 'done saveDraft', to: landed },
    { from: 'keeping', on: 'error saveDraft', to: landed },
    { from: 'discarding', on: 'done discardDraft', to: 'idle' },
    { from: 'discarding', on: 'error discardDraft', to: 'idle' },
    { from: 'discarding', on: 'EDIT', to: 'discarding' },
    { from: 'discarding', on: 'SUBMIT', to: 'discarding' },
    { from: 'discarding', on: 'SAVED', to: 'idle' },
  ],
  states: {
    idle: (c) => ({
      ...common(c),
      message: statusLine(c),
      buttons: { 'Discard draft': discardButton(c, false) },
      discardProblem: discardProblem(c),
    }),
    waiting: (c) => ({
      ...common(c),
      message: statusLine(c),
      buttons: { 'Discard draft': discardButton(c, false) },
      discardProblem: discardProblem(c),
    }),
    keeping: (c) => ({
      ...common(c),
      message: DraftText.saving,
      buttons: { 'Discard draft': discardButton(c, true) },
      discardProblem: discardProblem(c),
    }),
    // The button says it is at work; the last failure is not said while the new try is on its way.
    discarding: (c) => ({ ...common(c), message: statusLine(c), discarding: true, discardProblem: null }),
  },
  view: (snapshot, emitted) => {
    const { context } = snapshot;
    const keeping = snapshot.matches('keeping');
    const note = context.note;
    return {
      emitted,
      unsaved: context.unsaved,
      message: keeping
        ? DraftText.saving
        : note?.kind === 'kept'
          ? DraftText.saved(note.savedAt)
          : note?.kind === 'failed'
            ? (note.message ?? DraftText.failed)
            : null,
      discardProblem: context.restored && context.discardFailed ? DraftText.discardFailed : null,
      ...(snapshot.matches('discarding')
        ? { discarding: true }
        : { buttons: { 'Discard draft': context.restored ? (keeping ? 'disabled' : 'enabled') : 'absent' } }),
    };
  },
});
