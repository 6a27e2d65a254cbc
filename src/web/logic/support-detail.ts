import { supportDetailMachine } from '@machines/support-detail.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SupportDetail } from '@/domain/support/support.ts';
import { getSupportRequest } from '@/web/api/support.ts';

/** The support detail machine reading through the app's query cache (ADR 026). */
export function createSupportDetailLogic(queryClient: QueryClient) {
  return supportDetailMachine.provide({
    actors: {
      load: fromPromise<SupportDetail, { id: number }>(({ input, signal }) =>
        queryClient.fetchQuery({
          queryKey: ['supportDetail', input.id],
          queryFn: () => getSupportRequest(input.id, { signal }),
          retry: false,
        }),
      ),
    },
  });
}
export type SupportDetailLogic = typeof supportDetailMachine;
export const SupportDetailActor = createActorContext(supportDetailMachine);
