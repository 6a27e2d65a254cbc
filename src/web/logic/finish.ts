import { type FinishFacts, finishMachine } from '@machines/finish.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loadFinishFacts } from '@/web/api/summary.ts';

/** The finish countdown with the real reference call; tests hand the screen their own `logic`. */
export const finishLogic = finishMachine.provide({
  actors: {
    loadReference: fromPromise<FinishFacts, { id: number }>(({ input, signal }) =>
      loadFinishFacts(input.id, { signal }),
    ),
  },
});

export const FinishActor = createActorContext(finishLogic);
