/**
 * The application steps' machines under model-based test (re-exported by registry.ts, listed in
 * `applicationRegistry`, which discover.ts and registry.test.ts read beside `registry`).
 */
import { applicationFlowMachine } from '../../../machines/application-flow.ts';
import { courseApplicationMachine } from '../../../machines/course-application.ts';
import { otherDetailsMachine } from '../../../machines/other-details.ts';
import { personalDetailsMachine } from '../../../machines/personal-details.ts';
import { qualificationsMachine } from '../../../machines/qualifications.ts';
import { stepDraftMachine } from '../../../machines/step-draft.ts';
import { ApiError } from '../../../src/domain/api-error.ts';
import { DraftMsg } from '../../../src/domain/applications/drafts.ts';
import { nextStep } from '../../../src/domain/applications/steps.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { samplePersonalDetails } from '../../../src/domain/personal/sample.ts';
import {
  courseErrors,
  courseLoads,
  courseValues,
  flowInput,
  loads,
  newApplicationInputs,
  obtained,
  personalErrors,
  personalInput,
  SAVED_ID,
  STUDENT_NUM,
  savedAnswer,
} from './application-fixtures.ts';
import { otherDetailsErrors, otherDetailsLoads, otherDetailsValues } from './other-details-fixtures.ts';
import {
  ENROLMENT_CODE,
  obtainedQualifications,
  qualificationsErrors,
  qualificationsLoads,
  typedQualifications,
} from './qualifications-fixtures.ts';
import { documentsRegistry } from './registry-documents.ts';
import { summaryRegistry } from './registry-summary.ts';
import { SAVED_AT as DRAFT_SAVED_AT } from './specs/step-draft.ts';
import { type AnyModelEntry, defineModel } from './types.ts';

/**
 * A second Save on the same step screen: only staff stay on the step after a save (spec: applicants
 * and agents navigate onward), so a person can save again from `ready.saved` only in staff mode.
 */
const noSecondSave = (snapshot: { matches: (value: object) => boolean; context: { mode: string } }) =>
  snapshot.matches({ ready: 'saved' }) && snapshot.context.mode !== 'staff' ? ['SAVE'] : [];

export const applicationFlow = defineModel(applicationFlowMachine, {
  name: 'application-flow',
  inputs: {
    // Every category × mode from a new application, through every step to Finish (staff: by GO).
    ...newApplicationInputs,
    'International agent offer': flowInput('International', 'agent', 'application', SAVED_ID, true),
    'Domestic applicant start': flowInput('Domestic', 'applicant', 'start', SAVED_ID),
    'International staff finish': flowInput('International', 'staff', 'finish', SAVED_ID),
    // The older Other step, opened by its route (course §2): a save leads to Documents.
    'Domestic applicant other': flowInput('Domestic', 'applicant', 'other', SAVED_ID),
    'International staff other new': flowInput('International', 'staff', 'other'),
    // Opened from the summary's Change link (issue 23): a save goes back to the summary.
    'Domestic applicant change personal': {
      ...flowInput('Domestic', 'applicant', 'personal', SAVED_ID),
      returnTo: 'summary',
    },
    'Domestic applicant change other': {
      ...flowInput('Domestic', 'applicant', 'other', SAVED_ID),
      returnTo: 'summary',
    },
    'Domestic applicant change application': {
      ...flowInput('Domestic', 'applicant', 'application', SAVED_ID),
      returnTo: 'summary',
    },
    'International agent change qualifications': {
      ...flowInput('International', 'agent', 'qualifications', SAVED_ID),
      returnTo: 'summary',
    },
    'International agent change documents': {
      ...flowInput('International', 'agent', 'documents', SAVED_ID),
      returnTo: 'summary',
    },
    // A container that chose the category itself: a loaded application of the other one stays put.
    'Domestic applicant container': {
      ...flowInput('Domestic', 'applicant', 'application', SAVED_ID),
      followsRoute: false,
    },
  },
  outcomes: {},
  events: ({ context }) => [
    { type: 'SAVED', id: SAVED_ID },
    // The breadcrumb's next entry (how the staff container moves on after \`next\`), and fixed ones.
    { type: 'GO', step: nextStep(context.step) ?? 'finish' },
    { type: 'GO', step: 'personal' },
    { type: 'GO', step: 'summary' },
    { type: 'GO', step: 'finish' },
    // The step loaded an International application (issue 26: a Domestic route moves to its own
    // category's), or a new one. A fixed category: a LOADED that flipped back would loop the graph.
    { type: 'LOADED', category: 'International' },
    { type: 'LOADED', category: null },
  ],
  // canGo reads the id: a link after step 2 needs one above 0.
  contextKey: ({ id }) => id,
});

