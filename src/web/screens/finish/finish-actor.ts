import { finishMachine } from '@machines/finish.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loadReference } from '@/web/api/summary.ts';

/** The finish countdown with the real reference call; tests hand the screen their own `logic`. */
export const finishLogic = finishMachine.provide({
  actors: {
    loadReference: fromPromise<string | null, { id: number }>(({ input, signal }) =>
      loadReference(input.id, { signal }),
    ),
  },
});

export const FinishActor = createActorContext(finishLogic);
