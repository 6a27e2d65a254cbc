import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationFlowMachine } from '../../machines/application-flow.ts';
import {
  BUSY,
  type CourseApplicationEmitted,
  type CourseApplicationInput,
  type CourseApplicationLoad,
  courseApplicationMachine,
  SAVED,
} from '../../machines/course-application.ts';
import { formFromLoad } from '../../src/domain/course/defaults.ts';
import {
  courseCatalogue,
  courseErrors,
  courseLoads,
  courseValues,
  flowInput,
  personalInput,
  SAVED_ID,
  SAVED_VERSION,
  savedAnswer,
} from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { courseApplication } from '../support/model/registry.ts';

describeModel(courseApplication);

const courseInput = personalInput as (...args: Parameters<typeof personalInput>) => CourseApplicationInput;

/** The step, loaded, with its emitted events recorded. */
async function open(input: CourseApplicationInput, load: CourseApplicationLoad = courseLoads.fresh) {
  const step = drive(courseApplicationMachine, input);
  const emitted: CourseApplicationEmitted[] = [];
  step.actor.on('*', (event) => emitted.push(event));
  await step.resolve('load', load);
  return { ...step, emitted, context: () => step.snapshot().context };
}

describe('course-application: loading', () => {
  it('asks for the application of the route, then keeps the catalogue, the form, status and version', async () => {
    const step = drive(courseApplicationMachine, courseInput('International', 'agent', SAVED_ID));
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls).toEqual([
      expect.objectContaining({ src: 'load', input: { id: SAVED_ID, category: 'International' } }),
    ]);
    await step.resolve('load', courseLoads.saved);
    const { context } = step.snapshot();
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context).toMatchObject({
      id: SAVED_ID,
      version: SAVED_VERSION,
      status: 'editing',
      applicationCategory: 'International',
      error: null,
    });
    expect(context.catalogue).toBe(courseCatalogue);
    expect(context.form).toEqual(
      formFromLoad(courseLoads.saved.applicationDetails, 'International', SAVED_ID),
    );
    expect(context.form.applyScholarships).toBe(true);
  });

  it('opens a new application with the empty form, version 0 and the id -1', async () => {
    const step = await open(courseInput('Domestic', 'applicant'));
    expect(step.context()).toMatchObject({ id: -1, version: 0, status: null });
    expect(step.context().form).toEqual(formFromLoad(null, 'Domestic', -1));
  });

  it('takes RPL items the load gives beside the details', async () => {
    const rpl = {
      previousInstitutionName: 'TAFE',
      courseCode: 'C1',
      completionYear: '2020',
      moduleId: 1001,
      resultId: 1,
    };
    const step = await open(courseInput('Domestic', 'staff', SAVED_ID), {
      ...courseLoads.saved,
      applicationRpls: [rpl],
    });
    expect(step.context().form.applicationRpls).toEqual([rpl]);
  });

  it('shows a failed load, keeps the error, and loads again on RETRY', async () => {
    const step = drive(courseApplicationMachine, courseInput('Domestic', 'applicant'));
    await step.reject('load', courseErrors.serverBroken);
    expect(step.snapshot().value).toBe('loadFailed');
    expect(step.snapshot().hasTag(BUSY)).toBe(false);
    expect(step.snapshot().context.error).toMatchObject({ code: 500 });
    step.actor.send({ type: 'SAVE', values: courseValues('Domestic') });
    expect(step.snapshot().value).toBe('loadFailed');
    step.actor.send({ type: 'RETRY' });
    expect(step.snapshot().value).toBe('loading');
    expect(step.snapshot().context.error).toBeNull();
    await step.resolve('load', courseLoads.fresh);
    expect(step.calls.filter((c) => c.src === 'load')).toHaveLength(2);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('course-application: saving', () => {
  it('sends the values with the application id and version, then keeps the new id and version and emits saved', async () => {
    const step = await open(courseInput('International', 'agent', SAVED_ID), courseLoads.saved);
    const values = courseValues('International');
    step.actor.send({ type: 'SAVE', values });
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls.at(-1)).toEqual(
      expect.objectContaining({
        src: 'save',
        input: { ...values, applicationId: SAVED_ID, version: SAVED_VERSION },
      }),
    );
    await step.resolve('save', savedAnswer);
    expect(step.snapshot().hasTag(SAVED)).toBe(true);
    expect(step.context()).toMatchObject({
      id: SAVED_ID,
      version: savedAnswer.version,
      form: { applicationId: SAVED_ID },
      error: null,
    });
    expect(step.emitted).toEqual([{ type: 'saved', id: SAVED_ID }]);
  });

  it('a new application saves with version 0 and keeps the id the first save answers', async () => {
    const step = await open(courseInput('Domestic', 'staff'));
    step.actor.send({ type: 'SAVE', values: courseValues('Domestic') });
    expect(step.calls.at(-1)?.input).toMatchObject({ applicationId: -1, version: 0 });
    await step.resolve('save', { id: 40, version: 1 });
    // Staff stay: a second save goes under the new id and the new version.
    step.actor.send({ type: 'SAVE', values: courseValues('Domestic') });
    expect(step.calls.at(-1)?.input).toMatchObject({ applicationId: 40, version: 1 });
    await step.resolve('save', { id: 40, version: 2 });
    expect(step.context()).toMatchObject({ id: 40, version: 2 });
    expect(step.emitted).toEqual([
      { type: 'saved', id: 40 },
      { type: 'saved', id: 40 },
    ]);
  });

  it.each([
    ['a 406 with field messages', courseErrors.refused, 406],
    ['someone else saved first (406)', courseErrors.stale, 406],
    ['a server failure', courseErrors.serverBroken, 500],
  ])('keeps what was typed, and the version, when %s refuses it', async (_, error, code) => {
    const step = await open(courseInput('International', 'applicant', SAVED_ID), courseLoads.saved);
    const values = { ...courseValues('International'), fundingCostDetails: 'typed' };
    step.actor.send({ type: 'SAVE', values });
    await step.reject('save', error);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.context()).toMatchObject({ form: values, version: SAVED_VERSION, error: { code } });
    expect(step.context().error?.fieldErrors).toEqual(error.fieldErrors);
    expect(step.emitted).toEqual([]);
    step.actor.send({ type: 'SAVE', values });
    expect(step.context().error).toBeNull();
    expect(step.calls.at(-1)?.input).toMatchObject({ version: SAVED_VERSION });
  });
});

