import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAZY_SCRIPT_TIMEOUT_MS } from '../../src/domain/constants.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eRig } from '../support/e2e-rig.ts';

/**
 * Spec §9: a lazily loaded script times out after 120 seconds. In Chromium against the built app, the
 * About screen's code is held back (never answered); the page's clock is moved on by the time-out:
 * the person is told the page is taking too long and can try again, instead of a blank screen.
 */
describe('a screen whose code does not arrive, in Chromium', () => {
  const rig = e2eRig();
  let page: Page;

  beforeAll(async () => {
    page = await rig.browser.newPage(rig.app.url);
  });

  it('says so after 120 seconds and loads it on Try again once the connection is back', async () => {
    expect(LAZY_SCRIPT_TIMEOUT_MS).toBe(120_000);
    await page.clock.install();
    const held = /\/assets\/about-screen-[^/]*\.js/;
    await page.route(held, () => {
      // Never answered: a dropped connection.
    });
    await page.goto('/about');
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    await page.clock.fastForward(LAZY_SCRIPT_TIMEOUT_MS - 1_000);
    expect(await page.getByRole('heading', { name: 'This page is taking too long to load' }).count()).toBe(0);
    await page.clock.fastForward(1_000);
    const heading = page.getByRole('heading', { level: 1, name: 'This page is taking too long to load' });
    await heading.waitFor();
    await expectNoAxeViolations(page, 'slow screen');

    await page.unroute(held);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
  });
});
