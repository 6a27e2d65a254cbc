import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, ApiPath } from '@/domain/api-paths.ts';
import { reuseEarly, startEarly } from '@/web/api/early-calls.ts';
import { renderEdit } from '@/web/api/personal-details.ts';
import { clearSession, saveToken } from '@/web/api/session.ts';
import { loadSummary } from '@/web/api/summary.ts';
import { startStepReads } from '@/web/logic/early-loads.ts';

/** A call that counts how often it was made, answering `answer` each time. */
function counted<T>(answer: T) {
  const call = vi.fn(async () => answer);
  return call;
}

beforeEach(() => {
  saveToken('session-one');
});
afterEach(() => {
  startEarly([]);
  clearSession('signedOut');
  vi.unstubAllGlobals();
});

describe('reads a navigation starts before the screen’s code (issue 27)', () => {
  it('hands the started answer to the first identical call only; the next asks afresh', async () => {
    const early = counted('early');
    startEarly([{ key: 'GET /a', call: early }]);
    expect(early).toHaveBeenCalledTimes(1);
    const fresh = counted('fresh');
    await expect(reuseEarly('GET /a', fresh)).resolves.toBe('early');
    expect(fresh).not.toHaveBeenCalled();
    await expect(reuseEarly('GET /a', fresh)).resolves.toBe('fresh');
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('never hands an answer to another request, another navigation or another session', async () => {
    startEarly([{ key: 'GET /a', call: counted('a') }]);
    await expect(reuseEarly('GET /b', counted('b'))).resolves.toBe('b');

    startEarly([{ key: 'GET /c', call: counted('c') }]);
    await expect(reuseEarly('GET /a', counted('a again'))).resolves.toBe('a again');

    saveToken('session-two');
    await expect(reuseEarly('GET /c', counted('c for two'))).resolves.toBe('c for two');
  });

  it('gives a failed read to the load that takes it, and a failure none took goes unreported', async () => {
    startEarly([
      { key: 'GET /taken', call: async () => Promise.reject(new Error('refused')) },
      { key: 'GET /left', call: async () => Promise.reject(new Error('never taken')) },
    ]);
    await expect(reuseEarly('GET /taken', counted('fresh'))).rejects.toThrow('refused');
    // Vitest fails the run on an unhandled rejection: '/left' is never taken, and must not be one.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe("a step route's reads (logic/early-loads.ts)", () => {
  const envelope = (result: unknown) =>
    new Response(JSON.stringify({ code: 204, msg: 'success', result }), { status: 200 });

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
