import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eRig } from '../support/e2e-rig.ts';

/** Lighthouse's mobile screen (Moto G Power), the one issue 27's CLS ≤ 0.1 is measured on. */
const PHONE = { width: 412, height: 823 };

/** web.dev's "good" Cumulative Layout Shift (issue 27). */
const GOOD_CLS = 0.1;

/** Every layout shift of the page that no input caused, summed (the page is short-lived: one window). */
const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

/** Where the header, its logo and its name are drawn, in CSS pixels. */
const headerLayout = (page: Page) =>
  Promise.all(
    [
      page.getByRole('banner'),
      page.getByRole('link', { name: 'Admission Portal, go to my applications' }),
      page.getByRole('banner').locator('svg'),
      page.getByRole('banner').getByText('Admission Portal', { exact: true }),
    ].map((element) => element.boundingBox()),
  );

/** Until the next frame is painted: what the person has seen by then. */
const nextPaint = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Issue 27: on a phone, what is on screen does not jump while a page arrives. In Chromium against
 * the built app: /register sends a person without accepted terms on to /terms, whose code is held
 * back until the page without it has been painted; then it arrives.
 */
describe('a page arriving on a phone, in Chromium', () => {
  const rig = e2eRig();

  it('/register → /terms: nothing on screen moves when the terms screen arrives (CLS ≤ 0.1)', async () => {
    const context = await rig.browser.browser.newContext({
      baseURL: rig.app.url,
      viewport: PHONE,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const state = window as unknown as { __layoutShift: number };
      state.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) state.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const held = /\/assets\/terms-screen-[^/]*\.js/;
    let release: () => void = () => {};
    const requested = new Promise<void>((requestedNow) => {
      void page.route(held, async (route) => {
        requestedNow();
        await new Promise<void>((done) => {
          release = done;
        });
        await route.continue();
      });
    });

    await page.goto('/register');
    await requested;
    await page.getByRole('banner').waitFor();
    await nextPaint(page);
    release();
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    await page.getByRole('region', { name: 'Terms and Conditions text' }).waitFor();
    await nextPaint(page);

    expect(await layoutShift(page)).toBeLessThanOrEqual(GOOD_CLS);
    await context.close();
  });

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    it(`the header drawn before the script is the app's, to the pixel (${viewport.width} px wide)`, async () => {
      const context = await rig.browser.browser.newContext({ baseURL: rig.app.url, viewport });
      const before = await context.newPage();
      // No script at all: what index.html alone shows while the app's code is on its way.
      await before.route(/\.js(\?|$)/, (route) => route.abort());
      await before.goto('/');
      const drawnByHtml = await headerLayout(before);
      const after = await context.newPage();
      await after.goto('/');
      await after.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      const drawnByApp = await headerLayout(after);

      expect(drawnByHtml.every((box) => box !== null && box.width > 0)).toBe(true);
      expect(drawnByHtml).toEqual(drawnByApp);
      await context.close();
    });
  }
});
