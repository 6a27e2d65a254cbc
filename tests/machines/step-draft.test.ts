import { describe, expect, it } from 'vitest';
import { draftHoldsAll, type StepDraftInput, stepDraftMachine } from '../../machines/step-draft.ts';
import { ApiError } from '../../src/domain/api-error.ts';
import { AUTOSAVE_MS, type DraftTarget } from '../../src/domain/applications/drafts.ts';
import { Code } from '../../src/domain/envelope.ts';
import { drive } from '../support/model/drive.ts';

/**
 * The step draft machine (issue 8 "Leaving and coming back", issue 26): what a person sees of drafts,
 * on a simulated clock. Expected values come from the issue: a draft 2 s after typing stops, one at a
 * time, never beside a save, a restored draft counts as unsaved, Discard draft goes back to the saved
 * values.
 */
const target: DraftTarget = {
  step: 'personal',
  applicationId: 12,
  applicationCategory: 'Domestic',
  version: 3,
};
const SAVED_AT = '2026-03-03T03:05:00.000Z';

function start(input: Partial<StepDraftInput> = {}) {
  const draft = drive(stepDraftMachine, { target, restored: null, ...input });
  const emitted: string[] = [];
  draft.actor.on('*', (event) => emitted.push(event.type));
  const edit = (familyName: string) => draft.actor.send({ type: 'EDIT', values: { familyName } });
  const context = () => draft.snapshot().context;
  return { ...draft, emitted, edit, context };
}

describe('step drafts: autosave (a delayed transition)', () => {
  it('keeps the form as typed 2 s after the last change, not before, and says when', async () => {
    const draft = start();
    expect(draft.context().unsaved).toBe(false);
    draft.edit('Ng');
    expect(draft.context().unsaved).toBe(true);
    draft.clock.increment(AUTOSAVE_MS - 500);
    draft.edit('Nguyen1'); // still typing: the wait starts again
    draft.clock.increment(AUTOSAVE_MS - 1);
    expect(draft.calls).toEqual([]);
    draft.clock.increment(1);
    expect(draft.snapshot().value).toBe('keeping');
    expect(draft.calls.at(-1)).toMatchObject({
      src: 'saveDraft',
      input: { ...target, form: { familyName: 'Nguyen1' } },
    });
    await draft.resolve('saveDraft', { savedAt: SAVED_AT });
    expect(draft.snapshot().value).toBe('idle');
    expect(draft.context().note).toEqual({ kind: 'kept', savedAt: SAVED_AT });
    expect(draftHoldsAll(draft.snapshot())).toBe(true);
    // Nothing changed since: no more drafts, however long the page stays open.
    draft.clock.increment(60 * AUTOSAVE_MS);
    expect(draft.calls).toHaveLength(1);
  });

  it('sends one draft at a time: a change meanwhile goes in the next one', async () => {
    const draft = start();
    draft.edit('A');
    draft.clock.increment(AUTOSAVE_MS);
    draft.edit('AB');
    expect(draftHoldsAll(draft.snapshot())).toBe(false);
    draft.clock.increment(3 * AUTOSAVE_MS);
    expect(draft.calls).toHaveLength(1);
    await draft.resolve('saveDraft', { savedAt: SAVED_AT });
    expect(draft.snapshot().value).toBe('waiting');
    expect(draftHoldsAll(draft.snapshot())).toBe(false);
    draft.clock.increment(AUTOSAVE_MS);
    expect(draft.calls.at(-1)?.input).toMatchObject({ form: { familyName: 'AB' } });
  });

  it('says a refusal’s reason, or nothing but that it failed; the changes stay unsaved', async () => {
    const draft = start();
    draft.edit('A');
    draft.clock.increment(AUTOSAVE_MS);
    await draft.reject('saveDraft', new ApiError(Code.Refused, 'This draft is too large to keep.'));
    expect(draft.context().note).toEqual({ kind: 'failed', message: 'This draft is too large to keep.' });
    draft.edit('AB');
    draft.clock.increment(AUTOSAVE_MS);
    await draft.reject('saveDraft', new TypeError('Failed to fetch'));
    expect(draft.context().note).toEqual({ kind: 'failed', message: null });
    expect(draft.context().unsaved).toBe(true);
    expect(draftHoldsAll(draft.snapshot())).toBe(false);
    // A failure is not retried in a loop: only the next change sends again.
    draft.clock.increment(10 * AUTOSAVE_MS);
    expect(draft.calls).toHaveLength(2);
  });

  it('keeps no draft for a step that keeps none, but still counts its changes', () => {
    const draft = start({ target: null });
    draft.edit('A');
    draft.clock.increment(10 * AUTOSAVE_MS);
    expect(draft.calls).toEqual([]);
    expect(draft.context().unsaved).toBe(true);
  });
});

