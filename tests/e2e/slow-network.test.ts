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
    // The page's time stands still from its first script on and moves only when this test moves it: with
    // time flowing, a busy machine's second between the time-out being set and the first fast-forward
    // below fired it early (CI, 28 November).
    const start = Date.parse('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    let asked: () => void = () => {};
    const chunkAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const held = /\/assets\/about-screen-[^/]*\.js/;
    await page.route(held, () => {
      asked(); // never answered: a dropped connection
    });
    await page.goto('/about', { waitUntil: 'commit' });
    await chunkAsked; // the time-out starts with the request for the code
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    await page.clock.fastForward(LAZY_SCRIPT_TIMEOUT_MS - 1_000);
    await settle(page);
    expect(await page.getByRole('heading', { name: 'This page is taking too long to load' }).count()).toBe(0);
    await page.clock.fastForward(1_000);
    await settle(page);
    const heading = page.getByRole('heading', { level: 1, name: 'This page is taking too long to load' });
    expect(await heading.count()).toBe(1);
    await page.clock.resume();
    await expectNoAxeViolations(page, 'slow screen');

    await page.unroute(held);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
  });
});

/**
 * Lets the page finish what a fired timer would set off (the router's error, React's render) before a
 * check that nothing happened: rounds of real tasks, not time, which stands still on the page's clock.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}
