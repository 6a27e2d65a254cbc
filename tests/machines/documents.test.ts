import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { applicationFlowMachine } from '../../machines/application-flow.ts';
import { type DocumentsLoad, type DocumentType, documentsMachine } from '../../machines/documents.ts';
import type { StepLoadInput } from '../../machines/step.ts';
import type { ApplicationFile } from '../../src/domain/documents/types.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import { personalInput, SAVED_ID } from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import {
  documentsErrors,
  documentsLoads,
  listAfterUpload,
  listOf,
  passportFile,
} from '../support/model/documents-fixtures.ts';
import { drive } from '../support/model/drive.ts';
import { flush } from '../support/model/fakes.ts';
import { documents } from '../support/model/registry.ts';

describeModel(documents);

const captions = (load: DocumentsLoad) => {
  const step = createActor(
    documentsMachine.provide({
      actors: { load: fromPromise<DocumentsLoad, StepLoadInput>(async () => load) },
    }),
    { input: personalInput('Domestic', 'applicant', SAVED_ID) },
  ).start();
  return step;
};

describe('documents: the list (spec §2, §3)', () => {
  it('asks for the route’s application, then lists required types first, with their files, Other Document last', async () => {
    const step = drive(documentsMachine, personalInput('International', 'agent', SAVED_ID));
    expect(step.calls[0]).toMatchObject({ src: 'load', input: { id: SAVED_ID } });
    await step.resolve('load', documentsLoads.saved);
    const { types, status } = step.snapshot().context as { types: DocumentType[]; status: string };
    expect(status).toBe('editing');
    expect(types.map(({ key, required }) => [key, required])).toEqual([
      ['PASSPORT', true],
      ['TRANSCRIPT', true],
      ['ENGLISH_TEST', false],
      ['OTHER_DOCUMENT', false],
    ]);
    expect(types[0]?.caption).toBe('Passport');
    expect(types[0]?.files).toEqual([passportFile]);
    expect(types.slice(1).every((type) => type.files.length === 0)).toBe(true);
  });

  it('never marks OTHER_DOCUMENT required, and still lists a file of a type the load does not caption', async () => {
    const visa = { ...passportFile, fileType: 'VISA' };
    const step = captions({
      ...documentsLoads.saved,
      uploadTypes: ['OTHER_DOCUMENT'],
      applicationFiles: [visa],
    });
    await flush();
    const { types } = step.getSnapshot().context;
    expect(types.every((type) => !type.required)).toBe(true);
    expect(types.at(-1)?.key).toBe('OTHER_DOCUMENT');
    expect(types.find((type) => type.key === 'VISA')).toMatchObject({ caption: 'VISA', files: [visa] });
  });

  it('shows the list a reload answered (FILES)', async () => {
    const step = drive(documentsMachine, personalInput('Domestic', 'applicant', SAVED_ID));
    await step.resolve('load', documentsLoads.saved);
    step.actor.send({ type: 'FILES', list: listOf(listAfterUpload) });
    expect(
      (step.snapshot().context.types as DocumentType[])[0]?.files.map((file: ApplicationFile) => file.id),
    ).toEqual([40, 41]);
  });

  it('says the load failed and loads again on RETRY', async () => {
    const step = drive(documentsMachine, personalInput('Domestic', 'applicant', SAVED_ID));
    await step.reject('load', documentsErrors.network);
    expect(step.snapshot().value).toBe('loadFailed');
    step.actor.send({ type: 'RETRY' });
    await step.resolve('load', documentsLoads.saved);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('documents: Continue (spec §4), its own save calling nothing', () => {
  async function continued(category: Category, mode: Role) {
    const step = captions(documentsLoads.saved);
    const flow = createActor(applicationFlowMachine, {
      input: { category, mode, id: SAVED_ID, step: 'documents' },
    }).start();
    const onNext: unknown[] = [];
    const emitted: unknown[] = [];
    step.on('saved', (event) => {
      emitted.push(event);
      flow.send({ type: 'SAVED', id: event.id });
    });
    flow.on('next', (event) => onNext.push(event));
    await flush();
    step.send({ type: 'SAVE', values: { applicationId: SAVED_ID } });
    await flush();
    return { step: step.getSnapshot(), flow: flow.getSnapshot().context, onNext, emitted };
  }

  it.each([
    ['Domestic', 'applicant', `/summary/${SAVED_ID}`],
    ['International', 'applicant', `/InternationalSummary/${SAVED_ID}`],
    ['International', 'agent', `/InternationalSummary/${SAVED_ID}`],
  ] as const)('a %s %s goes to %s', async (category, mode, route) => {
    const { step, flow, onNext, emitted } = await continued(category, mode);
    expect(step.hasTag('saved')).toBe(true);
    expect(emitted).toEqual([{ type: 'saved', id: SAVED_ID }]);
    expect(flow.route).toBe(route);
    expect(onNext).toEqual([]);
  });

  it('staff stay on the documents and hand next (the summary) to onNext', async () => {
    const { flow, onNext } = await continued('International', 'staff');
    expect(flow).toMatchObject({ step: 'documents', route: `/internationalDocuments/${SAVED_ID}` });
    expect(onNext).toEqual([{ type: 'next', step: 'summary', id: SAVED_ID }]);
  });
});
