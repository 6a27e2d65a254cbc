import { describe, expect, it } from 'vitest';
import { answeredApplication } from '../support/complete-application.ts';
import { createUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { signIn } from '../support/e2e-session.ts';
import { field } from '../support/fields.ts';

const LOADING = 'Loading your personal details…';

/**
 * Issue 27: a step's form is drawn in a render React runs at transition priority, in slices, so a
 * phone's main thread is not blocked by one long task. In Chromium against the built app, on a
 * 4× slower CPU (the render then spans many slices): from the moment the step says it is loading,
 * every change to the page still shows either that status or the form, never an empty step; and the
 * form, once drawn, takes input.
 */
describe('a form step being drawn, in Chromium', () => {
  const rig = e2eRig();

  it('says it is loading until the form is there, then the form takes input', async () => {
    const account = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const page = await signIn(rig.browser, rig.app, 'applicant', account);
    await page.addInitScript((loading) => {
      const state = window as unknown as { __emptyStep: string[]; __sawLoading: boolean };
      state.__emptyStep = [];
      state.__sawLoading = false;
      new MutationObserver(() => {
        const main = document.querySelector('main');
        const text = main?.textContent ?? '';
        const shows = text.includes(loading) || document.querySelector('form[aria-labelledby]') !== null;
        if (text.includes(loading)) state.__sawLoading = true;
        else if (state.__sawLoading && !shows) state.__emptyStep.push(text.slice(0, 200));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, LOADING);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto('/personal/-1');
    const familyName = field(page, 'Family Name').first();
    await familyName.waitFor();
    const seen = await page.evaluate(() => {
      const state = window as unknown as { __emptyStep: string[]; __sawLoading: boolean };
      return { sawLoading: state.__sawLoading, emptyStep: state.__emptyStep };
    });
    expect(seen.sawLoading).toBe(true);
    expect(seen.emptyStep).toEqual([]);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await familyName.fill('Nguyen');
    expect(await familyName.inputValue()).toBe('Nguyen');
  });

  // An International application opened at /documents/{id} (where the older Other step leads, or an
  // old link) moves to /internationalDocuments/{id}, where the step starts again: a person sees the
  // loading status, then the documents once; not the documents, the status again, then the documents.
  it("an application opened under the other category's route is drawn once, at its own route", async () => {
    const account = await createUser(rig.app.server, { role: 'applicant', category: 'International' });
    const { id } = await answeredApplication(rig.app.server, account.token, 'International');
    const page = await signIn(rig.browser, rig.app, 'applicant', account);
    await page.addInitScript(() => {
      const state = window as unknown as { __seen: string[] };
      state.__seen = [];
      new MutationObserver(() => {
        const drawn = document.querySelector('main')?.textContent?.includes('Upload each document')
          ? `drawn at ${location.pathname}`
          : 'not drawn';
        if (state.__seen.at(-1) !== drawn) state.__seen.push(drawn);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/documents/${id}`);
    await page.waitForURL((url) => url.pathname === `/internationalDocuments/${id}`);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen.filter((state) => state !== 'not drawn')).toEqual([`drawn at /internationalDocuments/${id}`]);
  });
});
