import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import { DECLARATION_CHECKBOX, FINISH_MESSAGE } from '../../src/domain/submission/constants.ts';
import type { Category } from '../../src/domain/user.ts';
import { samplePdf, samplePng } from '../../src/server/seed/demo/sample-files.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/browser.ts';
import { createUser } from '../support/db-fixtures.ts';
import { fillCourse, fillPersonal } from '../support/e2e-forms.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { saveAndWaitFor, signIn } from '../support/e2e-session.ts';
import { textOf } from '../support/pdf-text.ts';

/** With JOURNEY_SHOTS=<folder> the test also saves what the user saw (for a human to look at). */
const SHOTS = process.env.JOURNEY_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await saveScreenshot(page, `${SHOTS}/${name}.png`);
}

/** The routes of each category (spec §2 routes table). */
const ROUTES: Record<
  Category,
  Record<'personal' | 'application' | 'qualifications' | 'documents' | 'summary' | 'finish', string>
> = {
  Domestic: {
    personal: '/personal/',
    application: '/application/',
    qualifications: '/qualifications/',
    documents: '/documents/',
    summary: '/summary/',
    finish: '/finish/',
  },
  International: {
    personal: '/InternationalPersonal/',
    application: '/internationalApplication/',
    qualifications: '/internationalQualifications/',
    documents: '/internationalDocuments/',
    summary: '/InternationalSummary/',
    finish: '/internationalFinish/',
  },
};
/** The kinds each category requires, by caption (src/server/seed/reference/document-types.ts). */
const REQUIRED: Record<Category, string[]> = {
  Domestic: [
    'Proof of Identity (passport, birth certificate or driver licence)',
    'Proof of Citizenship or Residency',
    'Academic Transcript',
  ],
  International: ['Passport', 'Academic Transcript', 'English Test Result'],
};

/**
 * The whole application as an applicant makes it, in Chromium against the built app and a real
 * server on PGlite: New Application, personal details, course, qualifications, documents (a PDF and a
 * PNG uploaded, one removed and added again), the summary, the declaration (Submit does nothing until
 * the box is ticked), the finish screen with the reference, and home after 5 seconds with the row
 * Submitted; the confirmation mail at the SMTP sink and the PDF copy carry the reference; axe on the
 * documents, summary, declaration and finish screens.
 */