/** Each category and mode, new and saved, and an offer being edited: the inputs of every step's model. */
const stepInputs = {
  'Domestic applicant new': personalInput('Domestic', 'applicant'),
  'International agent saved': personalInput('International', 'agent', SAVED_ID),
  'Domestic staff new': personalInput('Domestic', 'staff'),
  'International staff offer': personalInput('International', 'staff', SAVED_ID, true),
};

export const personalDetails = defineModel(personalDetailsMachine, {
  name: 'personal-details',
  inputs: stepInputs,
  outcomes: {
    load: [
      { label: 'new', output: loads.fresh },
      { label: 'saved', output: loads.saved },
      // Issue 10/11: submitted, it opens read-only for applicants and agents; staff may still correct it.
      { label: 'submitted', output: { ...loads.saved, status: 'Submitted' } },
      { label: 'network down', error: personalErrors.network },
    ],
    save: [
      { label: 'ok', output: savedAnswer },
      { label: 'refused', error: personalErrors.refused },
      { label: 'server broken', error: personalErrors.serverBroken },
    ],
    obtain: [
      { label: 'domestic student', output: obtained.domestic },
      { label: 'international student', output: obtained.international },
      { label: 'nobody', output: obtained.nobody },
      { label: 'rejected', error: personalErrors.noSuchStudent },
    ],
  },
  events: (snapshot) => [
    {
      type: 'SAVE' as const,
      values: samplePersonalDetails(snapshot.context.category),
    },
    { type: 'PREFILL', studentNum: STUDENT_NUM, values: samplePersonalDetails(snapshot.context.category) },
    { type: 'PREFILL', studentNum: 'S-1', values: samplePersonalDetails(snapshot.context.category) },
  ],
  withheld: noSecondSave,
  contextKey: ({ locked }) => ({ locked }),
});

export const courseApplication = defineModel(courseApplicationMachine, {
  name: 'course-application',
  inputs: stepInputs,
  outcomes: {
    load: [
      { label: 'new', output: courseLoads.fresh },
      { label: 'saved', output: courseLoads.saved },
      // Issue 10/11: submitted, it opens read-only for applicants and agents; staff may still correct it.
      { label: 'submitted', output: { ...courseLoads.saved, status: 'Submitted' } },
      { label: 'network down', error: courseErrors.network },
    ],
    save: [
      { label: 'ok', output: savedAnswer },
      { label: 'refused', error: courseErrors.refused },
      { label: 'saved by someone else', error: courseErrors.stale },
      { label: 'server broken', error: courseErrors.serverBroken },
    ],
  },
  events: (snapshot) => [
    { type: 'SAVE' as const, values: courseValues(snapshot.context.category) },
    { type: 'SCHOLARSHIP', answer: true, values: courseValues(snapshot.context.category) },
    { type: 'SCHOLARSHIP', answer: false, values: courseValues(snapshot.context.category) },
  ],
  withheld: noSecondSave,
});

