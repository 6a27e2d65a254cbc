import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { DuplicatesAnswer } from '../../src/domain/backoffice/duplicates.ts';
import { applicationEvents } from '../../src/server/db/schema.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/browser.ts';
import { answeredApplication } from '../support/complete-application.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { signIn } from '../support/e2e-session.ts';

const SHOTS = process.env.BACK_OFFICE_SHOTS;

/** The queue rows on screen, by their test ids, once the page has settled on `count` rows. */
async function rowsShown(page: Page, count: number): Promise<string[]> {
  // As long as a person would wait for the page (expect.poll's own default is 1 s: too short on a
  // busy machine, where CI once failed here right after Back).
  await expect.poll(() => page.getByTestId(/^queue-\d+$/).count(), { timeout: 30_000 }).toBe(count);
  return page
    .getByTestId(/^queue-\d+$/)
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''));
}

/**
 * The staff workspace in Chromium (issue 25 items 2 and 3): the step first whatever the history's
 * length, history as a tab on a phone, and addresses that keep their place (the queue's filters and
 * page; the container's step across a reload).
 */
describe('the staff workspace in Chromium', () => {
  const rig = e2eRig();

  it('Back from an application returns to the same filtered page of the queue; its address can be shared', {
    timeout: 120_000,
  }, async () => {
    const owner = await createUser(rig.app.server, { category: 'Domestic' });
    const now = rig.app.server.app.now();
    // 25 waiting for evidence (two pages of 20) among others the filter leaves out.
    await createApplications(rig.app.server, owner.user, [
      ...Array.from({ length: 25 }, (_, i) => ({
        status: 'evidenceNeeded' as const,
        submittedAt: new Date(now.getTime() - i * 60_000),
        reference: `APP-2026-9${String(i).padStart(5, '0')}`,
      })),
      ...Array.from({ length: 5 }, () => ({ status: 'submitted' as const, submittedAt: now })),
    ]);
    const staff = await createUser(rig.app.server, { role: 'staff' });
    const page = await signIn(rig.browser, rig.app, 'staff', staff);
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    await page
      .getByTestId(/^queue-\d+$/)
      .first()
      .waitFor();
    await page.getByLabel('Status').selectOption('evidenceNeeded');
    await page.getByText('25 applications').waitFor();
    await expect.poll(() => new URL(page.url()).search, { timeout: 30_000 }).toBe('?status=evidenceNeeded');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => new URL(page.url()).search, { timeout: 30_000 })
      .toBe('?status=evidenceNeeded&page=2');
    const secondPage = await rowsShown(page, 5);
    if (SHOTS) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${SHOTS}/queue-1366.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, `${SHOTS}/queue-390.png`);
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    await page
      .getByTestId(secondPage[0] ?? '')
      .getByRole('link', { name: /^Open/ })
      .click();
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    expect(new URL(page.url()).search).toBe('?status=evidenceNeeded&page=2');
    expect(await rowsShown(page, 5)).toEqual(secondPage);
    // The status list (with its counts) comes with the page: read it once the rows are there.
    await expect
      .poll(() => page.getByLabel('Status').inputValue(), { timeout: 30_000 })
      .toBe('evidenceNeeded');

    // The container's own way back (Finish) returns to the same place too.
    await page
      .getByTestId(secondPage[1] ?? '')
      .getByRole('link', { name: /^Open/ })
      .click();
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
    await page.getByRole('button', { name: 'Back to the queue' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    expect(new URL(page.url()).search).toBe('?status=evidenceNeeded&page=2');
    expect(await rowsShown(page, 5)).toEqual(secondPage);

    // A colleague given the address sees the same page.
    const colleague = await signIn(
      rig.browser,
      rig.app,
      'staff',
      await createUser(rig.app.server, { role: 'staff' }),
    );
    await colleague.goto('/staff/queue?status=evidenceNeeded&page=2');
    expect(await rowsShown(colleague, 5)).toEqual(secondPage);
    await expect
      .poll(() => colleague.getByLabel('Status').inputValue(), { timeout: 30_000 })
      .toBe('evidenceNeeded');
    await page.context().close();
    await colleague.context().close();
  });

  it('a reload of the container keeps its step', { timeout: 120_000 }, async () => {
    const owner = await createUser(rig.app.server, { category: 'Domestic' });
    const { id } = await answeredApplication(rig.app.server, owner.token, 'Domestic');
    const staff = await createUser(rig.app.server, { role: 'staff' });
    const page = await signIn(rig.browser, rig.app, 'staff', staff);
    await page.goto(`/staff/application/Domestic/${id}?step=qualifications`);
    await page.getByRole('form', { name: 'Qualifications' }).waitFor();
    await page.reload();
    await page.getByRole('form', { name: 'Qualifications' }).waitFor();
    expect(new URL(page.url()).search).toBe('?step=qualifications');
    await page.context().close();
  });

  it('with 30 history entries the step’s first field is in the first screen at 1366×900; on a phone the history is a tab', {
    timeout: 120_000,
  }, async () => {
    const owner = await createUser(rig.app.server, { category: 'Domestic' });
    const { id } = await answeredApplication(rig.app.server, owner.token, 'Domestic');
    const staff = await createUser(rig.app.server, { role: 'staff' });
    // The other tests' applicants have the same answers: staff have already told them apart, so no
    // 'Possible duplicate' panel sits above the step here (it would, by design, on a flagged one).
    const found = await rig.app.server.call<DuplicatesAnswer>(`${ApiPath.staffDuplicates}${id}`, undefined, {
      token: staff.token,
      method: 'GET',
    });
    for (const other of found.body.result.list) {
      await rig.app.server.call(
        `${ApiPath.staffNotDuplicate}${id}`,
        { otherId: other.id },
        { token: staff.token },
      );
    }
    const at = rig.app.server.app.now();
    // Notes make up the rest of 30 entries (the three saves are entries too).
    await rig.app.server.app.db.insert(applicationEvents).values(
      Array.from({ length: 27 }, (_, i) => ({
        applicationId: id,
        at: new Date(at.getTime() + i * 60_000),
        actorId: staff.user.id,
        actorRole: 'staff' as const,
        kind: 'note',
        changes: [],
        detail: { note: `Called the applicant (${i + 1}): the transcript is on its way.` },
      })),
    );

    const page = await signIn(rig.browser, rig.app, 'staff', staff);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/staff/application/Domestic/${id}`);
    const form = page.getByRole('form', { name: 'Personal Details' });
    await form.waitFor();
    const history = page.getByRole('complementary', { name: 'History and notes' });
    await history.getByRole('navigation', { name: 'History pages' }).waitFor();
    // The step's first field, whatever its kind (Title is a list).
    const first = form.locator('input:not([type="hidden"]), select, textarea').first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect(box, 'the first field has a box').not.toBeNull();
    expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    await expectNoAxeViolations(page, 'staff container with 30 history entries');
    // The bar's ways out: both ways to the queue and Sign Out on a wide screen.
    const account = page.getByRole('navigation', { name: 'Account' });
    const queueLink = account.getByRole('link', { name: 'Applications Queue' });
    const backToQueue = page.getByRole('button', { name: 'Back to the queue' });
    const signOut = account.getByRole('button', { name: 'Sign Out' });
    await expect(queueLink.isVisible()).resolves.toBe(true);
    if (SHOTS) {
      await saveScreenshot(page, `${SHOTS}/container-1366.png`);
      await page.screenshot({ path: `${SHOTS}/container-1366-first-screen.png` });
    }

    // A phone: the step first, the history one tab away.
    await page.setViewportSize({ width: 390, height: 844 });
    const stepTab = page.getByRole('tab', { name: 'Application' });
    await stepTab.waitFor();
    await expect(stepTab.getAttribute('aria-selected')).resolves.toBe('true');
    const onPhone = await first.boundingBox();
    expect((onPhone?.y ?? 844) + (onPhone?.height ?? 0)).toBeLessThanOrEqual(844);
    // On a phone one way back to the queue, beside Sign Out on one row (the three wrapped into a
    // ragged block before).
    await expect.poll(() => queueLink.isVisible(), { timeout: 30_000 }).toBe(false);
    const [back, out] = await Promise.all([backToQueue.boundingBox(), signOut.boundingBox()]);
    expect(back && out && Math.abs(back.y + back.height / 2 - (out.y + out.height / 2))).toBeLessThan(2);
    await expectNoAxeViolations(page, 'staff container on a phone');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/container-390-first-screen.png` });
    await page.getByRole('tab', { name: 'History and notes' }).click();
    await history.getByText('Called the applicant (27): the transcript is on its way.').waitFor();
    await expectNoAxeViolations(page, 'the history tab on a phone');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/container-390-history.png` });
    await page.context().close();
  });
});
