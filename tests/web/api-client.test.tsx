import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import { changePassword, currentUser, requestPasswordReset, signIn } from '@/web/api/account.ts';
import { apiCall } from '@/web/api/client.ts';
import { type Notice, setNavigator, setNoticeHandler } from '@/web/api/notices.ts';
import { getLoginEmail, getToken, getUser, saveToken } from '@/web/api/session.ts';
import { ok, stubApi, testUser } from './harness.tsx';

const notices: Notice[] = [];
const navigate = vi.fn();
let offs: (() => void)[] = [];

beforeEach(() => {
  notices.length = 0;
  navigate.mockReset();
  offs = [setNoticeHandler((notice) => notices.push(notice)), setNavigator(navigate)];
  window.history.replaceState(null, '', '/potential/changeemail?tab=1');
});
afterEach(() => {
  for (const off of offs) off();
  vi.unstubAllGlobals();
});

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiCall and the envelope (spec §8)', () => {
  it('posts JSON under /api with the stored token and resolves with the result on 204', async () => {
    saveToken('abc');
    const fetchMock = answerWith(200, { code: 204, msg: 'success', result: { n: 1 } });
    await expect(apiCall('/x/y', { body: { a: 1 } })).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x/y');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('stores a token (and the user) found in any result', async () => {
    stubApi({ '/public/auth/user/login/email': ok({ token: 'tok-1', user: testUser }) });
    const result = await signIn({ loginEmail: testUser.loginEmail, password: 'secret1' });
    expect(result.token).toBe('tok-1');
    expect(getToken()).toBe('tok-1');
    expect(getUser()?.id).toBe(testUser.id);
    expect(getLoginEmail()).toBe(testUser.loginEmail);
  });

  it('on 403 clears the session, goes to sign-in with the current path as redirect, shows the msg 3 s', async () => {
    saveToken('old');
    answerWith(200, { code: 403, msg: Msg.sessionExpired, result: null });
    await expect(currentUser()).rejects.toMatchObject({ code: 403, message: Msg.sessionExpired });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/?redirect=%2Fpotential%2Fchangeemail%3Ftab%3D1', {
      replace: true,
    });
    expect(notices).toEqual([{ tone: 'error', message: Msg.sessionExpired, durationMs: 3000 }]);
  });

  it('on 401/406 shows the msg for 3 s and rejects with the field errors', async () => {
    answerWith(200, {
      code: 406,
      msg: Msg.correctEditInformation,
      result: { errors: { email: Msg.emailInvalid } },
    });
    const error = await apiCall('/x', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ email: Msg.emailInvalid });
    expect(notices).toEqual([{ tone: 'error', message: Msg.correctEditInformation, durationMs: 3000 }]);
  });

  it('keeps 401/406 quiet when asked (form calls: their summary shows the message)', async () => {
    answerWith(200, { code: 401, msg: Msg.currentPasswordWrong, result: null });
    await expect(
      changePassword({ oldPassword: 'abcdef', newPassword: 'abcdefg', rePassword: 'abcdefg' }),
    ).rejects.toMatchObject({ code: 401, message: Msg.currentPasswordWrong });
    expect(notices).toEqual([]);
  });

  it("on an envelope 500 shows 'Server Broken!Please try again later.' for 5 s", async () => {
    answerWith(200, { code: 500, msg: 'boom', result: null });
    await expect(apiCall('/x')).rejects.toMatchObject({ code: 500 });
    expect(notices).toEqual([{ tone: 'error', message: Msg.serverBrokenEnvelope, durationMs: 5000 }]);
  });

  it("on HTTP 500 shows 'Server Broken! Please try again later.' for 3 s", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('crash', { status: 500 })),
    );
    await expect(apiCall('/x')).rejects.toMatchObject({ code: 500 });
    expect(notices).toEqual([{ tone: 'error', message: Msg.serverBrokenHttp, durationMs: 3000 }]);
  });

  it('on HTTP 404 goes to /error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await expect(apiCall('/nowhere')).rejects.toMatchObject({ code: 404 });
    expect(navigate).toHaveBeenCalledWith('/error', undefined);
  });

  it('keeps every failure of a background call (autosave, pre-fill) off the screen, but still ends a lost session', async () => {
    answerWith(200, { code: 500, msg: 'boom', result: null });
    await expect(apiCall('/x', { background: true })).rejects.toMatchObject({ code: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('crash', { status: 502 })),
    );
    await expect(apiCall('/x', { background: true })).rejects.toMatchObject({ code: 502 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(apiCall('/x', { background: true })).rejects.toMatchObject({ code: 0 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await expect(apiCall('/x', { background: true })).rejects.toMatchObject({ code: 404 });
    answerWith(200, { code: 406, msg: 'Refused.', result: null });
    await expect(apiCall('/x', { background: true })).rejects.toMatchObject({ code: 406 });
    expect(notices).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    answerWith(200, { code: 403, msg: Msg.sessionExpired, result: null });
    await expect(apiCall('/x', { background: true })).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('rejects other codes with the msg and shows nothing', async () => {
    answerWith(200, { code: 409, msg: 'Conflict.', result: null });
    await expect(apiCall('/x')).rejects.toMatchObject({ code: 409, message: 'Conflict.' });
    expect(notices).toEqual([]);
  });

  it("returns the server's message, or the spec's when the server only said 'success'", async () => {
    stubApi({ '/public/auth/user/forgetPassword': ok(null) });
    await expect(requestPasswordReset({ email: 'a@b.co' })).resolves.toBe(Msg.resetLinkSent);
    stubApi({ '/private/auth/change/password': ok(null, Msg.passwordReset) });
    await expect(
      changePassword({ oldPassword: 'abcdef', newPassword: 'abcdefg', rePassword: 'abcdefg' }),
    ).resolves.toBe(Msg.passwordReset);
  });
});