export const qualifications = defineModel(qualificationsMachine, {
  name: 'qualifications',
  inputs: stepInputs,
  outcomes: {
    load: [
      { label: 'new', output: qualificationsLoads.fresh },
      { label: 'saved', output: qualificationsLoads.saved },
      // Issue 10/11: submitted, it opens read-only for applicants and agents; staff may still correct it.
      { label: 'submitted', output: { ...qualificationsLoads.saved, status: 'Submitted' } },
      { label: 'network down', error: qualificationsErrors.network },
    ],
    save: [
      { label: 'ok', output: savedAnswer },
      { label: 'refused', error: qualificationsErrors.refused },
      { label: 'server broken', error: qualificationsErrors.serverBroken },
    ],
    obtain: [
      { label: 'found', output: obtainedQualifications.found },
      { label: 'nothing', output: obtainedQualifications.nothing },
      { label: 'rejected', error: qualificationsErrors.noEnrolment },
    ],
  },
  events: (snapshot) => [
    {
      type: 'SAVE' as const,
      values: typedQualifications(snapshot.context.category, snapshot.context.form.applicationId),
    },
    // A code typed in the pre-fill box, or the box emptied; Pre-Fill pressed after typing the form.
    { type: 'PREFILL_CODE', code: ENROLMENT_CODE },
    { type: 'PREFILL_CODE', code: '' },
    {
      type: 'PREFILL',
      values: typedQualifications(snapshot.context.category, snapshot.context.form.applicationId),
    },
  ],
  withheld: noSecondSave,
});

/** The older other-details step (course §2): the kit's states and nothing of its own. */
export const otherDetails = defineModel(otherDetailsMachine, {
  name: 'other-details',
  inputs: stepInputs,
  outcomes: {
    load: [
      { label: 'new', output: otherDetailsLoads.fresh },
      { label: 'saved', output: otherDetailsLoads.saved },
      // Issue 10/11: submitted, it opens read-only for applicants and agents; staff may still correct it.
      { label: 'submitted', output: { ...otherDetailsLoads.saved, status: 'Submitted' } },
      { label: 'network down', error: otherDetailsErrors.network },
    ],
    save: [
      { label: 'ok', output: savedAnswer },
      { label: 'refused', error: otherDetailsErrors.refused },
      { label: 'saved by someone else', error: otherDetailsErrors.stale },
      { label: 'server broken', error: otherDetailsErrors.serverBroken },
    ],
  },
  events: (snapshot) => [
    { type: 'SAVE' as const, values: otherDetailsValues(snapshot.context.form.applicationId) },
  ],
  withheld: noSecondSave,
});

const draftTarget = {
  step: 'personal' as const,
  applicationId: SAVED_ID,
  applicationCategory: 'Domestic' as const,
  version: 3,
};

/** The step's drafts (issue 26): autosave on the simulated clock, the save held, discard. */
export const stepDraft = defineModel(stepDraftMachine, {
  name: 'step-draft',
  inputs: {
    'keeps drafts': { target: draftTarget, restored: null },
    restored: { target: draftTarget, restored: DRAFT_SAVED_AT },
    'keeps none': { target: null, restored: null },
  },
  outcomes: {
    saveDraft: [
      { label: 'kept', output: { savedAt: DRAFT_SAVED_AT } },
      { label: 'too large', error: new ApiError(Code.Refused, DraftMsg.tooLarge) },
      { label: 'network down', error: new TypeError('Failed to fetch') },
    ],
    discardDraft: [
      { label: 'discarded', output: undefined },
      { label: 'network down', error: new TypeError('Failed to fetch') },
    ],
  },
  events: () => [
    { type: 'EDIT', values: { familyName: 'Nguyen' } },
    { type: 'SUBMIT' },
    { type: 'DISCARD' },
    { type: 'SAVED', id: SAVED_ID, version: 4 },
  ],
  // The guards read whether a restored draft is there, a save waits, and a change came meanwhile;
  // a failed discard is said until the next try (so a retry after it is a path of its own).
  contextKey: ({ restored, submitWaiting, revision, sent, unsaved, discardFailed }) => ({
    restored: restored !== null,
    submitWaiting,
    changed: revision > sent,
    unsaved,
    discardFailed,
  }),
});

export const applicationRegistry: AnyModelEntry[] = [
  applicationFlow,
  stepDraft,
  personalDetails,
  courseApplication,
  qualifications,
  otherDetails,
  ...documentsRegistry,
  ...summaryRegistry,
];
