import { screen, within } from '@testing-library/react';
import type { ApplicationRow } from '@/domain/applications/list.ts';
import { Msg } from '@/domain/messages.ts';
import { type ApplicationsListLogic, applicationsListActions } from '@/web/logic/home.ts';
import { applicationsList } from '../../support/model/registry.ts';
import type { ModelPath } from '../../support/model/types.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { inDialog, loadingShown, mountHome, pageShown, press } from './home-adapter.tsx';
import { user } from './user.ts';

const rowOf = (event: unknown) => (event as { row: ApplicationRow }).row;
const inRow = (row: ApplicationRow, name: RegExp) =>
  within(screen.getByTestId(`application-${row.id}`)).queryByRole('button', { name });
/** A row's Edit or View: a link to the step it opens. */
const rowLink = (row: ApplicationRow) =>
  within(screen.getByTestId(`application-${row.id}`)).getByRole('link', { name: /^(Edit|View)/ });

/** What the session keeps of the opened application (spec §3), as the step screens read it. */
function keptShown() {
  const [applicationCategory, status] = ['applicationCategory', 'status'].map((key) =>
    sessionStorage.getItem(key),
  );
  return applicationCategory === null && status === null ? null : { applicationCategory, status };
}

/**
 * The sort is a button in the table's header: before any page has loaded there is no table, so a
 * person cannot sort then (the machine accepts TOGGLE_SORT there; the screen offers no way to send it).
 */
function sortable(path: ModelPath): boolean {
  const events = path.steps.map((step) => step.event.type);
  const sort = events.indexOf('TOGGLE_SORT');
  return sort < 0 || events.slice(0, sort).some((type) => type.startsWith('xstate.done.actor'));
}

/** What the table shows of each row: family name, status, the reason icon, the actions. */
function rowsShown() {
  return screen.queryAllByTestId(/^application-/).map((row) => {
    const cell = (column: string) => row.querySelector(`[data-label="${column}"]`);
    const actions = within(cell('Actions') as HTMLElement)
      .queryAllByRole('link', { hidden: true })
      .concat(within(cell('Actions') as HTMLElement).queryAllByRole('button', { hidden: true }))
      .map((element) => element.firstChild?.textContent?.trim());
    return {
      name: cell('Family Name')?.textContent,
      status: cell('Status')?.querySelector('.chakra-badge, [class*="badge"]')?.textContent ?? null,
      reason:
        within(cell('Status') as HTMLElement).queryByRole('button', { name: /^Why:/, hidden: true }) !== null,
      actions,
    };
  });
}

describeUiModel(
  applicationsList,
  {
    mount: ({ logic }) => {
      // Only the calls are faked: Edit and View keep the row as the app does.
      mountHome({
        applicationsLogic: (logic as ApplicationsListLogic).provide({ actions: applicationsListActions }),
      });
    },
    async perform(event) {
      switch (event.type) {
        case 'FILTER': {
          const { status } = (event as unknown as { filters: { status?: string } }).filters;
          const select = screen.getByLabelText('Status') as HTMLSelectElement;
          // The statuses come with a loaded page; without one, Search is the filter a person can use.
          if (status && [...select.options].some((option) => option.value === status)) {
            return user.selectOptions(select, status);
          }
          return press(screen.getByRole('button', { name: 'Search' }));
        }
        case 'TOGGLE_SORT':
          return press(screen.getByRole('button', { name: /^Last Modified/ }));
        case 'NEXT':
          return press(screen.getByRole('button', { name: 'Next' }));
        case 'PREV':
          return press(screen.getByRole('button', { name: 'Prev' }));
        case 'RETRY':
          return press(screen.getByRole('button', { name: 'Retry' }));
        // Rows without Delete or the reason icon offer nothing to press.
        case 'DELETE':
          return press(inRow(rowOf(event), /^Delete/));
        case 'SHOW_REASON':
          return press(inRow(rowOf(event), /^Why:/));
        case 'CONFIRM':
          return press(inDialog(Msg.removeConfirm, 'Delete'));
        case 'CANCEL':
          return press(inDialog(Msg.removeConfirm, 'Cancel'));
        case 'CLOSE':
          return press(screen.getByRole('button', { name: 'OK' }));
        // The home stays around every address in this harness, so the list is still there after.
        case 'OPEN':
          return user.click(rowLink(rowOf(event)));
        default:
          throw new Error(`applications-list: no user action for ${event.type}`);
      }
    },
    observe(expected) {
      const seen: Record<string, unknown> = {};
      if ('busy' in expected && loadingShown()) seen.busy = true;
      if ('page' in expected) seen.page = pageShown('Applications pages');
      if ('rows' in expected) seen.rows = rowsShown();
      if ('sort' in expected) {
        const header = document.querySelector('[aria-sort]');
        if (header) seen.sort = header.getAttribute('aria-sort');
      }
      if ('reason' in expected) seen.reason = screen.queryByTestId('rejected-reason')?.textContent ?? null;
      if ('kept' in expected) seen.kept = keptShown();
      return seen;
    },
  },
  { only: sortable },
);
