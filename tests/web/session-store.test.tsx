import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '@/web/api/account.ts';
import { getUser, subscribeSession } from '@/web/api/session.ts';
import { signInAs, testUser } from './harness.tsx';

afterEach(() => vi.unstubAllGlobals());

function answerWith(user: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 204, msg: 'ok', result: user }))),
  );
}

// Every signed-in page reads the user afresh (useFreshCurrentUser): only a user that changed may
// redraw what reads the session (issue 27: the home was drawn a second time while its list loaded).
describe('the kept user after a fresh read', () => {
  it('tells no one when the server answers with the user already kept', async () => {
    signInAs(testUser);
    const heard = vi.fn();
    const off = subscribeSession(heard);
    answerWith(testUser);
    await currentUser();
    off();
    expect(heard).not.toHaveBeenCalled();
    expect(getUser()).toEqual(testUser);
  });

  it('keeps and announces a user that changed', async () => {
    signInAs(testUser);
    const heard = vi.fn();
    const off = subscribeSession(heard);
    const changed = {
      ...testUser,
      student: { ...testUser.student, potentialAccountCategory: 'International' as const },
    };
    answerWith(changed);
    await currentUser();
    off();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(getUser()).toEqual(changed);
  });
});
