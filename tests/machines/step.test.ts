import { describe, expect, it } from 'vitest';
import { assign, fromPromise } from 'xstate';
import {
  BUSY,
  createStepMachine,
  overDraft,
  SAVED,
  type StepInput,
  type StepLoad,
} from '../../machines/step.ts';
import { ApiError } from '../../src/domain/api-error.ts';
import { Code } from '../../src/domain/envelope.ts';
import { drive } from '../support/model/drive.ts';

/** A step made with the factory for these tests: a one-field form, a note from the load, one own state. */
interface NoteForm {
  applicationId: number;
  note: string;
}
interface NoteLoad extends StepLoad {
  note: string | null;
  hint: string;
}

const noteMachine = createStepMachine({
  id: 'noteStep',
  types: {} as {
    form: NoteForm;
    load: NoteLoad;
    context: { hint: string | null; checked: number };
    events: { type: 'CHECK'; note: string } | { type: 'DONE' };
  },
  context: () => ({ hint: null, checked: 0 }),
  emptyForm: (input) => ({ applicationId: input.id, note: '' }),
  loaded: (load, context) => ({
    hint: load.hint,
    form: { applicationId: context.id, note: load.note ?? '' },
  }),
  actors: { check: fromPromise<boolean, { note: string }>(async () => true) },
  actions: { counted: assign({ checked: ({ context }) => context.checked + 1 }) },
  guards: { hasNote: ({ event }) => (event as { note?: string }).note !== '' },
  formOpen: { CHECK: { guard: 'hasNote', target: 'checking' } },
  states: {
    checking: {
      tags: [BUSY],
      invoke: {
        src: 'check',
        input: ({ event }) => ({ note: (event as { note: string }).note }),
        onDone: { target: 'checked', actions: 'counted' },
        onError: 'idle',
      },
    },
    checked: { on: { DONE: 'idle' } },
  },
});

const input = (id = -1, mode: StepInput['mode'] = 'applicant'): StepInput => ({
  id,
  category: 'Domestic',
  mode,
});
const load = (over: Partial<NoteLoad> = {}): NoteLoad => ({
  note: 'hello',
  hint: 'be brief',
  status: 'Editing',
  applicationCategory: 'Domestic',
  id: 7,
  version: 4,
  ...over,
});

async function loaded(over: Partial<NoteLoad> = {}, routeId = 7) {
  const step = drive(noteMachine, input(routeId));
  const emitted: unknown[] = [];
  step.actor.on('*', (event) => emitted.push(event));
  await step.resolve('load', load(over));
  return { ...step, emitted, context: () => step.snapshot().context };
}

describe('step factory: the shared context', () => {
  it('starts loading with the input, the empty form, version 0 and the step’s own context', () => {
    const step = drive(noteMachine, { ...input(-1, 'staff'), editOffer: true });
    expect(step.snapshot().value).toBe('loading');
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.snapshot().machine.id).toBe('noteStep');
    expect(step.snapshot().context).toEqual({
      id: -1,
      category: 'Domestic',
      mode: 'staff',
      editOffer: true,
      status: null,
      applicationCategory: null,
      version: 0,
      form: { applicationId: -1, note: '' },
      error: null,
      draft: null,
      draftStep: null,
      staleDraft: null,
      hint: null,
      checked: 0,
    });
    // The route's category goes along: a new application's drafts are kept per category.
    expect(step.calls).toEqual([
      expect.objectContaining({ src: 'load', input: { id: -1, category: 'Domestic' } }),
    ]);
  });

  it('editOffer defaults to false', () => {
    expect(drive(noteMachine, input()).snapshot().context.editOffer).toBe(false);
  });
});

