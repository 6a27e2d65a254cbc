import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiPath } from '@/domain/api-paths.ts';
import { ApplicationsListActor, applicationsListLogic } from '@/web/logic/home.ts';
import { applicationsPage } from '../support/model/home-fixtures.ts';
import { ok, signInAs } from './harness.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers the list a moment later, and rejects as a browser's does once aborted. */
function listFetch() {
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const aborted = () => reject(new DOMException('signal is aborted without reason', 'AbortError'));
        if (init?.signal?.aborted) return aborted();
        init?.signal?.addEventListener('abort', aborted);
        setTimeout(() => {
          if (String(input) !== `/api${ApiPath.listApplications}`) resolve(new Response('', { status: 404 }));
          resolve(new Response(JSON.stringify(ok(applicationsPage(2))), { status: 200 }));
        }, 10);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function ListState() {
  const state = ApplicationsListActor.useSelector((snapshot) => JSON.stringify(snapshot.value));
  return <p>state: {state}</p>;
}

/**
 * React's development StrictMode stops every machine once and starts it again (@xstate/react keeps
 * its snapshot): the first list call is aborted on the way. What `npm run dev` showed was "Your
 * applications could not be loaded. signal is aborted without reason" — the restarted machine took
 * the aborted call's rejection for its own failure.
 */
it('a call aborted because React stopped its machine is not a failure of the machine started again', async () => {
  signInAs();
  const fetchMock = listFetch();
  render(
    <StrictMode>
      <ApplicationsListActor.Provider logic={applicationsListLogic}>
        <ListState />
      </ApplicationsListActor.Provider>
    </StrictMode>,
  );
  await screen.findByText(/state: .*ready/);
  expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(1);
  expect(screen.queryByText(/failed/)).toBeNull();
});
