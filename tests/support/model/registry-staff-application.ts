/**
 * The staff container under model-based test (issue 25; re-exported by registry.ts and listed in
 * its `registry`).
 */
import { staffApplicationMachine } from '../../../machines/staff-application.ts';
import { nextStep } from '../../../src/domain/applications/steps.ts';
import { SAVED_ID } from './application-fixtures.ts';
import { defineModel } from './types.ts';

export const staffApplication = defineModel(staffApplicationMachine, {
  name: 'staff-application',
  inputs: {
    // Staff making an application: its first save gives it an id.
    'Domestic new': { category: 'Domestic', id: -1, step: 'personal' },
    // A saved application opened at its summary: the next save leads to Finish.
    'International summary': { category: 'International', id: SAVED_ID, step: 'summary' },
  },
  outcomes: {},
  events: ({ context }) => {
    // The step shown (nothing happens) and another one, whichever step is shown.
    const other = context.step === 'documents' ? 'qualifications' : 'documents';
    return [
      // A step's save moves on; at Finish there is no form to save.
      ...(context.step === 'finish'
        ? []
        : [{ type: 'NEXT' as const, step: nextStep(context.step) ?? 'finish', id: SAVED_ID }]),
      { type: 'DIRTY', dirty: true },
      { type: 'DIRTY', dirty: false },
      { type: 'PICK', step: context.step },
      { type: 'PICK', step: other },
      { type: 'ADDRESS', step: context.step },
      { type: 'ADDRESS', step: other },
    ];
  },
  contextKey: ({ dirty }) => dirty,
});
