import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewStudent } from '@/domain/applications/new-student.ts';
import { samplePersonalDetails } from '@/domain/personal/sample.ts';
import { keepNewApplication } from '@/web/api/applications.ts';
import { renderEdit, savePersonalDetails } from '@/web/api/personal-details.ts';
import { clearSession, saveSession } from '@/web/api/session.ts';

/** Spec §3: the open application's status, id and category are kept for the session. */
function answer(result: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 204, msg: 'success', result }), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the session values of the open application', () => {
  it('are written from the load answer', async () => {
    answer({ personalDetails: null, status: 'Editing', applicationCategory: 'International', id: 41 });
    await renderEdit(41);
    expect(sessionStorage.getItem('newId')).toBe('41');
    expect(sessionStorage.getItem('applicationCategory')).toBe('International');
    expect(sessionStorage.getItem('status')).toBe('Editing');
  });

  it('take the id the first save returns', async () => {
    sessionStorage.setItem('newId', '-1');
    answer({ id: 57, version: 1 });
    const form = { ...samplePersonalDetails('Domestic'), applicationId: -1, version: 0 };
    await expect(savePersonalDetails(form)).resolves.toEqual({ id: 57, version: 1 });
    expect(sessionStorage.getItem('newId')).toBe('57');
  });

  it('are forgotten at a sign-out, kept after an expiry (the same person comes back to them)', () => {
    const user = { loginEmail: 'agent@example.com' } as Parameters<typeof saveSession>[0]['user'];
    const student: NewStudent = { firstGivenName: 'Asha', familyName: 'Rao', mail: 'asha@example.com' };
    saveSession({ token: 't1', user });
    keepNewApplication('International', student);
    clearSession('expired');
    expect(sessionStorage.getItem('newStudent')).toContain('Asha');
    expect(sessionStorage.getItem('applicationCategory')).toBe('International');

    saveSession({ token: 't2', user });
    clearSession('signedOut');
    for (const key of ['newId', 'applicationCategory', 'status', 'editOffer', 'newStudent'])
      expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('loginEmail')).toBe('agent@example.com');
  });
});
