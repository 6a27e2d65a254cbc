import { accountCategoryMachine } from '@machines/account-category.ts';
import { applicationsListMachine } from '@machines/applications-list.ts';
import { newSupportRequestMachine } from '@machines/new-support-request.ts';
import { supportRequestsMachine } from '@machines/support-requests.ts';
import { act, screen, within } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SupportRequestInput } from '@/domain/support/support.ts';
import type { Category } from '@/domain/user.ts';
import { HomeScreen, type HomeScreenProps } from '@/web/screens/home/home-screen.tsx';
import { applicationsPage, supportPage } from '../../support/model/home-fixtures.ts';
import { anonymous, Page, renderRoutes, signInAs, testUser } from '../harness.tsx';
import { user } from './user.ts';

/** The three machines a replay does not drive: answered at once, so the home renders around the fourth. */
const quiet = {
  categoryLogic: accountCategoryMachine.provide({
    actors: {
      loadCategory: fromPromise<Category | null>(async () => 'Domestic'),
      saveCategory: fromPromise<Category, { category: Category }>(async ({ input }) => input.category),
    },
  }),
  applicationsLogic: applicationsListMachine.provide({
    actors: {
      loadApplications: fromPromise(async () => applicationsPage(45)),
      deleteApplication: fromPromise<void, { id: number }>(async () => undefined),
    },
  }),
  supportLogic: supportRequestsMachine.provide({
    actors: { loadSupport: fromPromise(async () => supportPage(25)) },
  }),
  newSupportLogic: newSupportRequestMachine.provide({
    actors: { addSupport: fromPromise<unknown, SupportRequestInput>(async () => null) },
  }),
} satisfies HomeScreenProps;

let router: ReturnType<typeof createMemoryRouter> | null = null;

/**
 * /potential/home with the replayed machine (`logic`) and quiet fakes for the others, signed in
 * with `category` stored. The home is a layout around every address, so when New Application
 * navigates away the replay can bring the person back to the same home (see `backHome`).
 */
export function mountHome(
  logic: Partial<HomeScreenProps>,
  path = '/potential/home',
  category: Category | null = 'Domestic',
) {
  signInAs({ ...testUser, student: { potentialAccountCategory: category } });
  const home = <HomeScreen {...quiet} {...logic} />;
  const view = renderRoutes(
    [
      { index: true, handle: anonymous, element: <Page title="Sign In" /> },
      {
        element: (
          <>
            {home}
            <Outlet />
          </>
        ),
        children: [{ path: 'potential/home' }, { path: '*' }],
      },
    ],
    path,
  );
  router = view.router;
  return view;
}

/** The person comes back to the home after New Application took them to the personal step. */
export async function backHome() {
  const where = router?.state.location;
  if (router && where && where.pathname !== '/potential/home') {
    const target = router;
    await act(async () => {
      await target.navigate('/potential/home');
    });
  }
}

/** The open dialog (or alertdialog) named `name`. */
export const dialog = (name: string | RegExp) =>
  screen.queryByRole('dialog', { name }) ?? screen.getByRole('alertdialog', { name });

/** Clicks a button unless it is disabled: a person cannot press a disabled button. */
export async function press(button: HTMLElement | null) {
  if (button && !button.hasAttribute('disabled')) await user.click(button);
}

export const inDialog = (name: string | RegExp, button: string | RegExp) =>
  within(dialog(name)).getByRole('button', { name: button });

/** A list's first load shows a spinner and a 'Loading …' status: that is busy, as a table with aria-busy is. */
export function loadingShown(): boolean {
  return screen.queryAllByRole('status').some((status) => status.textContent?.trim().startsWith('Loading'));
}

/** 'Page N of M' under a list, as a number (null while the list shows no pages). */
export function pageShown(label: string): number | null {
  const nav = screen.queryByRole('navigation', { name: label, hidden: true });
  const match = nav?.textContent?.match(/Page (\d+) of/);
  return match ? Number(match[1]) : null;
}
