import { screen, within } from '@testing-library/react';
import type { StaffQueueLogic } from '@/web/logic/staff-queue.ts';
import { StaffQueueScreen } from '@/web/screens/staff-queue/staff-queue-screen.tsx';
import { staffQueue } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { renderRoutes, signInAs, testUser } from '../harness.tsx';
import { loadingShown, pageShown, press } from './home-adapter.tsx';
import { user } from './user.ts';

/** What each row shows: its reference, its status badge, a due date, and where Open leads. */
function rowsShown() {
  return screen.queryAllByTestId(/^queue-/).map((row) => {
    const cell = (column: string) => row.querySelector(`[data-label="${column}"]`) as HTMLElement;
    return {
      reference: cell('Reference').textContent,
      status: cell('Status').querySelector('[class*="badge"]')?.textContent ?? null,
      due: /^Due /.test(
        cell('Status').textContent?.replace(
          cell('Status').querySelector('[class*="badge"]')?.textContent ?? '',
          '',
        ) ?? '',
      ),
      open: within(cell('Open')).getByRole('link', { hidden: true }).getAttribute('href'),
    };
  });
}

/** 'N applications' above the table. */
const totalShown = () => {
  const match = document.body.textContent?.match(/(\d+) applications?/);
  return match ? Number(match[1]) : null;
};

/** The address bar of the page: what Back returns to and what staff share. */
let router: ReturnType<typeof renderRoutes>['router'] | undefined;

describeUiModel(staffQueue, {
  mount: ({ logic, input }) => {
    signInAs({ ...testUser, role: 'staff' });
    ({ router } = renderRoutes(
      [{ path: '*', element: <StaffQueueScreen logic={logic as StaffQueueLogic} /> }],
      `/staff/queue${(input as { address?: string } | undefined)?.address ?? ''}`,
    ));
  },
  async perform(event) {
    switch (event.type) {
      case 'FILTER': {
        const { status, keywords } = (event as unknown as { filters: { status?: string; keywords?: string } })
          .filters;
        if (keywords !== undefined) {
          const field = screen.getByLabelText('Keywords');
          await user.clear(field);
          await user.type(field, keywords);
          return press(screen.getByRole('button', { name: 'Search' }));
        }
        const select = screen.getByLabelText('Status') as HTMLSelectElement;
        // The statuses with their counts come with a loaded page; before, Search is the filter to press.
        if (status && [...select.options].some((option) => option.value === status)) {
          return user.selectOptions(select, status);
        }
        return press(screen.getByRole('button', { name: 'Search' }));
      }
      case 'NEXT':
        return press(screen.getByRole('button', { name: 'Next' }));
      case 'PREV':
        return press(screen.getByRole('button', { name: 'Prev' }));
      case 'RETRY':
        return press(screen.getByRole('button', { name: 'Retry' }));
      default:
        throw new Error(`staff-queue: no user action for ${event.type}`);
    }
  },
  observe(expected) {
    const seen: Record<string, unknown> = {};
    if ('busy' in expected && loadingShown()) seen.busy = true;
    if ('page' in expected) seen.page = pageShown('Queue pages');
    if ('rows' in expected) seen.rows = rowsShown();
    if ('total' in expected) seen.total = totalShown();
    if ('address' in expected) seen.address = router?.state.location.search;
    return seen;
  },
});
