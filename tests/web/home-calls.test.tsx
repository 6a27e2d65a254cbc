import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@/domain/messages.ts';
import { getUser } from '@/web/api/session.ts';
import { applicationsPage, supportPage } from '../support/model/home-fixtures.ts';
import { ok, renderApp, signInAs, stubApi, testUser } from './harness.tsx';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api${path}`);
  const init = (call as unknown[] | undefined)?.[1] as RequestInit | undefined;
  return { method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

describe('/potential/home with the real calls', () => {
  it('reads the fresh user once, lists applications with the default request, and saves the category', async () => {
    const noCategory = { ...testUser, student: { potentialAccountCategory: null } };
    const fetchMock = stubApi({
      '/private/auth/info': ok(noCategory),
      '/potential/student/application/list/all': ok(applicationsPage(3)),
      '/potential/student/application/edit/accountCategory?accountCategory=International': ok(
        'International',
        Msg.categorySaved,
      ),
    });
    signInAs(noCategory);
    await renderApp('/potential/home');
    const dialog = await screen.findByRole('dialog', { name: Msg.welcome });
    expect(bodyOf(fetchMock, '/potential/student/application/list/all')).toEqual({
      method: 'POST',
      body: {
        keywords: '',
        status: '',
        applicationCategory: '',
        orderField: 'update_time',
        orderDirection: 'desc',
        pageNum: 1,
        pageSize: 20,
      },
    });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/private/auth/info'))).toHaveLength(
      1,
    );
    await userEvent.click(within(dialog).getByLabelText('International Student'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getUser()?.student.potentialAccountCategory).toBe('International'));
    expect(
      bodyOf(fetchMock, '/potential/student/application/edit/accountCategory?accountCategory=International'),
    ).toEqual({ method: 'POST', body: undefined });
    expect(await screen.findByRole('button', { name: /International Student/ })).toBeTruthy();
  });

  it('deletes through delete/{id} and lists support requests with their paging', async () => {
    const fetchMock = stubApi({
      '/private/auth/info': ok(testUser),
      '/potential/student/application/list/all': ok(applicationsPage(3)),
      '/potential/student/application/delete/11': ok(null),
      '/potential/student/support/online/list': ok(supportPage(3)),
    });
    signInAs();
    await renderApp('/potential/home');
    await userEvent.click(await screen.findByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: Msg.removeConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/potential/student/application/delete/11')).toEqual({
        method: 'POST',
        body: undefined,
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Support Online' }));
    await screen.findByRole('table', { name: 'Support requests' });
    expect(bodyOf(fetchMock, '/potential/student/support/online/list')).toEqual({
      method: 'POST',
      body: { pageNum: 1, pageSize: 20 },
    });
  });
});
