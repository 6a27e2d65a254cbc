import { type DecideInput, staffDecisionMachine } from '@machines/staff-decision.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { HistoryAnswer } from '@/domain/backoffice/types.ts';
import { addNote, decide, loadHistory } from '@/web/api/staff.ts';

/** The decision panel's machine with the real calls; tests provide their own. */
export const staffDecisionLogic = staffDecisionMachine.provide({
  actors: {
    loadHistory: fromPromise<HistoryAnswer, { id: number }>(({ input, signal }) =>
      loadHistory(input.id, { signal }),
    ),
    decide: fromPromise<{ status: string }, DecideInput>(({ input, signal }) =>
      decide(input.id, input.version, input.values, { signal }),
    ),
    addNote: fromPromise<unknown, { id: number; content: string }>(({ input, signal }) =>
      addNote(input.id, input.content, { signal }),
    ),
  },
});
export type StaffDecisionLogic = typeof staffDecisionMachine;
export const StaffDecisionActor = createActorContext(staffDecisionMachine);
