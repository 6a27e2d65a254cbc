import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, ApiPath } from '@/domain/api-paths.ts';
import { LAZY_SCRIPT_TIMEOUT_MS } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import { MODE_META_NAME } from '@/domain/mode-override.ts';
import { apiCall, NETWORK_FAILURE, sendEarly } from '@/web/api/client.ts';
import { type Notice, setNavigator, setNoticeHandler } from '@/web/api/notices.ts';
import { renderEdit } from '@/web/api/personal-details.ts';
import { clearSession, getToken, saveToken } from '@/web/api/session.ts';
import { loadSummary } from '@/web/api/summary.ts';
import { readsAgain, startContainerReads, startStepReads } from '@/web/logic/early-loads.ts';
import { setMode } from './personal-details-fakes.tsx';

const envelope = (result: unknown, code = 204, msg = 'success') =>
  new Response(JSON.stringify({ code, msg, result }), { status: 200 });

const notices: Notice[] = [];
const navigate = vi.fn();
let offs: (() => void)[] = [];

beforeEach(() => {
  saveToken('session-one');
  notices.length = 0;
  navigate.mockReset();
  offs = [setNoticeHandler((notice) => notices.push(notice)), setNavigator(navigate)];
});
afterEach(() => {
  sendEarly([]);
  for (const off of offs) off();
  clearSession('signedOut');
  vi.unstubAllGlobals();
});

