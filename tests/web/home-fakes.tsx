import { accountCategoryMachine } from '@machines/account-category.ts';
import { newSupportRequestMachine } from '@machines/new-support-request.ts';
import { supportRequestsMachine } from '@machines/support-requests.ts';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ListRequest, ListResponse } from '@/domain/applications/list.ts';
import type { SupportListResponse, SupportRequestInput } from '@/domain/support/support.ts';
import type { Category, User } from '@/domain/user.ts';
import { accountCategoryActions, applicationsListLogic } from '@/web/logic/home.ts';
import { HomeScreen } from '@/web/screens/home/home-screen.tsx';
import { applicationsPage, supportPage } from '../support/model/home-fixtures.ts';
import { anonymous, Page, renderRoutes, signInAs, testUser } from './harness.tsx';

export interface HomeFakes {
  /** The category the account has on the server (default: the stored user's, Domestic). */
  category?: Category | null;
  applications?: (request: ListRequest) => ListResponse | Promise<ListResponse>;
  deleteApplication?: (id: number) => void | Promise<void>;
  support?: (request: { pageNum: number }) => SupportListResponse | Promise<SupportListResponse>;
  addSupport?: (values: SupportRequestInput) => unknown;
  saveCategory?: (category: Category) => Category | Promise<Category>;
  user?: User;
}

/** HomeScreen with each machine's actors faked, under a router with the routes it links to. */
export function renderHome(fakes: HomeFakes = {}, path = '/potential/home') {
  const user = fakes.user ?? testUser;
  const calls = {
    saveCategory: vi.fn(fakes.saveCategory ?? ((category: Category) => category)),
    loadApplications: vi.fn(fakes.applications ?? (() => applicationsPage(45))),
    deleteApplication: vi.fn(fakes.deleteApplication ?? (() => undefined)),
    loadSupport: vi.fn(fakes.support ?? (() => supportPage(25))),
    addSupport: vi.fn(fakes.addSupport ?? (() => null)),
  };
  const categoryLogic = accountCategoryMachine.provide({
    actors: {
      loadCategory: fromPromise<Category | null>(async () =>
        fakes.category === undefined ? user.student.potentialAccountCategory : fakes.category,
      ),
      saveCategory: fromPromise<Category, { category: Category }>(async ({ input }) =>
        calls.saveCategory(input.category),
      ),
    },
    actions: accountCategoryActions,
  });
  // The app's list logic with only the calls faked: Edit and View keep the row as the app does.
  const applicationsLogic = applicationsListLogic.provide({
    actors: {
      loadApplications: fromPromise<ListResponse, ListRequest>(async ({ input }) =>
        calls.loadApplications(input),
      ),
      deleteApplication: fromPromise<void, { id: number }>(async ({ input }) => {
        await calls.deleteApplication(input.id);
      }),
    },
  });
  const supportLogic = supportRequestsMachine.provide({
    actors: {
      loadSupport: fromPromise<SupportListResponse, { pageNum: number; pageSize: number }>(
        async ({ input }) => calls.loadSupport(input),
      ),
    },
  });
  const newSupportLogic = newSupportRequestMachine.provide({
    actors: {
      addSupport: fromPromise<unknown, SupportRequestInput>(async ({ input }) => calls.addSupport(input)),
    },
  });
  signInAs(user);
  const view = renderRoutes(
    [
      { index: true, handle: anonymous, element: <Page title="Sign In" /> },
      {
        path: 'potential/home',
        element: (
          <HomeScreen
            categoryLogic={categoryLogic}
            applicationsLogic={applicationsLogic}
            supportLogic={supportLogic}
            newSupportLogic={newSupportLogic}
          />
        ),
      },
      { path: '*', element: <Page title="Another page" /> },
    ],
    path,
  );
  return { calls, ...view };
}
