import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationFlowMachine } from '../../machines/application-flow.ts';
import {
  BUSY,
  type OtherDetailsEmitted,
  type OtherDetailsInput,
  type OtherDetailsLoad,
  otherDetailsMachine,
  SAVED,
} from '../../machines/other-details.ts';
import { Code } from '../../src/domain/envelope.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import {
  personalInput,
  SAVED_ID,
  SAVED_VERSION,
  savedAnswer,
} from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import {
  otherDetailsErrors as errors,
  otherDetailsLists as lists,
  otherDetailsLoads as loads,
  otherDetailsValues as values,
} from '../support/model/other-details-fixtures.ts';
import { otherDetails } from '../support/model/registry.ts';

describeModel(otherDetails);

const input = personalInput as (
  category: Category,
  mode: Role,
  id?: number,
  editOffer?: boolean,
) => OtherDetailsInput;

/** The step, loaded, with what it emits recorded. */
async function open(stepInput: OtherDetailsInput, load: OtherDetailsLoad = loads.fresh) {
  const step = drive(otherDetailsMachine, stepInput);
  const emitted: OtherDetailsEmitted[] = [];
  step.actor.on('*', (event) => emitted.push(event));
  await step.resolve('load', load);
  return { ...step, emitted, context: () => step.snapshot().context };
}

describe('other-details: loading', () => {
  it('asks for the route’s application, then keeps the lists, the saved form, status and version', async () => {
    const step = drive(otherDetailsMachine, input('International', 'agent', SAVED_ID));
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls).toEqual([
      expect.objectContaining({ src: 'load', input: { id: SAVED_ID, category: 'International' } }),
    ]);
    await step.resolve('load', loads.saved);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.snapshot().context).toMatchObject({
      id: SAVED_ID,
      version: SAVED_VERSION,
      status: 'editing',
      applicationCategory: 'International',
      lists,
      form: values(SAVED_ID),
      error: null,
    });
  });

  it('opens a new application with an empty form, the id -1 and version 0', async () => {
    const step = await open(input('Domestic', 'applicant'));
    expect(step.context()).toMatchObject({ id: -1, version: 0, status: null });
    expect(step.context().form).toMatchObject({
      applicationId: -1,
      englishIsFirstLanguage: null,
      firstLanguage: null,
      testDate: '',
      useOfEnglish: '',
      studiedByAgent: null,
      agency: null,
    });
  });

  it('shows a failed load and loads again on RETRY; a SAVE meanwhile does nothing', async () => {
    const step = drive(otherDetailsMachine, input('Domestic', 'applicant', SAVED_ID));
    await step.reject('load', errors.network);
    expect(step.snapshot().value).toBe('loadFailed');
    expect(step.snapshot().hasTag(BUSY)).toBe(false);
    step.actor.send({ type: 'SAVE', values: values() });
    expect(step.snapshot().value).toBe('loadFailed');
    step.actor.send({ type: 'RETRY' });
    expect(step.snapshot().value).toBe('loading');
    expect(step.snapshot().context.error).toBeNull();
    await step.resolve('load', loads.saved);
    expect(step.calls.filter((call) => call.src === 'load')).toHaveLength(2);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('opens with the person’s draft over the saved form, and remembers the saved one', async () => {
    const step = drive(otherDetailsMachine, input('Domestic', 'applicant', SAVED_ID));
    const savedAt = '2026-03-03T03:05:00.000Z';
    await step.resolve('load', {
      ...loads.saved,
      draft: { form: { agency: null, useOfEnglish: 'typed' }, savedAt },
    });
    const { form, draft } = step.snapshot().context;
    expect(form).toEqual({ ...values(SAVED_ID), agency: null, useOfEnglish: 'typed' });
    expect(draft).toEqual({ savedAt, saved: values(SAVED_ID) });
  });
});

