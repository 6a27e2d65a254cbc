import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationFlowMachine } from '../../machines/application-flow.ts';
import {
  BUSY,
  type QualificationsEmitted,
  type QualificationsInput,
  type QualificationsLoad,
  qualificationsMachine,
  SAVED,
} from '../../machines/qualifications.ts';
import { Msg } from '../../src/domain/messages.ts';
import { ENROLMENT_CODE_INVALID as PrefillMessage } from '../../src/domain/qualifications/prefill.ts';
import {
  flowInput,
  personalInput,
  referenceLists,
  SAVED_ID,
  SAVED_VERSION,
  savedAnswer,
} from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import {
  ENROLMENT_CODE,
  entry,
  obtainedQualifications,
  pressPrefill,
  qualificationsErrors,
  qualificationsLoads,
  typedQualifications,
} from '../support/model/qualifications-fixtures.ts';
import { qualifications } from '../support/model/registry.ts';

describeModel(qualifications);

const qualificationsInput = personalInput as (
  ...args: Parameters<typeof personalInput>
) => QualificationsInput;

/** The step, loaded, with its emitted events recorded. */
async function open(input: QualificationsInput, load: QualificationsLoad = qualificationsLoads.fresh) {
  const step = drive(qualificationsMachine, input);
  const emitted: QualificationsEmitted[] = [];
  step.actor.on('*', (event) => emitted.push(event));
  await step.resolve('load', load);
  return { ...step, emitted, context: () => step.snapshot().context };
}

/** A staff member on a saved international application, who typed the form and pressed Pre-Fill. */
async function lookingUp(enrolmentCode = ENROLMENT_CODE) {
  const step = await open(qualificationsInput('International', 'staff', SAVED_ID), qualificationsLoads.saved);
  pressPrefill(step, enrolmentCode, typedQualifications('International', SAVED_ID));
  return step;
}

/** What a person sees of the form: ticked types, each section's qualification, the test, the employers. */
const shown = (form: ReturnType<typeof typedQualifications>) => ({
  checked: form.qualificationTypes,
  sections: form.qualifications.map((item) => [item.qualificationType, item.name]),
  englishTest: form.englishTestType,
  employers: form.employments.map((item) => item.name),
});

