import { screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { ListResponse } from '@/domain/applications/list.ts';
import type { QueueRequest } from '@/domain/backoffice/requests.ts';
import type { QueueResponse } from '@/domain/backoffice/types.ts';
import { staffQueueLogic } from '@/web/logic/staff-queue.ts';
import { StaffQueueScreen } from '@/web/screens/staff-queue/staff-queue-screen.tsx';
import { applicationsPage } from '../support/model/home-fixtures.ts';
import { queuePage } from '../support/model/staff-queue-fixtures.ts';
import { renderRoutes, signInAs, testUser } from './harness.tsx';
import { renderHome } from './home-fakes.tsx';
import { withRealScheduler } from './real-scheduler.ts';

/**
 * A page of rows is drawn at transition priority (issue 27: the home's 20 rows were one long task on
 * a phone). React draws such a render in its own tasks, never in the microtasks that follow the
 * answer; until it is committed, the loading status stays on screen. Drawn with the answer (a
 * machine's snapshot read as it is), the rows would be there after the microtasks alone.
 */
const microtasks = async (count: number) => {
  for (let turn = 0; turn < count; turn += 1) await Promise.resolve();
};

describe('a list, drawn after its answer', () => {
  withRealScheduler();

  it('keeps the loading status through the microtasks after the answer, then shows the rows', async () => {
    let answer: (page: ListResponse) => void = () => {};
    const { calls } = renderHome({
      applications: () =>
        new Promise<ListResponse>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByText('Loading your applications…');
    await vi.waitFor(() => expect(calls.loadApplications).toHaveBeenCalled());
    answer(applicationsPage(2));
    await microtasks(50);
    expect(screen.queryByRole('table', { name: 'My Applications' })).toBeNull();
    expect(screen.getByText('Loading your applications…')).toBeTruthy();
    await screen.findByRole('table', { name: 'My Applications' });
    expect(screen.queryByText('Loading your applications…')).toBeNull();
  });

  it('the staff queue: keeps the loading status through the microtasks after the answer, then shows the rows', async () => {
    let answer: (page: QueueResponse) => void = () => {};
    const logic = staffQueueLogic.provide({
      actors: {
        loadQueue: fromPromise<QueueResponse, QueueRequest>(
          () =>
            new Promise<QueueResponse>((resolve) => {
              answer = resolve;
            }),
        ),
      },
    });
    signInAs({ ...testUser, role: 'staff' });
    renderRoutes([{ path: '*', element: <StaffQueueScreen logic={logic} /> }], '/staff/queue');
    await screen.findByText('Loading the queue…');
    answer(queuePage(2));
    await microtasks(50);
    expect(screen.queryAllByTestId(/^queue-/)).toHaveLength(0);
    expect(screen.getByText('Loading the queue…')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryAllByTestId(/^queue-/).length).toBeGreaterThan(0));
    expect(screen.queryByText('Loading the queue…')).toBeNull();
  });
});
