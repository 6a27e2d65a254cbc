import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { DECLARATION_CHECKBOX } from '../../src/domain/submission/constants.ts';
import { SubmitMsg } from '../../src/domain/submission/messages.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/browser.ts';
import { answeredApplication } from '../support/complete-application.ts';
import { createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { saveAndWaitFor, signIn } from '../support/e2e-session.ts';
import { loadDocuments, upload } from '../support/uploads.ts';

const SHOTS = process.env.JOURNEY_SHOTS;
const REQUIRED = ['PROOF_OF_IDENTITY', 'CITIZENSHIP', 'TRANSCRIPT'];

/** The element is inside the visible part of the page. */
async function inViewport(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + Math.min(box.height, 80) <= viewport.height);
}
/** Focus is on the element or inside it. */
const focusIn = (selector: ReturnType<Page['getByRole']>) =>
  selector.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/**
 * Check your answers in Chromium (issue 23), on a phone-sized page: Confirm with documents missing
 * lists them in view with focus in the list; a refused submit (a document removed after the summary
 * loaded) is shown the same way; a section's Change link opens its step and its save comes back.
 */
describe('check your answers in Chromium', () => {
  const rig = e2eRig();
  let owner: FixtureUser;

  beforeAll(async () => {
    owner = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
  });

  async function summaryPage(id: number) {
    const page = await signIn(rig.browser, rig.app, 'applicant', owner);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/summary/${id}`);
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
    return page;
  }
  const missingList = (page: Page) => page.getByRole('alert');

  it('Confirm while documents are missing shows them in view, focus in the list, each a link', async () => {
    const { id } = await answeredApplication(rig.app.server, owner.token, 'Domestic');
    await upload(rig.app.server, owner.token, id, {
      type: 'TRANSCRIPT',
      name: 'transcript.pdf',
      bytes: samplePdf('t'),
    });
    const page = await summaryPage(id);
    const progress = page.getByRole('region', { name: 'Application progress' });
    await expect(progress.textContent()).resolves.toContain('DocumentsNot complete');
    await expect(progress.textContent()).resolves.toContain('PersonalComplete');
    await expectNoAxeViolations(page, 'summary with answers and progress');
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/summary-phone.png`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    const alert = missingList(page).filter({ hasText: SubmitMsg.incomplete });
    await alert.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => focusIn(alert)).toBe(true);
    expect(await inViewport(page, alert)).toBe(true);
    const links = await alert
      .getByRole('link')
      .evaluateAll((items) => items.map((a) => a.getAttribute('href')));
    expect(links).toEqual([`/documents/${id}`, `/documents/${id}`]);
    await expectNoAxeViolations(page, 'summary, Confirm with parts missing');
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/summary-incomplete-phone.png`);
  });

  it('a refused submit shows the missing part in view with focus in it, not on Confirm', async () => {
    const { id } = await answeredApplication(rig.app.server, owner.token, 'Domestic');
    for (const type of REQUIRED)
      await upload(rig.app.server, owner.token, id, {
        type,
        name: `${type.toLowerCase()}.pdf`,
        bytes: samplePdf(type),
      });
    const page = await summaryPage(id);
    // After the summary loaded complete, a document goes (another tab): the submit is refused.
    const files = (await loadDocuments(rig.app.server, owner.token, id)).body.result.applicationFiles;
    const transcript = files.find((file) => file.fileType === 'TRANSCRIPT');
    await rig.app.server.call(`${ApiPath.deleteFile}${id}/${transcript?.id}`, undefined, {
      token: owner.token,
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Declaration' });
    await dialog.waitFor();
    await dialog.getByText(DECLARATION_CHECKBOX).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: SubmitMsg.documents('Academic Transcript') });
    await alert.waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusIn(alert)).toBe(true);
    expect(await inViewport(page, alert)).toBe(true);
    await expectNoAxeViolations(page, 'summary, refused submit');
  });

  it('Change <section> opens its step, and its save comes back to the summary', async () => {
    const { id } = await answeredApplication(rig.app.server, owner.token, 'Domestic');
    const page = await summaryPage(id);
    await page.setViewportSize({ width: 1366, height: 900 });
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/summary-desktop.png`);
    await page.getByRole('link', { name: 'Change Emergency Contact' }).click();
    await page.waitForURL((url) => url.pathname === `/personal/${id}`);
    await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
    await saveAndWaitFor(page, (url) => url.pathname === `/summary/${id}`);
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.getByRole('link', { name: 'Change Application' }).click();
    await page.waitForURL((url) => url.pathname === `/application/${id}`);
    await saveAndWaitFor(page, (url) => url.pathname === `/summary/${id}`);
  });
});
