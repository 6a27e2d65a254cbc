import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/browser.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { signIn } from '../support/e2e-session.ts';

const SHOTS = process.env.STAFF_SHOTS;

/**
 * Issue 25 items 5 and 7 in Chromium: two applications of one person made from two accounts are
 * 'Possible duplicate' in the queue and in the container, which links one to the other; 'Not a
 * duplicate' clears the pair and the history says so. The dashboard, beside the queue, shows its
 * numbers as a chart and as tables; axe finds nothing on it.
 */
describe('possible duplicates and the dashboard in Chromium', () => {
  const rig = e2eRig();

  // Two pages, four loads and three axe runs: a minute alone on a busy 2-core machine.
  it('flags a pair made from two accounts, links them, and clears it with Not a duplicate', {
    timeout: 240_000,
  }, async () => {
    const now = rig.app.server.app.now();
    const made = [];
    for (const [reference, mail] of [
      ['APP-2026-888001', 'Mei.Chen@example.com'],
      ['APP-2026-888002', 'mei.chen@EXAMPLE.com'],
    ] as const) {
      const owner = await createUser(rig.app.server, { category: 'International' });
      const [application] = await createApplications(rig.app.server, owner.user, [
        {
          category: 'International',
          status: 'submitted',
          submittedAt: now,
          reference,
          firstGivenName: 'Mei',
          familyName: 'Chen',
          mail,
          personalDetails: null,
        },
      ]);
      if (!application) throw new Error('no application');
      made.push(application);
    }
    const [first, second] = made;
    if (!first || !second) throw new Error('no applications');

    const staff = await createUser(rig.app.server, { role: 'staff' });
    const page = await signIn(rig.browser, rig.app, 'staff', staff);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    await page.getByLabel('Duplicates').selectOption({ label: 'Possible duplicates only' });
    for (const application of made) {
      await expect
        .poll(() => page.getByTestId(`queue-${application.id}`).getByText('Possible duplicate').count())
        .toBe(1);
    }
    await expect.poll(() => page.getByTestId(/^queue-/).count()).toBe(2);
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/queue-duplicates-1366.png`);

    await page.getByTestId(`queue-${first.id}`).getByRole('link', { name: /^Open/ }).click();
    await page.waitForURL((url) => url.pathname === `/staff/application/International/${first.id}`);
    const panel = page.getByRole('region', { name: 'Possible duplicate' });
    await panel.waitFor();
    await expect(panel.textContent()).resolves.toContain('Same email');
    await expectNoAxeViolations(page, 'staff container with a possible duplicate');
    if (SHOTS) {
      await saveScreenshot(page, `${SHOTS}/container-duplicate-1366.png`);
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, `${SHOTS}/container-duplicate-390.png`);
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    // The link leads to the other application, which names the first in its own panel.
    await panel.getByRole('link', { name: 'Mei Chen — APP-2026-888002' }).click();
    await page.waitForURL((url) => url.pathname === `/staff/application/International/${second.id}`);
    await panel.getByRole('link', { name: 'Mei Chen — APP-2026-888001' }).waitFor();

    await panel.getByRole('button', { name: 'Not a duplicate: Mei Chen, APP-2026-888001' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByText('Not a duplicate: APP-2026-888001').waitFor();

    // Back in the queue, neither is flagged any more.
    await page.getByRole('button', { name: 'Back to the queue' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    await page.getByLabel('Keywords').fill('APP-2026-88800');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId(`queue-${first.id}`).waitFor();
    await expect.poll(() => page.getByTestId(/^queue-/).count()).toBe(2);
    await expect(page.getByText('Possible duplicate', { exact: true }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows the dashboard beside the queue: the chart and its table, axe clean on a wide and a narrow screen', {
    timeout: 240_000,
  }, async () => {
    const applicant = await createUser(rig.app.server, { category: 'Domestic' });
    const now = rig.app.server.app.now().getTime();
    await createApplications(
      rig.app.server,
      applicant.user,
      Array.from({ length: 12 }, (_, index) => ({
        status: 'submitted',
        submittedAt: new Date(now - (index % 6) * 86_400_000),
      })),
    );
    const staff = await createUser(rig.app.server, { role: 'staff' });
    const page = await signIn(rig.browser, rig.app, 'staff', staff);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('table', { name: 'Applications by status' }).waitFor();
    await page.getByTestId('submissions-chart').locator('canvas').first().waitFor();
    await page.getByText('Submissions per day as a table').click();
    const perDay = page.getByRole('table', { name: 'Submissions per day, last 30 days' });
    await perDay.waitFor();
    await expect(perDay.getByRole('row').count()).resolves.toBe(31);
    await expectNoAxeViolations(page, 'staff dashboard');
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/dashboard-1366.png`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'staff dashboard, narrow');
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/dashboard-390.png`);
    await page.context().close();
  });
});
