import { staffQueueMachine } from '@machines/staff-queue.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { QueueRequest } from '@/domain/backoffice/requests.ts';
import type { QueueResponse } from '@/domain/backoffice/types.ts';
import { loadQueue } from '@/web/api/staff.ts';

/** The staff queue machine with the real call; tests hand the screen their own `provide(...)`. */
export const staffQueueLogic = staffQueueMachine.provide({
  actors: {
    loadQueue: fromPromise<QueueResponse, QueueRequest>(({ input, signal }) => loadQueue(input, { signal })),
  },
});
export type StaffQueueLogic = typeof staffQueueMachine;
export const StaffQueueActor = createActorContext(staffQueueMachine);