describe('step factory: loading', () => {
  it('keeps id, version, status (as a key), category and what the step takes from the load', async () => {
    const step = await loaded();
    expect(step.snapshot().value).toEqual({ ready: 'idle' });
    expect(step.snapshot().hasTag(BUSY)).toBe(false);
    expect(step.context()).toMatchObject({
      id: 7,
      version: 4,
      status: 'editing',
      applicationCategory: 'Domestic',
      hint: 'be brief',
      form: { applicationId: 7, note: 'hello' },
      error: null,
    });
  });

  it.each([
    ['the load’s id when above 0', -1, 9, 9],
    ['the route’s id when the load answers -1', 7, -1, 7],
    ['the route’s id when the load answers 0', 7, 0, 7],
  ])('keeps %s', async (_, routeId, loadId, id) => {
    const step = await loaded({ id: loadId }, routeId);
    expect(step.context().id).toBe(id);
    expect(step.context().form.applicationId).toBe(id);
  });

  it('goes to loadFailed with the error as a FlowError, and RETRY clears it and loads again', async () => {
    const step = drive(noteMachine, input(7));
    await step.reject('load', new TypeError('Failed to fetch'));
    expect(step.snapshot().value).toBe('loadFailed');
    expect(step.snapshot().context.error).toEqual({
      message: 'Failed to fetch',
      code: null,
      fieldErrors: {},
      result: null,
    });
    step.actor.send({ type: 'RETRY' });
    expect(step.snapshot().value).toBe('loading');
    expect(step.snapshot().context.error).toBeNull();
    await step.resolve('load', load());
    expect(step.snapshot().matches('ready')).toBe(true);
  });

  it('ignores RETRY once loaded, and SAVE while loading', async () => {
    const step = drive(noteMachine, input(7));
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'x' } });
    expect(step.snapshot().value).toBe('loading');
    await step.resolve('load', load());
    step.actor.send({ type: 'RETRY' });
    expect(step.snapshot().value).toEqual({ ready: 'idle' });
    expect(step.calls.filter((c) => c.src === 'load')).toHaveLength(1);
  });
});

describe('step factory: saving', () => {
  it('sends the form with applicationId and version; keeps the answer’s id and version; emits saved once', async () => {
    const step = await loaded();
    const versionWhenSaved: number[] = [];
    step.actor.on('saved', () => versionWhenSaved.push(step.snapshot().context.version));
    step.actor.send({ type: 'SAVE', values: { applicationId: 99, note: 'typed' } });
    expect(step.snapshot().value).toEqual({ ready: 'saving' });
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls.at(-1)).toMatchObject({
      src: 'save',
      input: { note: 'typed', applicationId: 7, version: 4 },
    });
    await step.resolve('save', { id: 7, version: 5 });
    expect(step.snapshot().value).toEqual({ ready: 'saved' });
    expect(step.snapshot().hasTag(SAVED)).toBe(true);
    expect(step.snapshot().hasTag(BUSY)).toBe(false);
    expect(step.context()).toMatchObject({ id: 7, version: 5, form: { applicationId: 7, note: 'typed' } });
    expect(step.emitted).toEqual([{ type: 'saved', id: 7 }]);
    // Told of the save, the screen reads the version it made (the next draft's): already kept.
    expect(versionWhenSaved).toEqual([5]);
  });

  it('a failed save goes back to idle with the typed values, the error and the old version', async () => {
    const step = await loaded();
    const refused = new ApiError(Code.Refused, 'Please correct the edit information.', {
      errors: { note: 'Too long.' },
    });
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'typed' } });
    await step.reject('save', refused);
    expect(step.snapshot().value).toEqual({ ready: 'idle' });
    expect(step.context()).toMatchObject({
      version: 4,
      form: { note: 'typed' },
      error: { code: 406, fieldErrors: { note: 'Too long.' } },
    });
    expect(step.emitted).toEqual([]);
    // Entering saving clears the error.
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'again' } });
    expect(step.context().error).toBeNull();
  });

  it('saves again from saved (staff stay on the step)', async () => {
    const step = await loaded();
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'one' } });
    await step.resolve('save', { id: 7, version: 5 });
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'two' } });
    expect(step.calls.at(-1)?.input).toMatchObject({ note: 'two', version: 5 });
    await step.resolve('save', { id: 7, version: 6 });
    expect(step.emitted).toHaveLength(2);
  });
});

describe('step factory: the step’s own states, actors, actions and guards', () => {
  it('adds the step’s transitions wherever the form is open, its guards, actors and actions', async () => {
    const step = await loaded();
    step.actor.send({ type: 'CHECK', note: '' });
    expect(step.snapshot().value).toEqual({ ready: 'idle' });
    step.actor.send({ type: 'CHECK', note: 'n' });
    expect(step.snapshot().value).toEqual({ ready: 'checking' });
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    await step.resolve('check', true);
    expect(step.snapshot().value).toEqual({ ready: 'checked' });
    expect(step.context().checked).toBe(1);
    step.actor.send({ type: 'DONE' });
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'x' } });
    await step.resolve('save', { id: 7, version: 5 });
    step.actor.send({ type: 'CHECK', note: 'n' });
    expect(step.snapshot().value).toEqual({ ready: 'checking' });
  });

  it('names the actors the app must provide: load and save, and the step’s own', () => {
    expect(Object.keys(noteMachine.implementations.actors).sort()).toEqual(['check', 'load', 'save']);
  });
});

