import { type SummaryLoad, summaryMachine } from '@machines/summary.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SubmitAnswer } from '@/domain/submission/types.ts';
import type { Category } from '@/domain/user.ts';
import { loadSummary, submitApplication } from '@/web/api/summary.ts';

/** The summary machine with the real calls; tests hand the screen their own `logic`. */
export const summaryLogic = summaryMachine.provide({
  actors: {
    load: fromPromise<SummaryLoad, { id: number; category: Category }>(({ input, signal }) =>
      loadSummary(input.id, input.category, { signal }),
    ),
    submit: fromPromise<SubmitAnswer, { id: number }>(({ input, signal }) =>
      submitApplication(input.id, { signal }),
    ),
  },
});

export const SummaryActor = createActorContext(summaryLogic);
