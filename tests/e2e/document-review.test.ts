import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samplePdf, samplePng } from '../../src/server/seed/demo/sample-files.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/browser.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { signIn } from '../support/e2e-session.ts';
import { upload } from '../support/uploads.ts';

const SHOTS = process.env.DOCUMENT_REVIEW_SHOTS;
const REASON = 'The photo page is cut off.';

/** The screen as staff see it (a dialog stays in the viewport), at 1366×900 and 390×844. */
async function shootBothSizes(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Staff's document checks in Chromium (issue 25 item 6): under the container's documents step a PDF
 * is shown in the page and a PNG as an image, without a download; a mark is recorded in the history
 * beside the step, and the evidence request starts from the documents marked 'Needs replacing'.
 */
describe('document checks in Chromium', () => {
  const rig = e2eRig();

  it('previews a PDF and a PNG, marks them, and the evidence request starts from the marks', {
    timeout: 180_000,
  }, async () => {
    const applicant = await createUser(rig.app.server, { category: 'International' });
    const [made] = await createApplications(rig.app.server, applicant.user, [
      {
        category: 'International',
        status: 'evidenceNeeded',
        reference: 'APP-2026-888001',
        submittedAt: rig.app.server.app.now(),
        firstGivenName: 'Mei',
        familyName: 'Chen',
      },
    ]);
    const id = made?.id ?? 0;
    await upload(rig.app.server, applicant.token, id, {
      type: 'PASSPORT',
      name: 'passport.pdf',
      bytes: samplePdf('Passport of Mei Chen'),
    });
    await upload(rig.app.server, applicant.token, id, {
      type: 'TRANSCRIPT',
      name: 'transcript.png',
      bytes: samplePng(320),
    });

    const staff = await createUser(rig.app.server, { role: 'staff' });
    const desk = await signIn(rig.browser, rig.app, 'staff', staff);
    await desk.setViewportSize({ width: 1366, height: 900 });
    const downloads: string[] = [];
    desk.on('download', (download) => downloads.push(download.suggestedFilename()));
    await desk.goto(`/staff/application/International/${id}?step=documents`);
    const checks = desk.getByRole('region', { name: 'Document checks' });
    await checks.getByText('Passport: passport.pdf').waitFor();

    // The PDF, in the page: Chromium's viewer has it (a frame whose document is the PDF, not a download).
    await checks.getByRole('button', { name: 'Check passport.pdf' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Check passport.pdf' });
    const frame = dialog.locator('iframe[title="Passport: passport.pdf"]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBeNull();
    const pdfFrame = await (await frame.elementHandle())?.contentFrame();
    await expect.poll(async () => pdfFrame?.evaluate(() => document.contentType)).toBe('application/pdf');
    await expectNoAxeViolations(desk, 'the PDF preview');
    await shootBothSizes(desk, 'pdf');
    // 'Needs replacing' says what.
    await dialog.getByRole('button', { name: 'Mark as Needs replacing' }).click();
    await dialog.getByText('Please say what needs replacing.').waitFor();
    await dialog.getByLabel(/^Reason/).fill(REASON);
    await dialog.getByRole('button', { name: 'Mark as Needs replacing' }).click();
    await checks.getByText('passport.pdf is marked Needs replacing.').waitFor();
    await checks.getByText(`Needs replacing: ${REASON}`).waitFor();

    // The PNG, as an image the browser decoded.
    await checks.getByRole('button', { name: 'Check transcript.png' }).click();
    const imageDialog = desk.getByRole('dialog', { name: 'Check transcript.png' });
    const image = imageDialog.getByRole('img', { name: 'Academic Transcript: transcript.png' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    await expectNoAxeViolations(desk, 'the image preview');
    await shootBothSizes(desk, 'png');
    await imageDialog.getByRole('button', { name: 'Mark as Accepted' }).click();
    await checks.getByText('transcript.png is marked Accepted.').waitFor();
    expect(downloads).toEqual([]);

    // The history beside the step has the marks, in words.
    const history = desk.getByRole('complementary', { name: 'History and notes' });
    await history.getByText('Marked passport.pdf (Passport) Needs replacing').waitFor();
    await history.getByText('Marked transcript.png (Academic Transcript) Accepted').waitFor();
    await expectNoAxeViolations(desk, 'the container with its document checks');
    if (SHOTS) await saveScreenshot(desk, `${SHOTS}/checks-1366.png`);

    // Back under review, then an evidence request: its reason starts from the marks.
    const decisions = desk.getByRole('group', { name: 'Decisions' });
    await decisions.getByRole('button', { name: 'Mark as Under Review' }).click();
    await desk
      .getByRole('dialog', { name: 'Mark as Under Review' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await desk.getByText('The application is now Under Review.').waitFor();
    await decisions.getByRole('button', { name: 'Mark as Evidence Needed' }).click();
    const ask = desk.getByRole('dialog', { name: 'Mark as Evidence Needed' });
    await expect
      .poll(() => ask.getByLabel(/^Reason/).inputValue())
      .toBe(`Please upload a new copy of:\n- Passport (passport.pdf): ${REASON}`);
  });
});