describe('other-details: saving', () => {
  it('sends the values with the application id and version, keeps the new version and emits saved', async () => {
    const step = await open(input('International', 'agent', SAVED_ID), loads.saved);
    step.actor.send({ type: 'SAVE', values: values() });
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls.at(-1)).toEqual(
      expect.objectContaining({
        src: 'save',
        input: { ...values(), applicationId: SAVED_ID, version: SAVED_VERSION },
      }),
    );
    await step.resolve('save', savedAnswer);
    expect(step.snapshot().hasTag(SAVED)).toBe(true);
    expect(step.context()).toMatchObject({ id: SAVED_ID, version: savedAnswer.version, error: null });
    expect(step.emitted).toEqual([{ type: 'saved', id: SAVED_ID }]);
  });

  it('a new application saves with version 0 and keeps the id its first save answers', async () => {
    const step = await open(input('Domestic', 'staff'));
    step.actor.send({ type: 'SAVE', values: values(-1) });
    expect(step.calls.at(-1)?.input).toMatchObject({ applicationId: -1, version: 0 });
    await step.resolve('save', { id: 40, version: 1 });
    expect(step.context().form.applicationId).toBe(40);
    step.actor.send({ type: 'SAVE', values: values(40) });
    expect(step.calls.at(-1)?.input).toMatchObject({ applicationId: 40, version: 1 });
    await step.resolve('save', { id: 40, version: 2 });
    expect(step.emitted).toEqual([
      { type: 'saved', id: 40 },
      { type: 'saved', id: 40 },
    ]);
  });

  it.each([
    ['a 406 with field messages', errors.refused, Code.Refused],
    ['someone else saved first (406)', errors.stale, Code.Refused],
    ['a server failure', errors.serverBroken, Code.ServerError],
  ])('keeps what was typed and the version when %s refuses it', async (_, error, code) => {
    const step = await open(input('Domestic', 'applicant', SAVED_ID), loads.saved);
    const typed = { ...values(), useOfEnglish: 'typed' };
    step.actor.send({ type: 'SAVE', values: typed });
    await step.reject('save', error);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.context()).toMatchObject({ form: typed, version: SAVED_VERSION, error: { code } });
    expect(step.context().error?.fieldErrors).toEqual(error.fieldErrors);
    expect(step.emitted).toEqual([]);
    step.actor.send({ type: 'SAVE', values: typed });
    expect(step.context().error).toBeNull();
    expect(step.calls.at(-1)?.input).toMatchObject({ version: SAVED_VERSION });
  });
});

describe('other-details with the flow, wired as the step screen does', () => {
  async function wired(category: Category, mode: Role) {
    const step = await open(input(category, mode, SAVED_ID), loads.saved);
    const flow = createActor(applicationFlowMachine, {
      input: { category, mode, id: SAVED_ID, step: 'other' },
    }).start();
    const onNext: unknown[] = [];
    step.actor.on('saved', ({ id }) => flow.send({ type: 'SAVED', id }));
    flow.on('next', (event) => onNext.push(event));
    step.actor.send({ type: 'SAVE', values: values() });
    await step.resolve('save', savedAnswer);
    return { flow: flow.getSnapshot().context, onNext };
  }

  it.each([
    ['Domestic', 'applicant'],
    ['Domestic', 'agent'],
  ] as const)('a %s %s save takes the flow to /documents/{id} (course spec §2)', async (category, mode) => {
    const { flow, onNext } = await wired(category, mode);
    expect(flow.route).toBe(`/documents/${SAVED_ID}`);
    expect(onNext).toEqual([]);
  });

  it('a staff save stays on /other/{id} and hands next (Documents) to onNext once', async () => {
    const { flow, onNext } = await wired('Domestic', 'staff');
    expect(flow).toMatchObject({ step: 'other', route: `/other/${SAVED_ID}` });
    expect(onNext).toEqual([{ type: 'next', step: 'documents', id: SAVED_ID }]);
  });
});