describe('qualifications: loading', () => {
  it('asks for the application of the route, then shows the saved form with its entries and employments', async () => {
    const step = drive(qualificationsMachine, qualificationsInput('International', 'agent', SAVED_ID));
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls).toEqual([
      expect.objectContaining({ src: 'load', input: { id: SAVED_ID, category: 'International' } }),
    ]);
    await step.resolve('load', qualificationsLoads.saved);
    const { context } = step.snapshot();
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.snapshot().hasTag(BUSY)).toBe(false);
    expect(context).toMatchObject({
      id: SAVED_ID,
      version: SAVED_VERSION,
      status: 'editing',
      applicationCategory: 'International',
      error: null,
      prefill: null,
    });
    expect(context.lists).toBe(referenceLists);
    // §2: each entry's type is ticked, each with its section; the English answers and the job as saved.
    expect(context.form).toMatchObject({
      applicationId: SAVED_ID,
      applicationCategory: 'International',
      qualificationTypes: [497, 500],
      qualifications: [entry(497, 'Bachelor of Commerce'), entry(500, 'Higher School Certificate')],
      completedEnglishTest: true,
      englishTestType: 505,
      englishTestCity: 'Sydney',
      finalResult: '6.5',
      writing: '6',
      englishLanguageRequirements: false,
      employments: [
        expect.objectContaining({
          id: 31,
          name: 'Tata Consultancy Services',
          position: 'Analyst',
          inService: true,
        }),
      ],
    });
  });

  it('ticks the types in the list’s order (§9), whatever order the entries come in', async () => {
    const step = await open(qualificationsInput('Domestic', 'applicant', SAVED_ID), {
      ...qualificationsLoads.saved,
      qualifications: [entry(1849, 'Diploma of Nursing'), entry(500, 'HSC'), entry(497, 'BA')],
    });
    expect(step.context().form.qualificationTypes).toEqual([497, 500, 1849]);
    expect(step.context().form.qualifications).toHaveLength(3);
  });

  it('opens a new application with nothing ticked, no entries and no employment, id -1 and version 0', async () => {
    const step = await open(qualificationsInput('Domestic', 'applicant'));
    expect(step.context()).toMatchObject({ id: -1, version: 0, status: null, applicationCategory: null });
    expect(step.context().form).toMatchObject({
      applicationId: -1,
      applicationCategory: 'Domestic',
      qualificationTypes: [],
      qualifications: [],
      englishTestType: null,
      finalResult: '',
      employments: [],
    });
  });

  it('lays a draft over the saved form, and keeps the saved form for "Discard draft" (issue 8)', async () => {
    const savedAt = '2026-03-03T03:05:00.000Z';
    const draftEntries = [entry(497, 'Bachelor of Commerce (Hons)'), entry(1850, 'Graduate Certificate')];
    const step = await open(qualificationsInput('International', 'agent', SAVED_ID), {
      ...qualificationsLoads.saved,
      draft: {
        form: { qualificationTypes: [497, 1850], qualifications: draftEntries, englishTestCity: 'Perth' },
        savedAt,
      },
    });
    const saved = (
      await open(qualificationsInput('International', 'agent', SAVED_ID), qualificationsLoads.saved)
    ).context().form;
    expect(step.context().form).toEqual({
      ...saved,
      qualificationTypes: [497, 1850],
      qualifications: draftEntries,
      englishTestCity: 'Perth',
    });
    expect(step.context().draft).toEqual({ savedAt, saved });
  });

  it('shows a failed load, and loads again on RETRY', async () => {
    const step = drive(qualificationsMachine, qualificationsInput('International', 'applicant'));
    await step.reject('load', qualificationsErrors.serverBroken);
    expect(step.snapshot().value).toBe('loadFailed');
    expect(step.snapshot().hasTag(BUSY)).toBe(false);
    expect(step.snapshot().context.error).toMatchObject({ code: 500 });
    step.actor.send({ type: 'SAVE', values: typedQualifications('International') });
    pressPrefill(step, ENROLMENT_CODE, typedQualifications('International'));
    expect(step.snapshot().value).toBe('loadFailed');
    expect(step.running()).toEqual([]);
    step.actor.send({ type: 'RETRY' });
    expect(step.snapshot().value).toBe('loading');
    expect(step.snapshot().context.error).toBeNull();
    expect(step.calls.filter((c) => c.src === 'load')).toHaveLength(2);
    await step.resolve('load', qualificationsLoads.fresh);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('qualifications: saving', () => {
  it('sends the values with the application id and the version loaded, then emits saved with the id answered', async () => {
    const step = await open(
      qualificationsInput('International', 'agent', SAVED_ID),
      qualificationsLoads.saved,
    );
    const values = typedQualifications('International', SAVED_ID);
    step.actor.send({ type: 'SAVE', values });
    expect(step.snapshot().matches({ ready: 'saving' })).toBe(true);
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls.at(-1)).toEqual(
      expect.objectContaining({
        src: 'save',
        input: { ...values, applicationId: SAVED_ID, version: SAVED_VERSION },
      }),
    );
    await step.resolve('save', savedAnswer);
    expect(step.snapshot().matches({ ready: 'saved' })).toBe(true);
    expect(step.snapshot().hasTag(SAVED)).toBe(true);
    expect(step.context()).toMatchObject({
      id: SAVED_ID,
      version: savedAnswer.version,
      form: { ...values, applicationId: SAVED_ID },
      error: null,
    });
    expect(step.emitted).toEqual([{ type: 'saved', id: SAVED_ID }]);
  });

  it('a new application saves as -1 with version 0, then emits and keeps the id the save answered', async () => {
    const step = await open(qualificationsInput('Domestic', 'staff'));
    step.actor.send({ type: 'SAVE', values: typedQualifications('Domestic') });
    expect(step.calls.at(-1)?.input).toMatchObject({ applicationId: -1, version: 0 });
    await step.resolve('save', { id: 40, version: 1 });
    expect(step.emitted).toEqual([{ type: 'saved', id: 40 }]);
    // Staff stay: a second save goes under the new id and version.
    step.actor.send({ type: 'SAVE', values: step.context().form });
    expect(step.calls.at(-1)?.input).toMatchObject({ applicationId: 40, version: 1 });
    await step.resolve('save', { id: 40, version: 2 });
    expect(step.context()).toMatchObject({ id: 40, version: 2, form: { applicationId: 40 } });
    expect(step.emitted).toEqual([
      { type: 'saved', id: 40 },
      { type: 'saved', id: 40 },
    ]);
  });

  it.each([
    ['a 406 with field messages', qualificationsErrors.refused, 406],
    ['a server failure', qualificationsErrors.serverBroken, 500],
  ])('keeps what was typed, and the version, when %s refuses the save', async (_, error, code) => {
    const step = await open(
      qualificationsInput('International', 'applicant', SAVED_ID),
      qualificationsLoads.saved,
    );
    const values = typedQualifications('International', SAVED_ID);
    step.actor.send({ type: 'SAVE', values });
    await step.reject('save', error);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.snapshot().hasTag(BUSY)).toBe(false);
    expect(step.context()).toMatchObject({ form: values, version: SAVED_VERSION, error: { code } });
    expect(step.context().error?.fieldErrors).toEqual(error.fieldErrors);
    expect(step.emitted).toEqual([]);
    // Saving again clears the error and sends the same version.
    step.actor.send({ type: 'SAVE', values });
    expect(step.context().error).toBeNull();
    expect(step.calls.at(-1)?.input).toMatchObject({ version: SAVED_VERSION });
  });

  it('says the summary of a refused save in the words of §5', async () => {
    const step = await open(qualificationsInput('Domestic', 'agent'));
    step.actor.send({ type: 'SAVE', values: typedQualifications('Domestic') });
    await step.reject('save', qualificationsErrors.refused);
    expect(step.context().error).toMatchObject({
      message: Msg.correctEditInformation,
      fieldErrors: { 'qualifications.0.name': 'Name is required.' },
    });
  });
});

