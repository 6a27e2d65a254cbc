/**
 * The summary and finish machines under model-based test (issue 10; re-exported by registry.ts,
 * listed in `applicationRegistry`).
 */
import { finishMachine } from '../../../machines/finish.ts';
import { summaryMachine } from '../../../machines/summary.ts';
import { personalInput, SAVED_ID } from './application-fixtures.ts';
import { REFERENCE, submitAnswer, summaryErrors, summaryLoads } from './summary-fixtures.ts';
import { type AnyModelEntry, defineModel } from './types.ts';

export const summary = defineModel(summaryMachine, {
  name: 'summary',
  inputs: {
    'Domestic applicant': personalInput('Domestic', 'applicant', SAVED_ID),
    'International agent': personalInput('International', 'agent', SAVED_ID),
    'Domestic staff': personalInput('Domestic', 'staff', SAVED_ID),
  },
  outcomes: {
    load: [
      { label: 'editing', output: summaryLoads.editing },
      { label: 'submitted', output: summaryLoads.submitted },
      { label: 'incomplete', output: summaryLoads.incomplete },
      { label: 'network down', error: summaryErrors.network },
    ],
    submit: [
      { label: 'ok', output: submitAnswer },
      { label: 'incomplete', error: summaryErrors.incomplete },
      { label: 'server broken', error: summaryErrors.serverBroken },
    ],
  },
  events: () => [],
  // CONFIRM reads the status and what is missing, SUBMIT the box.
  contextKey: ({ status, ticked, missing }) => ({ status, ticked, missing: missing.length }),
});

export const finish = defineModel(finishMachine, {
  name: 'finish',
  inputs: {
    Domestic: { id: SAVED_ID, category: 'Domestic' },
    International: { id: SAVED_ID, category: 'International' },
  },
  outcomes: {
    loadReference: [
      { label: 'found', output: { reference: REFERENCE, student: 'Mei Chen' } },
      { label: 'network down', error: summaryErrors.network },
    ],
  },
  events: () => [],
  contextKey: ({ secondsLeft }) => secondsLeft,
});

export const summaryRegistry: AnyModelEntry[] = [summary, finish];
