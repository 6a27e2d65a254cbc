import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { answeredApplication } from '../support/complete-application.ts';
import { createUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { saveAndWaitFor, signIn } from '../support/e2e-session.ts';
import { field } from '../support/fields.ts';

/**
 * Issue 27: on a phone's network a step's answers were asked for only once the step's code had
 * arrived and run, a round trip after it. In Chromium against the built app, with the personal step's
 * code held back: its saved answers are asked for while the code is still on its way, the form then
 * shows them, and each step is read once, however the person arrives at it.
 */
describe("a step's reads beside its code, in Chromium", () => {
  const rig = e2eRig();

  it('asks for the saved answers before the step’s code has arrived, and once per step', async () => {
    const account = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const { id } = await answeredApplication(rig.app.server, account.token, 'Domestic');
    const page = await signIn(rig.browser, rig.app, 'applicant', account);
    const reads: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ApiPath.renderEdit)) reads.push(request);
    });
    await openWithCodeHeld(page, `/personal/${id}`, /\/assets\/personal-details-step-[^/]*\.js$/, (url) =>
      url.endsWith(`${ApiPath.renderEdit}${id}`),
    );

    const familyName = field(page, 'Family Name').first();
    await expect.poll(() => familyName.inputValue()).toBe(samplePersonalDetails('Domestic').familyName);
    expect(reads.map((request) => new URL(request.url()).pathname)).toEqual([
      `${API_PREFIX}${ApiPath.renderEdit}${id}`,
    ]);

    // The next step's read comes with its route, and is the only one it makes.
    await saveAndWaitFor(page, (url) => url.pathname === `/application/${id}`);
    await page.getByRole('form', { name: 'Course Application' }).waitFor();
    expect(reads).toHaveLength(2);
  });

  it('the back office asks for the step it embeds, the history and the duplicates before its code, once each', async () => {
    const applicant = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const { id } = await answeredApplication(rig.app.server, applicant.token, 'Domestic');
    const staff = await createUser(rig.app.server, { role: 'staff' });
    const page = await signIn(rig.browser, rig.app, 'staff', staff);
    const wanted = [
      `${API_PREFIX}${ApiPath.renderEdit}${id}`,
      `${API_PREFIX}${ApiPath.staffHistory}${id}`,
      `${API_PREFIX}${ApiPath.staffDuplicates}${id}`,
    ];
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (wanted.includes(path)) reads.push(path);
    });
    await openWithCodeHeld(
      page,
      `/staff/application/Domestic/${id}`,
      /\/assets\/staff-application-page-[^/]*\.js$/,
      (url) => url.endsWith(`${ApiPath.renderEdit}${id}`),
    );

    const familyName = field(page, 'Family Name').first();
    await expect.poll(() => familyName.inputValue()).toBe(samplePersonalDetails('Domestic').familyName);
    await page.getByRole('heading', { name: 'History and notes' }).waitFor();
    expect(reads.sort()).toEqual([...wanted].sort());
  });
});

/**
 * Opens `path` with the scripts matching `code` held back, waits for the request `read` names while
 * they are (a code that never came would fail here), then lets them through.
 */
async function openWithCodeHeld(page: Page, path: string, code: RegExp, read: (url: string) => boolean) {
  const held: Route[] = [];
  let holding = true;
  await page.route(code, (route) => (holding ? held.push(route) : route.continue()));
  const asked = page.waitForRequest((request) => read(request.url()), { timeout: 30_000 });
  await page.goto(path, { waitUntil: 'commit' });
  await asked;
  expect(held.length, 'the code was asked for and is still held').toBeGreaterThan(0);
  holding = false;
  for (const route of held) await route.continue();
}
