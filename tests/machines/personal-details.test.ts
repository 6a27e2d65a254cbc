import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationFlowMachine } from '../../machines/application-flow.ts';
import {
  BUSY,
  type PersonalDetailsEmitted,
  type PersonalDetailsInput,
  type PersonalDetailsLoad,
  personalDetailsMachine,
  SAVED,
} from '../../machines/personal-details.ts';
import { formFromLoad } from '../../src/domain/personal/defaults.ts';
import type { PersonalDetailsForm } from '../../src/domain/personal/form.ts';
import { applyPrefill } from '../../src/domain/personal/prefill.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { AUSTRALIA } from '../../src/domain/reference/codes.ts';
import {
  flowInput,
  loads,
  obtained,
  personalErrors,
  personalInput,
  referenceLists,
  SAVED_ID,
  SAVED_VERSION,
  STUDENT_NUM,
  savedAnswer,
} from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { personalDetails } from '../support/model/registry.ts';

describeModel(personalDetails);

/** The step, loaded, with its emitted events recorded. */
async function open(input: PersonalDetailsInput, load: PersonalDetailsLoad = loads.fresh) {
  const step = drive(personalDetailsMachine, input);
  const emitted: PersonalDetailsEmitted[] = [];
  step.actor.on('*', (event) => emitted.push(event));
  await step.resolve('load', load);
  return { ...step, emitted, context: () => step.snapshot().context };
}

/** What a staff member has typed before pressing Pre-Fill: a different name, the number, studied yes. */
const typed = (): PersonalDetailsForm => ({
  ...samplePersonalDetails('Domestic'),
  familyName: 'Typed',
  studiedAtTopEducation: true,
  studentNum: STUDENT_NUM,
});

describe('personal-details: loading', () => {
  it('asks for the application of the route, then fills the form and the lists', async () => {
    const step = drive(personalDetailsMachine, personalInput('Domestic', 'applicant', SAVED_ID));
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls).toEqual([
      expect.objectContaining({ src: 'load', input: { id: SAVED_ID, category: 'Domestic' } }),
    ]);
    await step.resolve('load', loads.saved);
    const { context } = step.snapshot();
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context).toMatchObject({ id: SAVED_ID, status: 'editing', applicationCategory: 'Domestic' });
    expect(context.lists).toBe(referenceLists);
    expect(context.form).toEqual(formFromLoad(loads.saved.personalDetails, 'Domestic', SAVED_ID));
  });

  it("starts a new application from the category's defaults (spec §4)", async () => {
    const domestic = await open(personalInput('Domestic', 'applicant'));
    expect(domestic.context().form).toMatchObject({
      applicationCategory: 'Domestic',
      citizenType: 485,
      countryOfCitizenship: 283,
      australianAboriginalType: 873,
      localAddressCountry: AUSTRALIA,
      applicationId: -1,
    });
    const international = await open(personalInput('International', 'agent'));
    expect(international.context().form).toMatchObject({ citizenType: 1840, countryOfCitizenship: null });
    expect(international.context()).toMatchObject({ id: -1, status: null });
  });

  it('shows a failed load and loads again on RETRY', async () => {
    const step = drive(personalDetailsMachine, personalInput('International', 'applicant'));
    await step.reject('load', personalErrors.serverBroken);
    expect(step.snapshot().value).toBe('loadFailed');
    expect(step.snapshot().context.error).toMatchObject({ code: 500 });
    step.actor.send({ type: 'RETRY' });
    expect(step.snapshot().context.error).toBeNull();
    await step.resolve('load', loads.fresh);
    expect(step.calls.filter((c) => c.src === 'load')).toHaveLength(2);
    expect(step.snapshot().matches('ready')).toBe(true);
  });
});

