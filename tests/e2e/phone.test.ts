import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.ts';
import { answeredApplication } from '../support/complete-application.ts';
import {
  createApplications,
  createUser,
  FIXTURE_PASSWORD,
  type FixtureUser,
} from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { field } from '../support/fields.ts';

/** Issue 23: a 390×844 phone. iOS zooms into a field whose text is under 16 px when it takes focus. */
const PHONE = { width: 390, height: 844 };

interface Measured {
  height: number;
  scrollWidth: number;
  smallestFieldText: number | null;
}

const measure = (page: Page): Promise<Measured> =>
  page.evaluate(() => {
    const fields = [...document.querySelectorAll('input, select, textarea')].filter((element) => {
      const type = element.getAttribute('type');
      const shown = (element as HTMLElement).offsetParent !== null;
      return shown && !['checkbox', 'radio', 'file', 'hidden', 'range'].includes(type ?? '');
    });
    const sizes = fields.map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    return {
      height: document.documentElement.scrollHeight,
      scrollWidth: document.documentElement.scrollWidth,
      smallestFieldText: sizes.length ? Math.min(...sizes) : null,
    };
  });

describe('on a 390×844 phone', () => {
  const rig = e2eRig();
  let applicant: FixtureUser;
  let page: Page;
  let id: number;

  beforeAll(async () => {
    applicant = await createUser(rig.app.server, { category: 'International' });
    ({ id } = await answeredApplication(rig.app.server, applicant.token, 'International'));
    await createApplications(
      rig.app.server,
      applicant.user,
      Array.from({ length: 19 }, () => ({})),
    );
    const context = await rig.browser.browser.newContext({
      baseURL: rig.app.url,
      viewport: PHONE,
      hasTouch: true,
    });
    page = await context.newPage();
    await page.goto('/');
    await field(page, 'Email').fill(applicant.email);
    await field(page, 'Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/potential/home');
  }, 120_000);

  it('home: 20 compact cards without the applicant’s own email, nothing sideways, 16 px fields', {
    timeout: 60_000,
  }, async () => {
    await page.getByTestId(`application-${id}`).waitFor();
    await expect.poll(() => page.locator('[data-testid^="application-"]').count()).toBe(20);
    const card = page.getByTestId(`application-${id}`);
    await expect(card.isVisible()).resolves.toBe(true);
    const own = await card.getByRole('cell').filter({ hasText: '@example.com' }).count();
    const shownOwn =
      own && (await card.getByRole('cell').filter({ hasText: '@example.com' }).first().isVisible());
    expect(shownOwn || false).toBe(false);
    const home = await measure(page);
    console.info(`phone home (20 rows): ${home.height} px`);
    expect(home.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(home.smallestFieldText).toBeGreaterThanOrEqual(16);
    await expectNoAxeViolations(page, 'phone home');
  });

  it.each([
    ['personal', '/InternationalPersonal/', 'Step 2 of 7: Personal'],
    ['documents', '/internationalDocuments/', 'Step 5 of 7: Documents'],
    ['summary', '/internationalSummary/', 'Step 6 of 7: Summary'],
  ])(
    '%s: the breadcrumb is one row under 80 px, its steps behind a disclosure',
    {
      timeout: 60_000,
    },
    async (name, route, line) => {
      await page.goto(`${route}${id}`);
      const nav = page.getByRole('navigation', { name: 'Application steps' });
      await nav.getByText(line).waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const box = await nav.boundingBox();
      expect(box?.height).toBeLessThan(80);
      await expect(nav.getByRole('link', { name: /Personal/ }).isVisible()).resolves.toBe(false);
      await nav.getByText(line).click();
      await expect(nav.getByRole('link', { name: /Personal/ }).isVisible()).resolves.toBe(
        name !== 'personal',
      );
      await nav.getByText(line).click();
      const shown = await measure(page);
      console.info(`phone ${name}: ${shown.height} px, breadcrumb ${Math.round(box?.height ?? 0)} px`);
      expect(shown.scrollWidth).toBeLessThanOrEqual(PHONE.width);
      if (shown.smallestFieldText !== null) expect(shown.smallestFieldText).toBeGreaterThanOrEqual(16);
      await expectNoAxeViolations(page, `phone ${name}`);
    },
  );
});