describe('step drafts: the save', () => {
  it('lets the save through at once when no draft is on its way, and no draft follows it', () => {
    const draft = start();
    draft.edit('A');
    draft.actor.send({ type: 'SUBMIT' });
    expect(draft.emitted).toEqual(['submit']);
    draft.clock.increment(10 * AUTOSAVE_MS);
    expect(draft.calls).toEqual([]);
  });

  it('holds the save until the draft on its way has landed (the save deletes it)', async () => {
    const draft = start();
    draft.edit('A');
    draft.clock.increment(AUTOSAVE_MS);
    draft.actor.send({ type: 'SUBMIT' });
    expect(draft.emitted).toEqual([]);
    await draft.resolve('saveDraft', { savedAt: SAVED_AT });
    expect(draft.emitted).toEqual(['submit']);
  });

  it('holds it when the draft fails too, then lets it through', async () => {
    const draft = start();
    draft.edit('A');
    draft.clock.increment(AUTOSAVE_MS);
    draft.actor.send({ type: 'SUBMIT' });
    await draft.reject('saveDraft', new TypeError('Failed to fetch'));
    expect(draft.emitted).toEqual(['submit']);
  });

  it('is clean after the step saved, and the next draft is of the version the save made', () => {
    const draft = start({ target: { ...target, applicationId: -1, version: 0 } });
    draft.edit('A');
    draft.actor.send({ type: 'SAVED', id: 12, version: 1 });
    expect(draft.context()).toMatchObject({ unsaved: false, note: null });
    draft.edit('AB');
    draft.clock.increment(AUTOSAVE_MS);
    expect(draft.calls.at(-1)?.input).toMatchObject({ applicationId: 12, version: 1 });
  });
});

describe('step drafts: the restored draft', () => {
  it('counts as an unsaved change (leaving asks), already kept', () => {
    const draft = start({ restored: SAVED_AT });
    expect(draft.context()).toMatchObject({ unsaved: true, restored: SAVED_AT });
    expect(draftHoldsAll(draft.snapshot())).toBe(true);
  });

  it('Discard draft throws it away: the form goes back to the saved values, nothing unsaved', async () => {
    const draft = start({ restored: SAVED_AT });
    draft.actor.send({ type: 'DISCARD' });
    expect(draft.snapshot().value).toBe('discarding');
    expect(draft.calls.at(-1)).toMatchObject({ src: 'discardDraft', input: target });
    await draft.resolve('discardDraft');
    expect(draft.emitted).toEqual(['discarded']);
    expect(draft.context()).toMatchObject({ unsaved: false, restored: null, discardFailed: false });
  });

  it('says when it could not be discarded, and keeps it', async () => {
    const draft = start({ restored: SAVED_AT });
    draft.actor.send({ type: 'DISCARD' });
    await draft.reject('discardDraft', new TypeError('Failed to fetch'));
    expect(draft.context()).toMatchObject({ unsaved: true, restored: SAVED_AT, discardFailed: true });
    expect(draft.emitted).toEqual([]);
  });

  it('has nothing to discard without one', () => {
    const draft = start();
    draft.actor.send({ type: 'DISCARD' });
    expect(draft.snapshot().value).toBe('idle');
    expect(draft.calls).toEqual([]);
  });
});