describe('personal-details: saving', () => {
  it('sends the validated values with the application id and emits the id the server returns', async () => {
    const step = await open(personalInput('Domestic', 'applicant'));
    const values = samplePersonalDetails('Domestic');
    step.actor.send({ type: 'SAVE', values });
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls.at(-1)).toMatchObject({ src: 'save', input: { ...values, applicationId: -1 } });
    await step.resolve('save', savedAnswer);
    expect(step.snapshot().hasTag(SAVED)).toBe(true);
    expect(step.context()).toMatchObject({ id: SAVED_ID, form: { applicationId: SAVED_ID }, error: null });
    expect(step.emitted).toEqual([{ type: 'saved', id: SAVED_ID }]);
  });

  it("hands a 406's field messages to the form and keeps what was typed", async () => {
    const step = await open(personalInput('International', 'agent'));
    const values = { ...samplePersonalDetails('International'), familyName: '' };
    step.actor.send({ type: 'SAVE', values });
    await step.reject('save', personalErrors.refused);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.context().error).toEqual({
      message: 'Please correct the edit information.',
      code: 406,
      fieldErrors: { familyName: 'Family Name is required.', mail: 'Please enter a valid email address.' },
      result: personalErrors.refused.result,
    });
    expect(step.context().form).toEqual(values);
    expect(step.emitted).toEqual([]);
    step.actor.send({ type: 'SAVE', values: samplePersonalDetails('International') });
    expect(step.context().error).toBeNull();
  });

  it('sends the version it loaded, keeps the one each save answers, and keeps it when a save is refused', async () => {
    const step = await open(personalInput('Domestic', 'agent', SAVED_ID), loads.saved);
    expect(step.context().version).toBe(SAVED_VERSION);
    step.actor.send({ type: 'SAVE', values: samplePersonalDetails('Domestic') });
    expect(step.calls.at(-1)?.input).toMatchObject({ applicationId: SAVED_ID, version: SAVED_VERSION });
    await step.reject('save', personalErrors.refused);
    expect(step.context().version).toBe(SAVED_VERSION);
    step.actor.send({ type: 'SAVE', values: samplePersonalDetails('Domestic') });
    await step.resolve('save', savedAnswer);
    expect(step.context()).toMatchObject({ id: SAVED_ID, version: savedAnswer.version });
  });

  it('lets staff, who stay on the step, save again under the same id', async () => {
    const step = await open(personalInput('Domestic', 'staff'));
    step.actor.send({ type: 'SAVE', values: samplePersonalDetails('Domestic') });
    await step.resolve('save', savedAnswer);
    step.actor.send({ type: 'SAVE', values: samplePersonalDetails('Domestic') });
    expect(step.calls.at(-1)?.input).toMatchObject({ applicationId: SAVED_ID });
    await step.resolve('save', savedAnswer);
    expect(step.emitted).toEqual([
      { type: 'saved', id: SAVED_ID },
      { type: 'saved', id: SAVED_ID },
    ]);
  });
});