describe('the whole application journey in Chromium', () => {
  const rig = e2eRig();
  let lists: StepsRenderAnswer;

  beforeAll(async () => {
    const reader = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const answered = await rig.app.server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}-1`, undefined, {
      token: reader.token,
    });
    lists = answered.body.result;
  });

  const idIn = (page: Page) => Number(new URL(page.url()).pathname.split('/').at(-1));
  const onRoute = (prefix: string) => (url: URL) => new RegExp(`^${prefix}[1-9]\\d*$`).test(url.pathname);
  const fileInput = (page: Page, caption: string) =>
    page
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', {
          level: 2,
          name: new RegExp(`^${caption.replace(/[()]/g, '\\$&')}`),
        }),
      })
      .locator('input[type="file"]');

  async function uploadTo(
    page: Page,
    caption: string,
    file: { name: string; mimeType: string; buffer: Buffer },
  ) {
    await fileInput(page, caption).setInputFiles(file);
    await page
      .getByRole('status')
      .filter({ hasText: `success: ${file.name}` })
      .waitFor();
    // The list reloads 1 s later with the file in it.
    await page.getByRole('button', { name: `Remove ${file.name}` }).waitFor();
  }

  it.each(['Domestic', 'International'] as const)(
    'a %s applicant applies from New Application to a submitted application',
    { timeout: 180_000 },
    async (category) => {
      const account = await createUser(rig.app.server, { role: 'applicant', category });
      const routes = ROUTES[category];
      const page = await signIn(rig.browser, rig.app, 'applicant', account);
      await page.goto('/potential/home');
      await page.getByRole('button', { name: 'New Application' }).click();
      await page.waitForURL((url) => url.pathname === `${routes.personal}-1`);
      await page.getByRole('form', { name: 'Personal Details' }).waitFor();
      await fillPersonal(page, lists, category);
      await saveAndWaitFor(page, onRoute(routes.application));
      const id = idIn(page);

      await page.getByRole('form', { name: 'Course Application' }).waitFor();
      const course = await fillCourse(page, lists, category);
      await shot(page, `${category}-course-filled`);
      await saveAndWaitFor(page, onRoute(routes.qualifications));
      await page.getByRole('form', { name: 'Qualifications' }).waitFor();
      await saveAndWaitFor(page, onRoute(routes.documents));

      // Documents: required kinds first, each with its mark; a PDF and a PNG, one removed and added again.
      await page.getByRole('heading', { level: 1, name: 'Upload Documents' }).waitFor();
      const [first, second, third] = REQUIRED[category] as [string, string, string];
      await page.getByRole('heading', { level: 2, name: `${first} (required)` }).waitFor();
      await expectNoAxeViolations(page, `${category} documents, empty`);
      await uploadTo(page, first, {
        name: 'identity.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Identity'),
      });
      await uploadTo(page, second, { name: 'residency.png', mimeType: 'image/png', buffer: samplePng() });
      await page.getByRole('button', { name: 'Remove residency.png' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Remove residency.png' }).count()).toBe(0);
      await uploadTo(page, second, { name: 'residency.png', mimeType: 'image/png', buffer: samplePng() });
      await uploadTo(page, third, {
        name: 'transcript.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Transcript'),
      });
      await shot(page, `${category}-documents`);
      await expectNoAxeViolations(page, `${category} documents, three files`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(onRoute(routes.summary));

      // Summary: read-only, by name; Confirm opens the declaration.
      await page.getByRole('button', { name: 'Confirm' }).waitFor();
      await expect(page.getByText(course.name).first().isVisible()).resolves.toBe(true);
      await shot(page, `${category}-summary`);
      await expectNoAxeViolations(page, `${category} summary`);
      await page.getByRole('button', { name: 'Confirm' }).click();
      const dialog = page.getByRole('dialog', { name: 'Declaration' });
      await dialog.waitFor();
      await expect(dialog.getByRole('region', { name: 'Declaration text' }).textContent()).resolves.toContain(
        'By submitting this application I declare',
      );
      await expectNoAxeViolations(page, `${category} declaration`);
      // Submit does nothing until the box is ticked.
      await dialog.getByRole('button', { name: 'Submit' }).click({ force: true });
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(`${routes.summary}${id}`);
      await dialog.getByText(DECLARATION_CHECKBOX).click();
      await shot(page, `${category}-declaration-ticked`);
      await dialog.getByRole('button', { name: 'Submit' }).click();

      await page.waitForURL(onRoute(routes.finish));
      await page.getByText(FINISH_MESSAGE).waitFor();
      // The countdown pauses (WCAG 2.2.1) at once, as a person who needs time would: the screenshot,
      // axe and the mail below take longer than its 5 seconds on a busy machine.
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.getByText('Paused:').waitFor();
      const reference = `APP-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}`;
      await page.getByText(reference).waitFor();
      await shot(page, `${category}-finish`);
      await expectNoAxeViolations(page, `${category} finish`);

      const mail = await rig.app.smtp.waitForMail(account.email, (m) => m.subject.includes(reference));
      expect(mail.text).toContain(course.name);
      // While paused, the PDF copy downloads through the page's own button.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download a PDF copy' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
      const path = await download.path();
      const text = textOf(await readFile(path)).join('\n');
      expect(text).toContain(reference);
      expect(text).toContain('transcript.pdf');
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe(`${routes.finish}${id}`);
      await page.getByRole('button', { name: 'Resume' }).click();

      // After 5 seconds, home (replacing the finish screen), where the row is Submitted.
      await page.waitForURL((url) => url.pathname === '/potential/home');
      const row = page.getByRole('row').filter({ hasText: course.name });
      await expect.poll(() => row.first().textContent()).toContain('Submitted');
      await page.goBack();
      expect(new URL(page.url()).pathname).not.toBe(`${routes.finish}${id}`);
      await page.context().close();
    },
  );
});
