import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyLoadTimeout, withinTimeout, withLazyTimeouts } from '@/web/app/lazy-timeout.ts';
import { Providers } from '@/web/app/providers.tsx';
import { RouteError, RouteFallback } from '@/web/app/route-states.tsx';

/** Spec §9: "A lazily loaded script time-out is 120 seconds" — typed here from the spec. */
const SPEC_TIMEOUT_MS = 120_000;
const never = () => new Promise<never>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe('a lazily loaded screen that does not arrive (spec §9)', () => {
  it('fails at 120 seconds, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    withinTimeout(never).catch(outcome);
    await vi.advanceTimersByTimeAsync(SPEC_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(LazyLoadTimeout));
  });

  it('passes on what arrives in time', async () => {
    await expect(withinTimeout(async () => 'screen')).resolves.toBe('screen');
  });

  it('says the page is taking too long and offers Try again, instead of a blank screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const routes = withLazyTimeouts([
      {
        path: '/',
        ErrorBoundary: RouteError,
        HydrateFallback: RouteFallback,
        children: [{ path: 'slow', lazy: never }],
      },
    ]);
    const router = createMemoryRouter(routes, { initialEntries: ['/slow'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await vi.advanceTimersByTimeAsync(SPEC_TIMEOUT_MS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is taking too long to load' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('This page is taking too long to load'));
  });
});
