import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import type { RenderEditAnswer } from '../../src/domain/personal/render.ts';
import { SampleIds } from '../../src/domain/personal/sample.ts';
import { AUSTRALIA } from '../../src/domain/reference/codes.ts';
import type { ReferenceLists } from '../../src/domain/reference/types.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import { DEMO_STUDENT_NUMBERS, demoPreviousStudents } from '../../src/server/seed/demo/previous-students.ts';
import { upsertPreviousStudents } from '../../src/server/services/previous-students.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type OpenedBrowser, openBrowser } from '../support/browser.ts';
import { createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { type E2eApp, startE2eApp } from '../support/e2e-app.ts';
import { saveAndWaitFor, signIn } from '../support/e2e-session.ts';
import { answer, inGroup } from '../support/fields.ts';

/**
 * The personal details step as people use it, in Chromium against the built app, a real server on
 * PGlite and the seeded reference lists: a domestic and an international applicant save and move on
 * to the course application route; an agent sees the counselor name; staff pre-fill from a previous
 * student in the back office's container and stay there after the save; axe on the empty form and
 * on its error state.
 */
describe('personal details step in Chromium', () => {
  let app: E2eApp;
  let browser: OpenedBrowser;
  /** The seeded lists as render/edit serves them. */
  let lists: ReferenceLists;

  /** The name of a seeded item, read from render/edit (the select shows names). */
  function nameOf(list: keyof ReferenceLists, id: number): string {
    const item = lists[list].find((entry) => entry.id === id);
    if (!item) throw new Error(`${list} has no item ${id}`);
    return item.name;
  }

  async function signedInPage(mode: Mode, role: Role, category: Category | null): Promise<Page> {
    const account: FixtureUser = await createUser(app.server, { role, category });
    return signIn(browser, app, mode, account);
  }

  async function formReady(page: Page) {
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
  }

  /** Every required answer of an applicant's domestic form, chosen by the names of the real lists. */
  async function fillDomestic(page: Page) {
    await answer(page, 'Have you studied at TOP Education before?', 'No');
    const personal = 'Personal Information';
    await inGroup(page, personal, 'Title').selectOption({ label: nameOf('titles', SampleIds.titleMs) });
    await inGroup(page, personal, 'Family Name').fill('Nguyen');
    await inGroup(page, personal, 'First Given Name').fill('Linh');
    await answer(page, 'Have you officially changed your name?', 'No');
    await inGroup(page, personal, 'Gender').selectOption({
      label: nameOf('genders', SampleIds.genderFemale),
    });
    await inGroup(page, personal, 'Date of Birth').fill('1999-05-14');
    await inGroup(page, personal, 'Country of Birth').selectOption({ label: nameOf('countries', AUSTRALIA) });
    await answer(page, 'Is English your first language?', 'Yes');
    await inGroup(page, 'Cultural Background', 'Language at Home').selectOption({
      label: nameOf('languages', SampleIds.english),
    });
    await answer(page, 'Do you hold an Australian visa?', 'No');
    await fillContactAndAddresses(page);
  }

  async function fillContactAndAddresses(page: Page) {
    const contact = 'Contact Details';
    await inGroup(page, contact, 'Primary Email').fill('linh.nguyen@example.com');
    await inGroup(page, contact, 'Mobile Country Code').fill('61');
    await inGroup(page, contact, 'Mobile Number').fill('0412345678');
    const local = 'Local Address';
    await inGroup(page, local, 'State or Territory').selectOption({ label: nameOf('states', SampleIds.nsw) });
    await inGroup(page, local, 'Suburb').fill('Parramatta');
    await inGroup(page, local, 'Street Address Line 1').fill('10 Church Street');
    await inGroup(page, local, 'Postcode').fill('2150');
    const emergency = 'Emergency Contact';
    await inGroup(page, emergency, 'Title').selectOption({ label: nameOf('titles', SampleIds.titleMrs) });
    await inGroup(page, emergency, 'Family Name').fill('Nguyen');
    await inGroup(page, emergency, 'First Given Name').fill('Mai');
    await inGroup(page, emergency, 'Relationship').fill('Mother');
    await inGroup(page, emergency, 'Mobile Country Code').fill('61');
    await inGroup(page, emergency, 'Mobile Number').fill('0498765432');
    await inGroup(page, emergency, 'Country').selectOption({ label: nameOf('countries', AUSTRALIA) });
    await inGroup(page, emergency, 'State or Territory').selectOption({
      label: nameOf('states', SampleIds.nsw),
    });
    await inGroup(page, emergency, 'Suburb').fill('Parramatta');
    await inGroup(page, emergency, 'Street Address Line 1').fill('10 Church Street');
    await inGroup(page, emergency, 'Postcode').fill('2150');
    await answer(
      page,
      'Do you have a disability, impairment or long-term medical condition for which you need assistance?',
      'No',
    );
  }

  beforeAll(async () => {
    app = await startE2eApp();
    const reader = await createUser(app.server, { role: 'applicant', category: 'Domestic' });
    const answered = await app.server.call<RenderEditAnswer>(`${ApiPath.renderEdit}-1`, undefined, {
      token: reader.token,
    });
    lists = answered.body.result;
    // The previous students seed:demo seeds, for the staff pre-fill.
    await upsertPreviousStudents(app.server.app.db, demoPreviousStudents(), app.server.app.now());
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('finds nothing for axe on the empty form and on its error state', async () => {
    const page = await signedInPage('applicant', 'applicant', 'Domestic');
    await page.goto('/personal/-1');
    await formReady(page);
    await expectNoAxeViolations(page, 'personal details, empty');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: PersonalMsg.summary });
    await summary.waitFor();
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(
      inGroup(page, 'Personal Information', 'Family Name').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await expectNoAxeViolations(page, 'personal details, errors');
    await page.context().close();
  });

  it('saves a domestic applicant’s details and goes on to /application/{id}', async () => {
    const page = await signedInPage('applicant', 'applicant', 'Domestic');
    await page.goto('/personal/-1');
    await formReady(page);
    await expect(inGroup(page, 'Local Address', 'Country').isDisabled()).resolves.toBe(true);
    await fillDomestic(page);
    await saveAndWaitFor(page, (url) => /^\/application\/[1-9]\d*$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(id).toBeGreaterThan(0);
    await page.context().close();
  });

  it('saves an international applicant with a visa and a passport and goes on to /internationalApplication/{id}', async () => {
    const page = await signedInPage('applicant', 'applicant', 'International');
    await page.goto('/InternationalPersonal/-1');
    await formReady(page);
    await expect(
      page.getByRole('group', { name: 'International Address', exact: true }).count(),
    ).resolves.toBe(1);
    await fillDomestic(page);
    const personal = 'Personal Information';
    await inGroup(page, personal, 'Family Name').fill('Sharma');
    await inGroup(page, personal, 'First Given Name').fill('Priya');
    await inGroup(page, personal, 'Date of Birth').fill('2001-09-30');
    await inGroup(page, personal, 'Country of Birth').selectOption({
      label: nameOf('countries', SampleIds.india),
    });
    await inGroup(page, personal, 'Year of Arrival in Australia').selectOption('2024');
    const citizenship = 'Citizenship/Visa Details';
    await inGroup(page, citizenship, 'Country of Citizenship').selectOption({
      label: nameOf('nationalities', SampleIds.india),
    });
    await inGroup(page, citizenship, 'Passport Number').fill('N1234567');
    await answer(page, 'Do you hold an Australian visa?', 'Yes');
    await inGroup(page, citizenship, 'Visa Type').selectOption({
      label: nameOf('visaTypes', SampleIds.studentVisa),
    });
    await inGroup(page, citizenship, 'Visa Subclass Number').fill('500');
    await inGroup(page, citizenship, 'Visa Expiry Date').fill('2028-03-31');
    const abroad = 'International Address';
    await inGroup(page, abroad, 'Country').selectOption({ label: nameOf('countries', SampleIds.india) });
    await inGroup(page, abroad, 'Suburb').fill('Bandra West');
    await inGroup(page, abroad, 'Street Address Line 1').fill('12 Hill Road');
    await inGroup(page, abroad, 'Postcode').fill('400050');
    await saveAndWaitFor(page, (url) => /^\/internationalApplication\/[1-9]\d*$/.test(url.pathname));
    await page.context().close();
  });

  it('shows the counselor name field to an agent on agent.localhost', async () => {
    const page = await signedInPage('agent', 'agent', null);
    await page.goto('/internationalPersional/-1');
    await formReady(page);
    // Agents are the agent: no agent question, the counselor name straight away.
    await inGroup(page, 'TOP Information', 'Responsible Counselor Name').waitFor();
    await expect(
      page.getByRole('group', { name: /^Do you have a nominated education agent\?/ }).count(),
    ).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Pre-Fill' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('lets staff pre-fill in the back office and stay there after the save', async () => {
    const page = await signedInPage('staff', 'staff', null);
    const container = '/staff/application/Domestic/-1';
    await page.goto(container);
    await formReady(page);
    await page.getByRole('navigation', { name: 'Application steps' }).waitFor();
    await expectNoAxeViolations(page, 'staff container with the empty form');
    await answer(page, 'Have you studied at TOP Education before?', 'Yes');
    await inGroup(page, 'TOP Information', 'Student ID').fill(DEMO_STUDENT_NUMBERS.Domestic);
    await page.getByRole('button', { name: 'Pre-Fill' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expect(confirm.textContent()).resolves.toContain(DEMO_STUDENT_NUMBERS.Domestic);
    // Nothing is filled before the confirmation (the modal hides the form from the accessibility tree).
    await expect(page.locator('#familyName').inputValue()).resolves.toBe('');
    await confirm.getByRole('button', { name: 'Pre-Fill' }).click();
    await confirm.waitFor({ state: 'detached' });
    const familyName = inGroup(page, 'Personal Information', 'Family Name');
    await expect.poll(() => familyName.inputValue()).toBe('Nguyen');
    await expect(familyName.isDisabled()).resolves.toBe(true);
    await expect(inGroup(page, 'Personal Information', 'First Given Name').isDisabled()).resolves.toBe(true);
    await expect(inGroup(page, 'Contact Details', 'Primary Email').isDisabled()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('status').getByText('Saved. Next: Application (step 3)').waitFor();
    // Still the container (no applicant route); the saved id has replaced -1 in its address.
    expect(new URL(page.url()).pathname).toMatch(/^\/staff\/application\/Domestic\/[1-9]\d*$/);
    await page.getByRole('heading', { name: 'Application (step 3)' }).waitFor();
    await expectNoAxeViolations(page, 'staff container after the save');
    await page.context().close();
  });
});