describe('qualifications: staff pre-fill (spec §4, §6)', () => {
  it('looks the code up for the application, keeping what was typed, and asks before filling', async () => {
    const step = await lookingUp(` ${ENROLMENT_CODE} `);
    expect(step.snapshot().matches({ ready: 'obtaining' })).toBe(true);
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls.at(-1)).toEqual(
      expect.objectContaining({
        src: 'obtain',
        input: { applicationId: SAVED_ID, enrolmentCode: ENROLMENT_CODE },
      }),
    );
    expect(step.context().form).toEqual(typedQualifications('International', SAVED_ID));
    await step.resolve('obtain', obtainedQualifications.found);
    expect(step.snapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(step.snapshot().hasTag(BUSY)).toBe(false);
    expect(step.context().prefill).toEqual(obtainedQualifications.found);
    // Nothing is filled before the confirmation.
    expect(step.context().form).toEqual(typedQualifications('International', SAVED_ID));
    // Neither a save nor another lookup while the question is open.
    step.actor.send({ type: 'SAVE', values: typedQualifications('International', SAVED_ID) });
    pressPrefill(step, 'ENR-1', typedQualifications('International'));
    expect(step.snapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(step.running()).toEqual([]);
  });

  it('Yes fills the sections of the found types, ticking new ones; other entries, English and employment stay', async () => {
    const step = await lookingUp();
    await step.resolve('obtain', obtainedQualifications.found);
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    const typed = typedQualifications('International', SAVED_ID);
    const [degree, year12] = obtainedQualifications.found.qualifications;
    const { form, prefill, error } = step.context();
    expect(form.qualificationTypes).toEqual([497, 500, 1849]);
    expect(form.qualifications).toEqual([degree, year12, entry(1849, 'Diploma of Nursing')]);
    expect(shown(form)).toEqual({
      checked: [497, 500, 1849],
      sections: [
        [497, 'Bachelor of Science'],
        [500, 'Victorian Certificate of Education'],
        [1849, 'Diploma of Nursing'],
      ],
      englishTest: 1591,
      employers: ['Royal Melbourne Hospital'],
    });
    // Everything but the qualifications is as typed.
    const { qualifications: _q, qualificationTypes: _t, ...rest } = form;
    const { qualifications: _tq, qualificationTypes: _tt, ...typedRest } = typed;
    expect(rest).toEqual(typedRest);
    expect(prefill).toBeNull();
    expect(error).toBeNull();
  });

  it('fills an entry the server sends in part over an empty entry of its type', async () => {
    const step = await lookingUp();
    await step.resolve('obtain', {
      enrolmentCode: ENROLMENT_CODE,
      qualifications: [{ qualificationType: 1851, name: 'Certificate IV in Training', score: null }],
    });
    step.actor.send({ type: 'CONFIRM' });
    const added = step
      .context()
      .form.qualifications.find(
        (item: { qualificationType: number | null }) => item.qualificationType === 1851,
      );
    expect(added).toMatchObject({
      name: 'Certificate IV in Training',
      score: '',
      institution: '',
      country: null,
    });
    expect(step.context().form.qualificationTypes).toEqual([497, 1849, 1851]);
  });

  it('No leaves the form as typed', async () => {
    const step = await lookingUp();
    await step.resolve('obtain', obtainedQualifications.found);
    step.actor.send({ type: 'CANCEL' });
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.context()).toMatchObject({
      form: typedQualifications('International', SAVED_ID),
      prefill: null,
      error: null,
    });
  });

  it.each([
    ['rejected', { error: qualificationsErrors.noEnrolment }],
    ['rejected for a network failure', { error: qualificationsErrors.network }],
    ['answered with nothing', { output: obtainedQualifications.nothing }],
  ] as const)(
    'goes back silently when the lookup is %s: no error, no question, the form as typed',
    async (_, outcome) => {
      const step = await lookingUp();
      if ('error' in outcome) await step.reject('obtain', outcome.error);
      else await step.resolve('obtain', outcome.output);
      expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
      expect(step.snapshot().hasTag(BUSY)).toBe(false);
      expect(step.context()).toMatchObject({
        error: null,
        prefill: null,
        form: typedQualifications('International', SAVED_ID),
      });
      expect(step.emitted).toEqual([]);
    },
  );

  it('keeps the refused save’s summary through a refused lookup, and says nothing of the lookup', async () => {
    const step = await open(
      qualificationsInput('International', 'staff', SAVED_ID),
      qualificationsLoads.saved,
    );
    step.actor.send({ type: 'SAVE', values: typedQualifications('International', SAVED_ID) });
    await step.reject('save', qualificationsErrors.refused);
    pressPrefill(step, ENROLMENT_CODE, typedQualifications('International', SAVED_ID));
    await step.reject('obtain', qualificationsErrors.noEnrolment);
    expect(step.context().error).toMatchObject({ code: 406, message: Msg.correctEditInformation });
  });

  it('looks up for the id the first save answered, from the saved form', async () => {
    const step = await open(qualificationsInput('Domestic', 'staff'));
    step.actor.send({ type: 'SAVE', values: typedQualifications('Domestic') });
    await step.resolve('save', savedAnswer);
    pressPrefill(step, ENROLMENT_CODE, step.context().form);
    expect(step.snapshot().matches({ ready: 'obtaining' })).toBe(true);
    expect(step.calls.at(-1)).toMatchObject({
      src: 'obtain',
      input: { applicationId: SAVED_ID, enrolmentCode: ENROLMENT_CODE },
    });
    await step.resolve('obtain', obtainedQualifications.found);
    step.actor.send({ type: 'CONFIRM' });
    // The filled form saves like any other, under the same id.
    step.actor.send({ type: 'SAVE', values: step.context().form });
    expect(step.calls.at(-1)).toMatchObject({
      src: 'save',
      input: {
        applicationId: SAVED_ID,
        version: savedAnswer.version,
        qualificationTypes: [497, 500, 1849],
      },
    });
    await step.resolve('save', savedAnswer);
    expect(step.emitted).toEqual([
      { type: 'saved', id: SAVED_ID },
      { type: 'saved', id: SAVED_ID },
    ]);
  });

  it.each([
    ['an applicant', qualificationsInput('Domestic', 'applicant', SAVED_ID)],
    ['an agent', qualificationsInput('International', 'agent', SAVED_ID)],
    ['staff editing an offer', qualificationsInput('International', 'staff', SAVED_ID, true)],
  ])('is ignored for %s: no lookup, the form as loaded', async (_, input) => {
    const step = await open(input, qualificationsLoads.saved);
    const before = step.context().form;
    pressPrefill(step, ENROLMENT_CODE, typedQualifications(input.category));
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.running()).toEqual([]);
    expect(step.calls.filter((c) => c.src === 'obtain')).toEqual([]);
    expect(step.context().form).toBe(before);
    // Nor after a save (applicants and agents on their way, staff editing an offer staying).
    step.actor.send({ type: 'SAVE', values: before });
    await step.resolve('save', savedAnswer);
    pressPrefill(step, ENROLMENT_CODE, typedQualifications(input.category));
    expect(step.snapshot().matches({ ready: 'saved' })).toBe(true);
    expect(step.running()).toEqual([]);
  });

  it.each([
    ['no code', ''],
    ['only spaces', '   '],
    ['only characters the box does not keep', '_ /'],
    ['21 characters', 'ENR-2019-000000000001'],
  ])(
    'does not look up a code with %s, and says why under the box (1–20 letters, digits and dashes)',
    async (_, code) => {
      const step = await open(
        qualificationsInput('International', 'staff', SAVED_ID),
        qualificationsLoads.saved,
      );
      pressPrefill(step, code, typedQualifications('International'));
      expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
      expect(step.running()).toEqual([]);
      expect(step.context().prefillError).toBe(PrefillMessage);
      // What was typed in the form stays (the view resets the form to the machine's).
      expect(step.context().form).toEqual(typedQualifications('International'));
      // Typing alone does not take the message away; a press with a valid code does, and looks it up.
      step.actor.send({ type: 'PREFILL_CODE', code: ENROLMENT_CODE });
      expect(step.context().prefillError).toBe(PrefillMessage);
      step.actor.send({ type: 'PREFILL', values: typedQualifications('International') });
      expect(step.snapshot().matches({ ready: 'obtaining' })).toBe(true);
      expect(step.context().prefillError).toBeNull();
    },
  );

  it('keeps only the letters, digits and dashes typed in the box', async () => {
    const step = await open(qualificationsInput('Domestic', 'staff'));
    step.actor.send({ type: 'PREFILL_CODE', code: ' ENR 2019_0001\t' });
    expect(step.context().enrolmentCode).toBe('ENR20190001');
    pressPrefill(step, 'ENR-2019 / 0001', typedQualifications('Domestic'));
    expect(step.calls.at(-1)).toMatchObject({ src: 'obtain', input: { enrolmentCode: 'ENR-20190001' } });
  });

  it('keeps what is typed in the box while a lookup runs', async () => {
    const step = await lookingUp();
    step.actor.send({ type: 'PREFILL_CODE', code: 'ENR-2' });
    expect(step.context().enrolmentCode).toBe('ENR-2');
    expect(step.snapshot().matches({ ready: 'obtaining' })).toBe(true);
  });

  it.each([
    ['an applicant', qualificationsInput('Domestic', 'applicant', SAVED_ID)],
    ['staff editing an offer', qualificationsInput('International', 'staff', SAVED_ID, true)],
  ])('keeps no code and says nothing for %s (the block is not shown)', async (_, input) => {
    const step = await open(input, qualificationsLoads.saved);
    pressPrefill(step, '', typedQualifications(input.category));
    step.actor.send({ type: 'PREFILL_CODE', code: ENROLMENT_CODE });
    expect(step.context()).toMatchObject({ enrolmentCode: '', prefillError: null });
  });

  it('takes a code of exactly 20 letters, digits and dashes, in any case', async () => {
    const step = await lookingUp('enr-2019-00000000001');
    expect(step.calls.at(-1)).toMatchObject({
      src: 'obtain',
      input: { enrolmentCode: 'enr-2019-00000000001' },
    });
  });
});

