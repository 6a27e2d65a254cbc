import { describe, expect, it } from 'vitest';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { errorSummary, signIn } from '../support/e2e-session.ts';
import { answer, descriptionOf, inGroup } from '../support/fields.ts';

// Issue 23 items 1 and 8 in Chromium: a long pasted address is kept and counted (GOV.UK character
// count), and an International applicant who lives abroad is asked no Australian address.

describe('the personal step as people meet it, in Chromium', () => {
  const rig = e2eRig();

  it('keeps 150 pasted characters in a 100-character street line and says how many are too many', async () => {
    const applicant = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const page = await signIn(rig.browser, rig.app, 'applicant', applicant);
    await page.goto('/personal/-1');
    const street = inGroup(page, 'Local Address', 'Street Address Line 1');
    await street.waitFor();
    const count = page.locator('#localAddressStreetLine1-count');
    await expect(count.textContent()).resolves.toBe('You have 100 characters remaining');
    await expect(descriptionOf(street)).resolves.toContain('You can enter up to 100 characters');
    const pasted = 'Apartment 12, Long Street Name '.repeat(5).slice(0, 150);
    expect(pasted).toHaveLength(150);
    await street.focus();
    await page.evaluate((text) => document.execCommand('insertText', false, text), pasted);
    await expect(street.inputValue()).resolves.toBe(pasted);
    await count.filter({ hasText: 'You have 50 characters too many' }).waitFor();
    await expect(street.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'a street line over its limit');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await errorSummary(page).getByText(PersonalMsg.max100).first().waitFor();
    await expect(street.inputValue()).resolves.toBe(pasted);
    await page.context().close();
  });

  it('asks an International applicant who lives abroad no arrival year and no local address', async () => {
    const applicant = await createUser(rig.app.server, { role: 'applicant', category: 'International' });
    const page = await signIn(rig.browser, rig.app, 'applicant', applicant);
    await page.goto('/InternationalPersonal/-1');
    await inGroup(page, 'Local Address', 'Suburb').waitFor();
    await answer(page, 'Do you currently live in Australia?', 'No');
    await page.getByRole('group', { name: 'Local Address' }).waitFor({ state: 'detached' });
    await expect(page.getByLabel(/Year of Arrival in Australia/).count()).resolves.toBe(0);
    await page.getByRole('group', { name: 'International Address' }).waitFor();
    await expectNoAxeViolations(page, 'personal details of an applicant abroad');
    await page.context().close();
  });
});
