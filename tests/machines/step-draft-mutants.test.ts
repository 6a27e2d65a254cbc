import { describe, expect, it } from 'vitest';
import { type StepDraftInput, stepDraftMachine } from '../../machines/step-draft.ts';
import { AUTOSAVE_MS, type DraftTarget } from '../../src/domain/applications/drafts.ts';
import { drive } from '../support/model/drive.ts';

/**
 * Mutation-test companion of step-draft.test.ts (npm run mutation): what a held save, a discard and
 * the step's save leave behind, read from the context and the emitted events, each of which a person
 * meets later (a second save going out twice, a draft after the save, a discard that never ends).
 */
const target: DraftTarget = {
  step: 'application',
  applicationId: 7,
  applicationCategory: 'International',
  version: 2,
};
const SAVED_AT = '2026-04-04T04:04:00.000Z';

function start(input: Partial<StepDraftInput> = {}) {
  const draft = drive(stepDraftMachine, { target, restored: null, ...input });
  const emitted: string[] = [];
  draft.actor.on('*', (event) => emitted.push(event.type));
  const send = draft.actor.send.bind(draft.actor);
  const edit = (value: string) => send({ type: 'EDIT', values: { value } });
  return { ...draft, emitted, send, edit, context: () => draft.snapshot().context };
}

/** A draft on its way (keeping) with a save held behind it. */
function heldSave() {
  const draft = start();
  draft.edit('A');
  draft.clock.increment(AUTOSAVE_MS);
  draft.send({ type: 'SUBMIT' });
  expect(draft.emitted).toEqual([]);
  return draft;
}

describe('step drafts: what a held save leaves behind', () => {
  it('starts with nothing held and nothing failed', () => {
    expect(start().context()).toMatchObject({ submitWaiting: false, discardFailed: false, unsaved: false });
    expect(start({ restored: SAVED_AT }).context()).toMatchObject({ submitWaiting: false, unsaved: true });
  });

  it('after the draft lands: the save goes once, the draft is noted, and the next draft goes without a save', async () => {
    const draft = heldSave();
    expect(draft.context().submitWaiting).toBe(true);
    await draft.resolve('saveDraft', { savedAt: SAVED_AT });
    expect(draft.snapshot().value).toBe('idle');
    expect(draft.emitted).toEqual(['submit']);
    expect(draft.context()).toMatchObject({
      submitWaiting: false,
      note: { kind: 'kept', savedAt: SAVED_AT },
    });
    expect(draft.context().kept).toBe(draft.context().sent);
    draft.edit('AB');
    expect(draft.snapshot().value).toBe('waiting');
    draft.clock.increment(AUTOSAVE_MS);
    await draft.resolve('saveDraft', { savedAt: SAVED_AT });
    expect(draft.emitted).toEqual(['submit']);
  });

  it('after the draft fails: the save goes once, the failure is noted, nothing stays held', async () => {
    const draft = heldSave();
    await draft.reject('saveDraft', new TypeError('Failed to fetch'));
    expect(draft.snapshot().value).toBe('idle');
    expect(draft.emitted).toEqual(['submit']);
    expect(draft.context()).toMatchObject({ submitWaiting: false, note: { kind: 'failed', message: null } });
    draft.edit('AB');
    expect(draft.snapshot().value).toBe('waiting');
  });

  it('a save with nothing on its way goes at once, from every state but keeping', () => {
    const draft = start();
    draft.send({ type: 'SUBMIT' });
    expect(draft.emitted).toEqual(['submit']);
    expect(draft.snapshot().value).toBe('idle');
  });

  it("the step's save ends a wait: no draft is kept after it", () => {
    const draft = start();
    draft.edit('A');
    draft.send({ type: 'SAVED', id: 7 });
    expect(draft.snapshot().value).toBe('idle');
    expect(draft.context()).toMatchObject({ unsaved: false, typed: null, target: { version: 2 } });
    draft.clock.increment(10 * AUTOSAVE_MS);
    expect(draft.calls).toEqual([]);
  });
});

describe('step drafts: discarding a restored draft', () => {
  it('can be asked while a change waits, and only with a restored draft', () => {
    const restored = start({ restored: SAVED_AT });
    restored.edit('A');
    restored.send({ type: 'DISCARD' });
    expect(restored.snapshot().value).toBe('discarding');
    const none = start();
    none.edit('A');
    none.send({ type: 'DISCARD' });
    expect(none.snapshot().value).toBe('waiting');
  });

  it('ends idle either way: discarded (said once) or kept with the failure said', async () => {
    const done = start({ restored: SAVED_AT });
    done.send({ type: 'DISCARD' });
    await done.resolve('discardDraft');
    expect(done.snapshot().value).toBe('idle');
    expect(done.emitted).toEqual(['discarded']);
    expect(done.context()).toMatchObject({ restored: null, unsaved: false, discardFailed: false });
    const refused = start({ restored: SAVED_AT });
    refused.send({ type: 'DISCARD' });
    await refused.reject('discardDraft', new TypeError('Failed to fetch'));
    expect(refused.snapshot().value).toBe('idle');
    expect(refused.emitted).toEqual([]);
    expect(refused.context()).toMatchObject({ restored: SAVED_AT, discardFailed: true });
  });

  it('counts what is typed while the discard is on its way', () => {
    const draft = start({ restored: SAVED_AT });
    draft.send({ type: 'DISCARD' });
    draft.edit('typed meanwhile');
    expect(draft.context()).toMatchObject({ typed: { value: 'typed meanwhile' }, revision: 1 });
  });
});