describe('qualifications with the flow, wired as the step component does', () => {
  async function wired(mode: 'applicant' | 'staff') {
    const step = await open(qualificationsInput('International', mode, SAVED_ID), qualificationsLoads.saved);
    const flow = createActor(applicationFlowMachine, {
      input: flowInput('International', mode, 'qualifications', SAVED_ID),
    }).start();
    const onNext: unknown[] = [];
    step.actor.on('saved', ({ id }) => flow.send({ type: 'SAVED', id }));
    flow.on('next', (event) => onNext.push(event));
    step.actor.send({ type: 'SAVE', values: typedQualifications('International', SAVED_ID) });
    await step.resolve('save', savedAnswer);
    return { flow: flow.getSnapshot().context, onNext };
  }

  it('an applicant save takes the flow to /internationalDocuments/{id}', async () => {
    const { flow, onNext } = await wired('applicant');
    expect(flow.route).toBe('/internationalDocuments/12');
    expect(onNext).toEqual([]);
  });

  it('a staff save keeps the route and hands next (Documents) to onNext once', async () => {
    const { flow, onNext } = await wired('staff');
    expect(flow).toMatchObject({ step: 'qualifications', route: '/internationalQualifications/12' });
    expect(onNext).toEqual([{ type: 'next', step: 'documents', id: SAVED_ID }]);
  });
});