describe('step factory: a draft in the load (issue 8)', () => {
  const draft = {
    form: { note: 'typed, not saved', applicationId: 99 },
    savedAt: '2026-03-03T03:05:00.000Z',
  };

  it('opens the form with the draft over the saved values and keeps the saved ones for a discard', async () => {
    const step = await loaded({ draft });
    expect(step.context().form).toEqual({ applicationId: 7, note: 'typed, not saved' });
    expect(step.context().draft).toEqual({
      savedAt: '2026-03-03T03:05:00.000Z',
      saved: { applicationId: 7, note: 'hello' },
    });
  });

  it('without a draft the form is the saved one and there is no draft', async () => {
    expect((await loaded({ draft: null })).context()).toMatchObject({ form: { note: 'hello' }, draft: null });
    expect((await loaded()).context().draft).toBeNull();
  });

  it('a successful save clears the draft (the server deleted it); a failed one keeps it', async () => {
    const step = await loaded({ draft });
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'x' } });
    await step.reject('save', new TypeError('Failed to fetch'));
    expect(step.context().draft).not.toBeNull();
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'x' } });
    await step.resolve('save', { id: 7, version: 5 });
    expect(step.context().draft).toBeNull();
  });

  it('takes only the form’s own fields, each of the same shape as saved; never the application id', () => {
    const saved = { applicationId: 7, note: 'hello', tags: ['a'], answer: null as boolean | null, count: 2 };
    expect(
      overDraft(saved, {
        applicationId: 1,
        note: 'n',
        tags: 'not a list',
        answer: true,
        count: [1],
        extra: 'x',
      }),
    ).toEqual({ applicationId: 7, note: 'n', tags: ['a'], answer: true, count: 2 });
    expect(overDraft(saved, { tags: ['b', 'c'], note: {} })).toEqual({ ...saved, tags: ['b', 'c'] });
    expect(overDraft(saved, {})).toEqual(saved);
  });
});

/** Issue 26: the decisions the step screen made now made by the step machine. */
describe('step factory: stale drafts and read-only (issue 26)', () => {
  const keeper = createStepMachine({
    id: 'keeperStep',
    draftStep: 'other',
    types: {} as { form: NoteForm; load: NoteLoad; context: Record<never, never>; events: never },
    context: () => ({}),
    emptyForm: (input) => ({ applicationId: input.id, note: '' }),
    loaded: (load, context) => ({ form: { applicationId: context.id, note: load.note ?? '' } }),
  });
  const open = async (over: Partial<NoteLoad>, mode: StepInput['mode'] = 'applicant') => {
    const step = drive(keeper, input(7, mode));
    await step.resolve('load', load(over));
    return step.snapshot();
  };
  const readOnly = (snapshot: { matches: (value: unknown) => boolean }) =>
    snapshot.matches({ ready: 'readOnly' });

  it('does not lay a stale draft over the form, and keeps when it was kept to say so', async () => {
    const step = await loaded({ draft: { form: {}, savedAt: '2026-03-03T03:05:00.000Z', stale: true } });
    expect(step.context()).toMatchObject({
      form: { applicationId: 7, note: 'hello' },
      draft: null,
      staleDraft: '2026-03-03T03:05:00.000Z',
    });
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'x' } });
    await step.resolve('save', { id: 7, version: 5 });
    // The save replaced the application's version and deleted the draft: nothing stale any more.
    expect(step.context().staleDraft).toBeNull();
  });

  it('opens a step that keeps drafts read-only once the application is not being edited by this mode', async () => {
    const submitted = await open({ status: 'Submitted' });
    expect(readOnly(submitted)).toBe(true);
    // The screen says which status: the one loaded.
    expect(submitted.context.status).toBe('submitted');
    expect(readOnly(await open({ status: 'Submitted' }, 'agent'))).toBe(true);
    expect(readOnly(await open({ status: 'Under Review' }))).toBe(true);
    expect(readOnly(await open({ status: 'Editing' }))).toBe(false);
    // Staff may still correct a submitted application (issue 11), not a decided one; a new one has no status.
    expect(readOnly(await open({ status: 'Submitted' }, 'staff'))).toBe(false);
    expect(readOnly(await open({ status: 'Offered' }, 'staff'))).toBe(true);
    expect(readOnly(await open({ status: null }))).toBe(false);
    // A step that keeps no drafts (documents, the summary) is never made read-only here.
    expect(readOnly((await loaded({ status: 'Submitted' })).snapshot())).toBe(false);
  });

  it('takes no save while read-only: nothing is sent to the server', async () => {
    const step = drive(keeper, input(7));
    await step.resolve('load', load({ status: 'Submitted' }));
    step.actor.send({ type: 'SAVE', values: { applicationId: 7, note: 'x' } });
    expect(step.snapshot().value).toEqual({ ready: 'readOnly' });
    expect(step.calls.filter(({ src }) => src === 'save')).toEqual([]);
  });
});