describe('requests a navigation sends before the screen’s code (issue 27)', () => {
  it('hands the answer to the first identical call only; the next sends its own', async () => {
    const fetchMock = vi.fn(async (_url: string) => envelope({ n: fetchMock.mock.calls.length }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly([{ method: 'GET', path: '/a' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiCall('/a', { method: 'GET' })).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiCall('/a', { method: 'GET' })).resolves.toEqual({ n: 2 });
  });

  it('never hands an answer to another request, a later navigation or another session', async () => {
    const fetchMock = vi.fn(async (_url: string) => envelope(null));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly([{ method: 'POST', path: '/a', body: { page: 1 } }]);
    await apiCall('/a', { method: 'GET' });
    await apiCall('/a', { body: { page: 2 } });
    await apiCall('/b', { body: { page: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    sendEarly([{ method: 'GET', path: '/c' }]);
    sendEarly([{ method: 'GET', path: '/d' }]);
    await apiCall('/c', { method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(7);

    saveToken('session-two');
    await apiCall('/d', { method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(8);
  });

  it('reads an answer only in the call that takes it: a 403 ends the session then, not before', async () => {
    vi.stubGlobal('fetch', async () => envelope(null, 403, 'Your session has expired.'));
    sendEarly([
      { method: 'POST', path: '/taken' },
      { method: 'POST', path: '/left' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToken()).toBe('session-one');
    expect(navigate).not.toHaveBeenCalled();

    await expect(apiCall('/taken', { method: 'POST' })).rejects.toMatchObject({ code: 403 });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notices.map((notice) => notice.message)).toEqual(['Your session has expired.']);
  });

  it('hands nothing out after the time a screen’s code may take to arrive (120 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchMock = vi.fn(async (_url: string) => envelope(null));
      vi.stubGlobal('fetch', fetchMock);
      sendEarly([
        { method: 'GET', path: '/a' },
        { method: 'GET', path: '/b' },
      ]);
      vi.setSystemTime(Date.now() + LAZY_SCRIPT_TIMEOUT_MS);
      await apiCall('/a', { method: 'GET' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      vi.setSystemTime(Date.now() + 1);
      await apiCall('/b', { method: 'GET' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a failed request to the call that takes it, and one no call took is no error', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    sendEarly([
      { method: 'GET', path: '/taken' },
      { method: 'GET', path: '/left' },
    ]);
    await expect(apiCall('/taken', { method: 'GET' })).rejects.toMatchObject({ code: NETWORK_FAILURE });
    expect(notices.map((notice) => notice.message)).toEqual([Msg.serverBrokenHttp]);
    // Vitest fails the run on an unhandled rejection: '/left' is never taken, and must not be one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notices).toHaveLength(1);
  });
});

describe("a step route's reads (logic/early-loads.ts)", () => {
  it('asks for a form step’s render/edit once, and the step’s own load takes that answer', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      envelope({ id: 7, status: 'editing', applicationCategory: 'Domestic' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    startStepReads('qualifications', 7, 'Domestic');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API_PREFIX}${ApiPath.renderEdit}7`]);
    await expect(renderEdit(7, { category: 'Domestic' })).resolves.toMatchObject({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for a new application’s drafts of the route’s category', () => {
    const fetchMock = vi.fn(async (_url: string) => envelope({ id: -1 }));
    vi.stubGlobal('fetch', fetchMock);
    startStepReads('personal', -1, 'International');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${API_PREFIX}${ApiPath.renderEdit}-1?category=International`,
    ]);
  });

  it('starts the summary’s detail and declaration together, both taken by its load', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      envelope(url.includes(ApiPath.summaryDetail) ? { id: 3 } : { content: '<p>I declare</p>' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    startStepReads('summary', 3, 'International');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${API_PREFIX}${ApiPath.summaryDetail}3`,
      `${API_PREFIX}${ApiPath.internationalDeclaration}`,
    ]);
    await expect(loadSummary(3, 'International')).resolves.toEqual({
      summary: { id: 3 },
      declaration: '<p>I declare</p>',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing without a session (the guard sends the person to sign in), and drops the last reads', async () => {
    const fetchMock = vi.fn(async () => envelope({ id: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    startStepReads('personal', 7, 'Domestic');
    clearSession('signedOut');
    startStepReads('personal', 8, 'Domestic');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('when a step route that stays reads again', () => {
  it('for another application, not for a first save’s new id in place of -1, nor the same one', () => {
    expect(readsAgain('5', '6')).toBe(true);
    expect(readsAgain('-1', '42')).toBe(false);
    expect(readsAgain('5', '5')).toBe(false);
  });
});

describe("the back office application page's reads", () => {
  const sent = (fetchMock: ReturnType<typeof vi.fn>) =>
    fetchMock.mock.calls.map(([url]) => String(url).replace(API_PREFIX, ''));

  afterEach(() => {
    for (const meta of document.querySelectorAll(`meta[name="${MODE_META_NAME}"]`)) meta.remove();
  });

  it('reads the embedded step (Personal by default), the history and the possible duplicates', () => {
    setMode('staff');
    const fetchMock = vi.fn(async (_url: string) => envelope(null));
    vi.stubGlobal('fetch', fetchMock);
    startContainerReads('Domestic', 5, null);
    expect(sent(fetchMock)).toEqual([
      `${ApiPath.staffHistory}5`,
      `${ApiPath.staffDuplicates}5`,
      `${ApiPath.renderEdit}5`,
    ]);
    fetchMock.mockClear();
    startContainerReads('International', 5, 'documents');
    expect(sent(fetchMock)).toEqual([
      `${ApiPath.staffHistory}5`,
      `${ApiPath.staffDuplicates}5`,
      `${ApiPath.applicationFiles}5?step=Documents`,
    ]);
  });

  it('reads no step at Finish, no history for a new application, nothing for another page', () => {
    setMode('staff');
    const fetchMock = vi.fn(async (_url: string) => envelope(null));
    vi.stubGlobal('fetch', fetchMock);
    startContainerReads('Domestic', 5, 'finish');
    expect(sent(fetchMock)).toEqual([`${ApiPath.staffHistory}5`, `${ApiPath.staffDuplicates}5`]);
    fetchMock.mockClear();
    startContainerReads('International', -1, null);
    expect(sent(fetchMock)).toEqual([`${ApiPath.renderEdit}-1?category=International`]);
    fetchMock.mockClear();
    startContainerReads('Martian', 5, null);
    setMode('applicant');
    startContainerReads('Domestic', 5, null);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
