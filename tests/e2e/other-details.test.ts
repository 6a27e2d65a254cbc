import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { errorSummary, signIn } from '../support/e2e-session.ts';
import { answer, inGroup } from '../support/fields.ts';

const ENGLISH = 'English Proficiency';
const AGENCY = 'Agency Details';

/**
 * The older other-details step (course spec §2 "Other Details screen (older)") as an applicant uses
 * it, in Chromium against the built app and a real server: reached by its route, refused while a
 * test's details are missing, saved, on to /documents/{id}, and every answer there on return; axe on
 * the step and its error state.
 */
describe('other-details step in Chromium', () => {
  const rig = e2eRig();

  it('refuses a test without its details, saves the answers, goes to /documents/{id} and keeps them', async () => {
    const account = await createUser(rig.app.server, { role: 'applicant', category: 'International' });
    const personal = await rig.app.server.call<{ id: number }>(
      ApiPath.savePersonalDetails,
      samplePersonalDetails('International'),
      { token: account.token },
    );
    const id = personal.body.result?.id;
    if (!id) throw new Error(`personal details not saved: ${JSON.stringify(personal.body)}`);

    const page = await signIn(rig.browser, rig.app, 'applicant', account);
    await page.goto(`/other/${id}`);
    const form = page.getByRole('form', { name: 'Other Details' });
    await form.waitFor();
    // §2: English proficiency, Agency Details, a Support link; not a step of the breadcrumb.
    await expect(page.getByRole('link', { name: 'Support', exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: /Other Details/ }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'other details, empty');

    await answer(page, 'Is English your first language?', 'No');
    await inGroup(page, ENGLISH, 'First Language').selectOption({ label: 'Hindi' });
    await answer(page, 'Have you completed an English test?', 'Yes');
    await answer(page, 'Are you applying through an education agent?', 'Yes');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    const summary = errorSummary(page);
    await summary.waitFor();
    for (const message of ['English Test is required.', 'Test Date is required.', 'Agency is required.'])
      await expect(summary.textContent()).resolves.toContain(message);
    expect(new URL(page.url()).pathname).toBe(`/other/${id}`);
    await expectNoAxeViolations(page, 'other details, refused');

    await inGroup(page, ENGLISH, 'English Test').selectOption({ label: 'IELTS Academic' });
    await inGroup(page, ENGLISH, 'Test Date').fill('2024-03-09');
    await inGroup(page, ENGLISH, 'Overall Score').fill('7');
    await inGroup(page, ENGLISH, 'Listening').fill('7.5');
    await inGroup(page, AGENCY, 'Agency').selectOption({ label: 'Harbour Education Agency (demo)' });
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.waitForURL((url) => url.pathname === `/documents/${id}`);

    await page.goto(`/other/${id}`);
    await form.waitFor();
    await expect(inGroup(page, ENGLISH, 'First Language').inputValue()).resolves.toBe('5203');
    await expect(inGroup(page, ENGLISH, 'Overall Score').inputValue()).resolves.toBe('7');
    await expect(inGroup(page, ENGLISH, 'Listening').inputValue()).resolves.toBe('7.5');
    await expect(inGroup(page, ENGLISH, 'Test Date').inputValue()).resolves.toBe('2024-03-09');
    await expect(inGroup(page, AGENCY, 'Agency').inputValue()).resolves.toBe('9001');
  });
});
