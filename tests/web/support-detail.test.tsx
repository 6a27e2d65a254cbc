import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@/domain/messages.ts';
import type { SupportDetail } from '@/domain/support/support.ts';
import { ok, renderApp, signInAs, stubApi, testUser } from './harness.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const meta of document.querySelectorAll('meta[name="portal-mode"]')) meta.remove();
});

const detail: SupportDetail = {
  id: 3,
  type: 1,
  typeName: 'Technical',
  subject: 'Cannot upload',
  content: 'The upload fails.\nEvery time.',
  status: 'Answered',
  insertTime: '2025-03-04T05:06:07.000Z',
  updateTime: '2025-03-05T05:06:07.000Z',
  reply: 'Please try a PDF.\nThanks.',
};

describe('support request detail (/potential/potentialdetailial/{id}/supportonline)', () => {
  it('shows type, subject, content and reply with their line breaks, status, date and a way back', async () => {
    const fetchMock = stubApi({
      '/private/auth/info': ok(testUser),
      '/potential/student/support/online/detail/3': ok(detail),
    });
    signInAs();
    await renderApp('/potential/potentialdetailial/3/supportonline');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Request' })).toBeTruthy();
    const content = await screen.findByText(/The upload fails\./);
    expect(content.textContent).toBe('The upload fails.\nEvery time.');
    expect(getComputedStyle(content).whiteSpace).toBe('pre-line');
    expect(screen.getByText(/Please try a PDF\./).textContent).toBe('Please try a PDF.\nThanks.');
    expect(screen.getByText('Technical')).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    expect(screen.getByText('4 Mar 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Support Online/ }).getAttribute('href')).toBe(
      '/potential/home?tab=support',
    );
    const detailCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/detail/3'));
    expect(((detailCall as unknown[] | undefined)?.[1] as RequestInit | undefined)?.method).toBe('GET');
  });

  it("uses the agents' path in agent mode", async () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-mode';
    meta.content = 'agent';
    document.head.append(meta);
    stubApi({
      '/private/auth/info': ok({ ...testUser, role: 'agent' }),
      '/agent/support/online/detail/3': ok({ ...detail, reply: null }),
    });
    signInAs();
    await renderApp('/potential/potentialdetailial/3/supportonline');
    expect(await screen.findByText('No reply yet.')).toBeTruthy();
  });

  it('says not found for a request that is not the user’s, or another type', async () => {
    stubApi({
      '/private/auth/info': ok(testUser),
      '/potential/student/support/online/detail/4': { code: 406, msg: Msg.supportNotFound, result: null },
    });
    signInAs();
    const { unmount } = await renderApp('/potential/potentialdetailial/4/supportonline');
    expect((await screen.findByRole('alert')).textContent).toContain(Msg.supportNotFound);
    unmount();
    await renderApp('/potential/potentialdetailial/4/other');
    expect((await screen.findByRole('alert')).textContent).toContain(Msg.supportNotFound);
  });

  it('needs a signed-in user', async () => {
    stubApi({});
    const { router } = await renderApp('/potential/potentialdetailial/3/supportonline');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.search).toContain('redirect=');
  });
});