describe('personal-details: staff pre-fill', () => {
  it('looks the student up first, then asks, warning when the category differs', async () => {
    const step = await open(personalInput('Domestic', 'staff'));
    step.actor.send({ type: 'PREFILL', studentNum: ` ${STUDENT_NUM} `, values: typed() });
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls.at(-1)).toMatchObject({ src: 'obtain', input: { studentNum: STUDENT_NUM } });
    await step.resolve('obtain', obtained.international);
    expect(step.snapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(step.context().prefill).toMatchObject({
      studentNum: STUDENT_NUM,
      applicationCategory: 'International',
      categoryDiffers: true,
    });
    // Nothing is overwritten before the confirmation.
    expect(step.context().form.familyName).toBe('Typed');
  });

  it('gives no warning for a student of the same category', async () => {
    const step = await open(personalInput('Domestic', 'staff'));
    step.actor.send({ type: 'PREFILL', studentNum: STUDENT_NUM, values: typed() });
    await step.resolve('obtain', obtained.domestic);
    expect(step.context().prefill?.categoryDiffers).toBe(false);
  });

  it('on confirmation overwrites the form with the domain rules and locks the personal fields', async () => {
    const step = await open(personalInput('Domestic', 'staff'));
    step.actor.send({ type: 'PREFILL', studentNum: STUDENT_NUM, values: typed() });
    await step.resolve('obtain', obtained.domestic);
    step.actor.send({ type: 'CONFIRM' });
    const { form, locked, prefill } = step.context();
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(form).toEqual(applyPrefill(typed(), obtained.domestic.personalDetails));
    expect(form).toMatchObject({
      familyName: 'Nguyen',
      previousFamilyName: 'Tran',
      officialNameChanged: true,
      studiedAtTopEducation: true,
      studentNum: STUDENT_NUM,
      localAddressCountry: AUSTRALIA,
      applicationId: -1,
    });
    expect(locked).toBe(true);
    expect(prefill).toBeNull();
  });

  it('leaves the form as typed when the confirmation is cancelled', async () => {
    const step = await open(personalInput('Domestic', 'staff'));
    step.actor.send({ type: 'PREFILL', studentNum: STUDENT_NUM, values: typed() });
    await step.resolve('obtain', obtained.international);
    step.actor.send({ type: 'CANCEL' });
    expect(step.context()).toMatchObject({ form: typed(), locked: false, prefill: null });
  });

  it.each([
    ['rejected', { error: personalErrors.noSuchStudent }],
    ['empty', { output: obtained.nobody }],
  ] as const)(
    'ignores a %s pre-fill silently: no error, no dialog, nothing locked',
    async (_label, outcome) => {
      const step = await open(personalInput('International', 'staff', SAVED_ID));
      step.actor.send({ type: 'PREFILL', studentNum: STUDENT_NUM, values: typed() });
      if ('error' in outcome) await step.reject('obtain', outcome.error);
      else await step.resolve('obtain', outcome.output);
      expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
      expect(step.context()).toMatchObject({ error: null, prefill: null, locked: false, form: typed() });
    },
  );

  it('is for staff only, not while an offer is edited, and only with a number of up to 10 digits', async () => {
    const applicant = await open(personalInput('Domestic', 'applicant'));
    applicant.actor.send({ type: 'PREFILL', studentNum: STUDENT_NUM, values: typed() });
    expect(applicant.running()).toEqual([]);
    // Editing an offer replaces the studied-before questions, Student ID and Pre-Fill with them (§4).
    const offer = await open(personalInput('International', 'staff', SAVED_ID, true));
    offer.actor.send({ type: 'PREFILL', studentNum: STUDENT_NUM, values: typed() });
    expect(offer.running()).toEqual([]);
    const staff = await open(personalInput('Domestic', 'staff'));
    for (const studentNum of ['', 'S-1', '12345678901']) {
      staff.actor.send({ type: 'PREFILL', studentNum, values: typed() });
    }
    expect(staff.running()).toEqual([]);
    expect(staff.snapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('saves the pre-filled values', async () => {
    const step = await open(personalInput('Domestic', 'staff'));
    step.actor.send({ type: 'PREFILL', studentNum: STUDENT_NUM, values: typed() });
    await step.resolve('obtain', obtained.domestic);
    step.actor.send({ type: 'CONFIRM' });
    step.actor.send({ type: 'SAVE', values: step.context().form });
    expect(step.calls.at(-1)).toMatchObject({
      src: 'save',
      input: { familyName: 'Nguyen', studentNum: STUDENT_NUM },
    });
    await step.resolve('save', savedAnswer);
    expect(step.context().locked).toBe(true);
  });
});

describe('personal-details with the flow, wired as the step component does', () => {
  async function wired(mode: 'applicant' | 'staff') {
    const step = await open(personalInput('International', mode));
    const flow = createActor(applicationFlowMachine, { input: flowInput('International', mode) }).start();
    const onNext: unknown[] = [];
    step.actor.on('saved', ({ id }) => flow.send({ type: 'SAVED', id }));
    flow.on('next', (event) => onNext.push(event));
    step.actor.send({ type: 'SAVE', values: samplePersonalDetails('International') });
    await step.resolve('save', savedAnswer);
    return { flow: flow.getSnapshot().context, onNext };
  }

  it('an applicant save takes the flow to /internationalApplication/{id}', async () => {
    const { flow, onNext } = await wired('applicant');
    expect(flow.route).toBe('/internationalApplication/12');
    expect(onNext).toEqual([]);
  });

  it('a staff save keeps the route and hands next to onNext once', async () => {
    const { flow, onNext } = await wired('staff');
    expect(flow).toMatchObject({ step: 'personal', route: '/InternationalPersonal/12' });
    expect(onNext).toEqual([{ type: 'next', step: 'application', id: SAVED_ID }]);
  });
});

describe('personal-details: a draft in the load (issue 8)', () => {
  it('opens with the draft’s values over the saved details, unvalidated, and keeps the saved ones', async () => {
    const savedAt = '2026-03-03T03:05:00.000Z';
    const step = await open(personalInput('Domestic', 'applicant', SAVED_ID), {
      ...loads.saved,
      draft: { form: { familyName: 'Drafted', mail: 'not an email' }, savedAt },
    });
    const saved = (await open(personalInput('Domestic', 'applicant', SAVED_ID), loads.saved)).context().form;
    expect(step.context().form).toEqual({ ...saved, familyName: 'Drafted', mail: 'not an email' });
    expect(step.context().draft).toEqual({ savedAt, saved });
    expect(step.context().locked).toBe(false);
  });
});
