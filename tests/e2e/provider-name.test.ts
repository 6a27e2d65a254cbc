import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { signIn } from '../support/e2e-session.ts';

/** Not the default 'TOP Education': every mention must follow the setting (issue 23 item 10, ADR 018). */
const PROVIDER = 'Northbridge College';

describe('one provider name, PROVIDER_NAME, in Chromium', () => {
  const rig = e2eRig({ config: { providerName: PROVIDER } });

  it('names the provider in the footer and the terms', async () => {
    const page = await rig.browser.newPage(rig.app.url);
    await page.goto('/terms');
    const footer = page.locator('footer');
    await footer.getByText(`${PROVIDER}. All rights reserved.`).waitFor();
    await page.getByText(`of ${PROVIDER} (we, us)`).waitFor();
    await expect(page.getByText('the Institute').count()).resolves.toBe(0);
    await expect(footer.getByText('Example University').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('names the provider in the personal step’s group title, its question and the error summary', async () => {
    const applicant = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const page = await signIn(rig.browser, rig.app, 'applicant', applicant);
    await page.goto('/personal/-1');
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
    await page.getByRole('heading', { level: 2, name: `${PROVIDER} Information` }).waitFor();
    await page.getByRole('group', { name: `Have you studied at ${PROVIDER} before?` }).waitFor();
    await expect(page.getByText('TOP Education').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('alert').getByText(`Have you studied at ${PROVIDER} before?`).first().waitFor();
    await expectNoAxeViolations(page, 'personal details with a configured provider name');
    await page.context().close();
  });

  it('signs every mail with the provider’s name', async () => {
    const email = `provider-${Date.now()}@example.com`;
    const asked = await rig.app.server.call(ApiPath.registerEmail, { acceptAffirm: true, email });
    expect(asked.body.code).toBe(204);
    const mail = await rig.app.smtp.waitForMail(email, (m) => /verification code/i.test(m.subject));
    expect(mail.text).toContain(`${PROVIDER} Admissions`);
    expect(mail.html).toContain(`${PROVIDER} Admissions`);
  });
});
