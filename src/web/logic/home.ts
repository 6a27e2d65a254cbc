import { accountCategoryMachine } from '@machines/account-category.ts';
import { applicationsListMachine } from '@machines/applications-list.ts';
import { newSupportRequestMachine } from '@machines/new-support-request.ts';
import { type SupportPageRequest, supportRequestsMachine } from '@machines/support-requests.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApplicationRow, ListRequest, ListResponse } from '@/domain/applications/list.ts';
import type { SupportListResponse, SupportRequestInput } from '@/domain/support/support.ts';
import type { Category, User } from '@/domain/user.ts';
import { currentUser } from '@/web/api/account.ts';
import {
  deleteApplication,
  keepNewApplication,
  keepOpenedApplication,
  listApplications,
  listApplicationsOlder,
  saveAccountCategory,
} from '@/web/api/applications.ts';
import { addSupportRequest, listSupportRequests } from '@/web/api/support.ts';
import { CURRENT_USER_KEY } from './current-user.ts';

/**
 * What the web app does when New Application starts: id -1 and the category are kept for the steps
 * (spec §3 session values). Tests that fake only the calls provide these too.
 */
export const accountCategoryActions = {
  keepNewApplication: ({ context }: { context: { category: Category | null } }) => {
    if (context.category) keepNewApplication(context.category);
  },
};

/**
 * The home's machines with the real calls. Tests hand HomeScreen their own `machine.provide(...)`.
 * The account category reads the user the layout is fetching already (one request, not two).
 */
export function createAccountCategoryLogic(queryClient: QueryClient) {
  return accountCategoryMachine.provide({
    actors: {
      loadCategory: fromPromise<Category | null>(async () => {
        const user = await queryClient.fetchQuery({
          queryKey: CURRENT_USER_KEY,
          queryFn: ({ signal }) => currentUser({ signal }),
          staleTime: 5_000,
        });
        return user.student?.potentialAccountCategory ?? null;
      }),
      saveCategory: fromPromise<Category, { category: Category }>(async ({ input, signal }) => {
        const updated = await saveAccountCategory(input.category, { signal });
        if (updated) queryClient.setQueryData<User>(CURRENT_USER_KEY, updated);
        return updated?.student.potentialAccountCategory ?? input.category;
      }),
    },
    actions: accountCategoryActions,
  });
}
export type AccountCategoryLogic = typeof accountCategoryMachine;
export const AccountCategoryActor = createActorContext(accountCategoryMachine);

/**
 * What the web app does when the list machine decides: Edit or View keeps the opened row for the
 * steps (spec §3, §4). Tests that fake only the calls provide these too.
 */
export const applicationsListActions = {
  keepOpened: (_: unknown, row: ApplicationRow) => keepOpenedApplication(row),
};

const listLogicFrom = (load: typeof listApplications) =>
  applicationsListMachine.provide({
    actors: {
      loadApplications: fromPromise<ListResponse, ListRequest>(({ input, signal }) =>
        load(input, { signal }),
      ),
      deleteApplication: fromPromise<void, { id: number }>(({ input }) => deleteApplication(input.id)),
    },
    actions: applicationsListActions,
  });
export const applicationsListLogic = listLogicFrom(listApplications);
/** The older list view (spec §2) loads through the older call (spec §7). */
export const olderListLogic = listLogicFrom(listApplicationsOlder);
export type ApplicationsListLogic = typeof applicationsListMachine;
export const ApplicationsListActor = createActorContext(applicationsListLogic);

export const supportRequestsLogic = supportRequestsMachine.provide({
  actors: {
    loadSupport: fromPromise<SupportListResponse, SupportPageRequest>(({ input, signal }) =>
      listSupportRequests(input, { signal }),
    ),
  },
});
export type SupportRequestsLogic = typeof supportRequestsMachine;
export const SupportRequestsActor = createActorContext(supportRequestsLogic);

export const newSupportRequestLogic = newSupportRequestMachine.provide({
  actors: {
    addSupport: fromPromise<unknown, SupportRequestInput>(({ input }) => addSupportRequest(input)),
  },
});
export type NewSupportRequestLogic = typeof newSupportRequestMachine;
export const NewSupportRequestActor = createActorContext(newSupportRequestLogic);
