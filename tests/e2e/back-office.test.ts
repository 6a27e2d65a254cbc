import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type OpenedBrowser, openBrowser, saveScreenshot } from '../support/browser.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { type E2eApp, startE2eApp } from '../support/e2e-app.ts';
import { signIn } from '../support/e2e-session.ts';

const SHOTS = process.env.BACK_OFFICE_SHOTS;

/**
 * The back office in Chromium (issue 11, in part): staff who sign in on staff.localhost land on the
 * queue — never on the applicant home — find a submitted application by its reference and open it
 * in the container; axe finds nothing on the queue.
 */
describe('the back office in Chromium', () => {
  let app: E2eApp;
  let browser: OpenedBrowser;
  beforeAll(async () => {
    app = await startE2eApp();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lands staff on the queue, filters it by reference and opens the application', async () => {
    const applicant = await createUser(app.server, { category: 'International' });
    const now = app.server.app.now();
    const [waiting] = await createApplications(app.server, applicant.user, [
      {
        category: 'International',
        status: 'submitted',
        submittedAt: now,
        reference: 'APP-2026-777001',
        firstGivenName: 'Priya',
        familyName: 'Sharma',
        personalDetails: null,
      },
      { category: 'Domestic', status: 'editing', familyName: 'StillEditing' },
    ]);
    const staff = await createUser(app.server, { role: 'staff' });
    const page = await signIn(browser, app, 'staff', staff);
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    await page.getByRole('heading', { level: 1, name: 'Applications Queue' }).waitFor();
    const row = page.getByTestId(`queue-${waiting?.id}`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('APP-2026-777001');
    await expect(page.getByText('StillEditing').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'staff queue');
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/queue.png`);

    await page.getByLabel('Keywords').fill('APP-2026-777001');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId(/^queue-/).count()).toBe(1);
    await row.getByRole('link', { name: /^Open/ }).click();
    await page.waitForURL((url) => url.pathname === `/staff/application/International/${waiting?.id}`);
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();

    // The applicant home is not staff's: it sends them back to the queue.
    await page.goto('/potential/home');
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    await page.context().close();
  });
});
