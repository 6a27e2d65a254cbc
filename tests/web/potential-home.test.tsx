import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@/domain/messages.ts';
import { getToken, getUser } from '@/web/api/session.ts';
import { applicationsPage } from '../support/model/home-fixtures.ts';
import { ok, renderApp, signInAs, stubApi, testUser } from './harness.tsx';
import { renderHome } from './home-fakes.tsx';
import { setMode } from './personal-details-fakes.tsx';

/** The home lists applications too: an empty list unless a test says otherwise. */
const noApplications = { '/potential/student/application/list/all': ok(applicationsPage(0, [])) };

afterEach(() => vi.unstubAllGlobals());

describe('/potential home and tabs', () => {
  it('shows the login email, the category label and the tabs with the current one marked', async () => {
    stubApi({ '/private/auth/info': ok(testUser), ...noApplications });
    signInAs();
    await renderApp('/potential/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByTestId('login-email').textContent).toBe(testUser.loginEmail);
    expect(screen.getByText('Domestic Student')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Change Email' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Home | Admission Portal'));
  });

  it('shows no category label before a category is chosen, and refreshes the kept user', async () => {
    const fresh = {
      ...testUser,
      loginEmail: 'renamed@example.com',
      student: { potentialAccountCategory: null },
    };
    stubApi({ '/private/auth/info': ok(fresh), ...noApplications });
    signInAs();
    await renderApp('/potential/home');
    await waitFor(() => expect(screen.getByTestId('login-email').textContent).toBe('renamed@example.com'));
    expect(screen.getByTestId('category-label').textContent).toBe('Choose your category');
    expect(await screen.findByRole('dialog', { name: Msg.welcome })).toBeTruthy();
    expect(getUser()?.loginEmail).toBe('renamed@example.com');
  });

  it('lands on sign-in when the server says the session has ended', async () => {
    stubApi({
      '/private/auth/info': {
        code: 403,
        msg: 'Your session has expired. Please sign in again.',
        result: null,
      },
    });
    signInAs();
    const { router } = await renderApp('/potential/home');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(getToken()).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/potential/home');
  });

  it('Sign Out ends the session on the server and here, then goes to /', async () => {
    const fetchMock = stubApi({
      '/private/auth/info': ok(testUser),
      '/private/auth/signout': ok(null),
      ...noApplications,
    });
    signInAs();
    const { router } = await renderApp('/potential/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/private/auth/signout');
    expect(getToken()).toBeNull();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/');
  });

  it('moves between the tabs', async () => {
    stubApi({ '/private/auth/info': ok(testUser), ...noApplications });
    signInAs();
    await renderApp('/potential/home');
    await userEvent.click(await screen.findByRole('link', { name: 'Change Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('the agent portal’s home (issue 11)', () => {
  it('has no category label or dialog for the agent; New Application is chosen by the student’s category', async () => {
    setMode('agent');
    try {
      renderHome({ user: { ...testUser, role: 'agent', student: { potentialAccountCategory: null } } });
      const group = await screen.findByRole('group', { name: 'New Application' });
      const buttons = within(group).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual([
        'New Application: Domestic Student',
        'New Application: International Student',
      ]);
      expect(screen.queryByTestId('category-label')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      // It asks for the student first (tests/web/agent-new-application.test.tsx).
      await userEvent.click(buttons[1] as HTMLElement);
      expect(await screen.findByRole('dialog', { name: 'New application for a student' })).toBeTruthy();
    } finally {
      setMode('applicant');
    }
  });
});
