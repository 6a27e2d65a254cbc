import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/web/api/session.ts';
import { ok, renderApp, signInAs, stubApi, testUser } from './harness.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('route guard (spec §2)', () => {
  it('sends a visitor without a token to sign-in with the full target as the redirect query', async () => {
    const { router } = await renderApp('/potential/changepassword?from=mail#top');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/');
    expect(new URLSearchParams(search).get('redirect')).toBe('/potential/changepassword?from=mail#top');
  });

  it('lets anonymous routes through without a token', async () => {
    await renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About the Admission Portal' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('About the Admission Portal | Admission Portal'));
  });

  it('guards the /potential children although the parent is anonymous', async () => {
    const { router } = await renderApp('/potential');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/potential');
  });

  it('shows a signed-in user the page, and leaves for / when the session ends', async () => {
    stubApi({ '/private/auth/info': ok(testUser) });
    signInAs();
    const { router } = await renderApp('/potential/changepassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeTruthy();
    act(() => clearSession()); // expired or revoked elsewhere: come back here after signing in
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/potential/changepassword',
    );
  });

  it('goes to plain / after signing out on purpose', async () => {
    stubApi({ '/private/auth/info': ok(testUser) });
    signInAs();
    const { router } = await renderApp('/potential/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    act(() => clearSession('signedOut'));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the error page for an unknown address, with a way home', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my applications' }).getAttribute('href')).toBe(
      '/potential/home',
    );
  });

  it('has a skip link, the landmarks, and the footer portals derived from this address', async () => {
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About the Admission Portal' });
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const { protocol, hostname, port } = window.location;
    const suffix = `${hostname}${port ? `:${port}` : ''}`;
    expect(screen.getByRole('link', { name: 'Agent sign-in' }).getAttribute('href')).toBe(
      `${protocol}//agent.${suffix}/`,
    );
    expect(screen.getByRole('link', { name: 'Staff sign-in' }).getAttribute('href')).toBe(
      `${protocol}//staff.${suffix}/`,
    );
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe(
      'https://www.example.edu/privacy',
    );
  });
});