describe('course-application: the scholarship confirmation (spec §4, §6)', () => {
  it.each(['applicant', 'agent'] as const)('asks an %s who answers yes; CONFIRM keeps yes', async (mode) => {
    const step = await open(courseInput('Domestic', mode));
    const values = { ...courseValues('Domestic'), fundingCostDetails: 'typed' };
    step.actor.send({ type: 'SCHOLARSHIP', answer: true, values });
    expect(step.snapshot().matches({ ready: 'confirmingScholarship' })).toBe(true);
    expect(step.context().form).toEqual({ ...values, applyScholarships: true });
    step.actor.send({ type: 'SAVE', values });
    expect(step.snapshot().matches({ ready: 'confirmingScholarship' })).toBe(true);
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.context().form).toEqual({ ...values, applyScholarships: true });
  });

  it('No (CANCEL) puts the answer back to no and keeps the rest of what was typed', async () => {
    const step = await open(courseInput('International', 'agent', SAVED_ID), courseLoads.saved);
    const values = { ...courseValues('International'), fundingCostDetails: 'typed' };
    step.actor.send({ type: 'SCHOLARSHIP', answer: true, values });
    step.actor.send({ type: 'CANCEL' });
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.context().form).toEqual({ ...values, applyScholarships: false });
  });

  it('asks again after a save (applicants on the way out, staff never)', async () => {
    const step = await open(courseInput('Domestic', 'applicant'));
    step.actor.send({ type: 'SAVE', values: courseValues('Domestic') });
    await step.resolve('save', savedAnswer);
    step.actor.send({ type: 'SCHOLARSHIP', answer: true, values: courseValues('Domestic') });
    expect(step.snapshot().matches({ ready: 'confirmingScholarship' })).toBe(true);
  });

  it('does not ask staff: the yes stands at once', async () => {
    const step = await open(courseInput('Domestic', 'staff'));
    step.actor.send({ type: 'SCHOLARSHIP', answer: true, values: courseValues('Domestic') });
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.context().form.applyScholarships).toBe(true);
    step.actor.send({ type: 'SAVE', values: step.context().form });
    await step.resolve('save', savedAnswer);
    step.actor.send({ type: 'SCHOLARSHIP', answer: true, values: courseValues('Domestic') });
    expect(step.snapshot().matches({ ready: 'saved' })).toBe(true);
  });

  it('does not ask for a no', async () => {
    const step = await open(courseInput('International', 'applicant', SAVED_ID), courseLoads.saved);
    step.actor.send({ type: 'SCHOLARSHIP', answer: false, values: courseValues('International') });
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.context().form.applyScholarships).toBe(false);
  });
});

describe('course-application with the flow, wired as the step component does', () => {
  async function wired(mode: 'applicant' | 'staff') {
    const step = await open(courseInput('International', mode, SAVED_ID), courseLoads.saved);
    const flow = createActor(applicationFlowMachine, {
      input: flowInput('International', mode, 'application', SAVED_ID),
    }).start();
    const onNext: unknown[] = [];
    step.actor.on('saved', ({ id }) => flow.send({ type: 'SAVED', id }));
    flow.on('next', (event) => onNext.push(event));
    step.actor.send({ type: 'SAVE', values: courseValues('International') });
    await step.resolve('save', savedAnswer);
    return { flow: flow.getSnapshot().context, onNext };
  }

  it('an applicant save takes the flow to /internationalQualifications/{id}', async () => {
    const { flow, onNext } = await wired('applicant');
    expect(flow.route).toBe('/internationalQualifications/12');
    expect(onNext).toEqual([]);
  });

  it('a staff save keeps the route and hands next (Qualifications) to onNext once', async () => {
    const { flow, onNext } = await wired('staff');
    expect(flow).toMatchObject({ step: 'application', route: '/internationalApplication/12' });
    expect(onNext).toEqual([{ type: 'next', step: 'qualifications', id: SAVED_ID }]);
  });
});

describe('course-application: a draft in the load (issue 8)', () => {
  it('a new application asks with the route’s category and opens with its draft over the empty form', async () => {
    const step = drive(courseApplicationMachine, courseInput('International', 'applicant'));
    expect(step.calls).toEqual([
      expect.objectContaining({ src: 'load', input: { id: -1, category: 'International' } }),
    ]);
    const savedAt = '2026-03-03T03:05:00.000Z';
    await step.resolve('load', {
      ...courseLoads.fresh,
      draft: { form: { applicationType: 101, applyCoModuleIds: [5], adjustmentFactors: 'x' }, savedAt },
    });
    const { form, draft } = step.snapshot().context;
    expect(form).toMatchObject({ applicationId: -1, applicationType: 101, applyCoModuleIds: [5] });
    expect(form.adjustmentFactors).toEqual([]);
    expect(draft?.savedAt).toBe(savedAt);
    expect(draft?.saved).toMatchObject({ applicationType: null, applyCoModuleIds: [] });
  });
});
