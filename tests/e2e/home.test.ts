import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { ListResponse } from '../../src/domain/applications/list.ts';
import { Msg } from '../../src/domain/messages.ts';
import { SUPPORT_MESSAGES } from '../../src/domain/support/support.ts';
import type { SignInResult, User } from '../../src/domain/user.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createManyApplications } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { field } from '../support/fields.ts';
import { codeFrom } from '../support/smtp-sink.ts';

const REASON = 'Your transcript is missing.\nPlease upload it and apply again.';

/**
 * The applications home as a person uses it, in Chromium against the built app and a real server:
 * the first-visit category dialog, a category switch, 45 applications paged by 20, a delete after
 * the confirmation, a Refused row's reason with its line breaks, and a support request sent, listed
 * and opened; axe on the screen, every dialog, an error state and the support detail.
 */
describe('applications home in Chromium', () => {
  const rig = e2eRig();
  let page: Page;
  let token: string;
  const email = `home.${Date.now()}@example.com`;
  const password = 'home_pass-1';
  /** Application ids, newest first: [0] editing, [1] Refused, [2] Evidence Needed. */
  let ids: number[] = [];

  const row = (id: number) => page.getByTestId(`application-${id}`);
  const applications = () => page.getByRole('table', { name: 'My Applications' });
  const bodyRows = () => applications().locator('tbody tr');

  async function register() {
    await rig.app.server.call(ApiPath.registerEmail, { acceptAffirm: true, email });
    const code = codeFrom(
      await rig.app.smtp.waitForMail(email, (mail) => /verification code/i.test(mail.subject)),
    );
    const verified = await rig.app.server.call(ApiPath.registerVerify, {
      acceptAffirm: true,
      email,
      verificationCode: code,
      password1: password,
      password2: password,
    });
    expect(verified.body.code).toBe(204);
    const signedIn = await rig.app.server.call<SignInResult>(ApiPath.login, { loginEmail: email, password });
    token = signedIn.body.result.token;
    return signedIn.body.result.user;
  }

  async function serverUser(): Promise<User> {
    return (await rig.app.server.call<User>(ApiPath.currentUser, undefined, { token })).body.result;
  }

  async function settle(dialog: Locator) {
    await dialog.waitFor();
    // Let the opening animation end, so axe sees the dialog as the user does.
    await page.waitForTimeout(300);
  }

  beforeAll(async () => {
    const user = await register();
    const made = await createManyApplications(rig.app.server, user, 45, (index) => {
      if (index === 1) return { status: 'refused', rejectedReason: REASON };
      if (index === 2) return { status: 'evidenceNeeded', rejectedReason: 'Send a certified copy.' };
      return { status: index % 3 === 0 ? 'editing' : 'submitted' };
    });
    ids = made.map((application) => application.id);
    page = await rig.browser.newPage(rig.app.url);
  });

  it('asks the category on the first visit and keeps the answer', async () => {
    await page.goto('/');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/potential/home');
    const welcome = page.getByRole('dialog', { name: Msg.welcome });
    await settle(welcome);
    await expectNoAxeViolations(page, 'welcome dialog');
    await expect(welcome.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await welcome.getByText('Domestic Student', { exact: true }).click();
    await welcome.getByRole('button', { name: 'Save' }).click();
    await welcome.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText(Msg.categorySaved).waitFor();
    await page.getByRole('button', { name: /^Domestic Student/ }).waitFor();
    await expect(serverUser().then((u) => u.student.potentialAccountCategory)).resolves.toBe('Domestic');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored.student.potentialAccountCategory).toBe('Domestic');
    await applications().waitFor();
    await expectNoAxeViolations(page, 'applications home');
  });

  it('switches the category after Yes', async () => {
    await page.getByRole('button', { name: /^Domestic Student/ }).click();
    const question = page.getByRole('alertdialog', {
      name: 'Do you change the account category to International Student?',
    });
    await settle(question);
    await expect(
      question.getByRole('button', { name: 'No' }).evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    await expectNoAxeViolations(page, 'switch category dialog');
    await question.getByRole('button', { name: 'Yes' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^International Student/ }).waitFor();
    await expect(serverUser().then((u) => u.student.potentialAccountCategory)).resolves.toBe('International');
    // The page reloaded still has it.
    await page.reload();
    await page.getByRole('button', { name: /^International Student/ }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('pages through 45 applications by 20 with Prev and Next', async () => {
    await row(ids[0] as number).waitFor();
    await expect(bodyRows().count()).resolves.toBe(20);
    const prev = page.getByRole('button', { name: 'Prev' });
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByText('Page 1 of 3').waitFor();
    await expect(prev.isDisabled()).resolves.toBe(true);
    await next.click();
    await page.getByText('Page 2 of 3').waitFor();
    await row(ids[20] as number).waitFor();
    await next.click();
    await page.getByText('Page 3 of 3').waitFor();
    await row(ids[44] as number).waitFor();
    await expect(bodyRows().count()).resolves.toBe(5);
    await expect(next.isDisabled()).resolves.toBe(true);
    // Next went disabled under the keyboard user: focus moved to Prev, not to the page's top.
    await expect(prev.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await prev.click();
    await page.getByText('Page 2 of 3').waitFor();
    await prev.click();
    await page.getByText('Page 1 of 3').waitFor();
    await row(ids[0] as number).waitFor();
  });

  it('sorts by Last Modified, newest first by default', async () => {
    const header = page.getByRole('columnheader', { name: /Last Modified/ });
    await expect(header.getAttribute('aria-sort')).resolves.toBe('descending');
    await header.getByRole('button').click();
    await row(ids[44] as number).waitFor();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
    await header.getByRole('button').click();
    await row(ids[0] as number).waitFor();
  });

  it('deletes an application being edited only after the confirmation', async () => {
    const id = ids[0] as number;
    await expect(
      row(ids[1] as number)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).resolves.toBe(0);
    await row(id)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const question = page.getByRole('alertdialog', { name: Msg.removeConfirm });
    await settle(question);
    await expectNoAxeViolations(page, 'delete confirmation');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await row(id).waitFor();

    await row(id)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await question.waitFor({ state: 'detached' });
    await row(id).waitFor({ state: 'detached' });
    // The focused Delete button went with its row: focus continues from the table.
    await page.waitForFunction(() => document.activeElement?.id === 'applications-region');
    const listed = await rig.app.server.call<ListResponse>(ApiPath.listApplications, {}, { token });
    expect(listed.body.result.total).toBe(44);
  });

  it("shows a Refused row's reason with its line breaks", async () => {
    const refused = row(ids[1] as number);
    await expect(refused.getByRole('link', { name: /^View/ }).getAttribute('href')).resolves.toBe(
      `/summary/${ids[1]}`,
    );
    await refused.getByRole('button', { name: 'Why: Refused' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Refused' });
    await settle(dialog);
    const reason = dialog.getByTestId('rejected-reason');
    await expect(reason.evaluate((el) => getComputedStyle(el).whiteSpace)).resolves.toBe('pre-line');
    // innerText, not textContent: the text as rendered, line breaks included only if shown.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
    await expect(reason.innerText()).resolves.toBe(REASON);
    const lines = await reason.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    const lineHeight = await reason.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(lines).toBeGreaterThanOrEqual(2 * lineHeight - 1);
    await expectNoAxeViolations(page, 'reason dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row(ids[2] as number)
      .getByRole('button', { name: 'Why: Evidence Needed' })
      .waitFor();
  });

  it('sends a support request, lists it and opens it', async () => {
    await page.getByRole('tab', { name: 'Support Online' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'support');
    await page.getByText('You have no support requests yet.').waitFor();
    await page.getByRole('button', { name: 'New Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Support Request' });
    await settle(dialog);
    await expectNoAxeViolations(page, 'new support request dialog');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText(SUPPORT_MESSAGES.subjectRequired).first().waitFor();
    await expectNoAxeViolations(page, 'new support request with errors');

    await field(page, 'Support type').selectOption({ label: 'Technical problem' });
    await field(page, 'Subject').fill('Upload fails');
    await field(page, 'Content').fill('The upload stops at 90%.\nI tried twice.');
    await dialog
      .locator('#support-content-count', { hasText: 'You have 961 characters remaining' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText(Msg.supportAdded).waitFor();
    const support = page.getByRole('table', { name: 'Support requests' });
    await support.getByText('Upload fails', { exact: true }).waitFor();
    await expect(support.locator('tbody tr').count()).resolves.toBe(1);
    await expectNoAxeViolations(page, 'support online');

    await support.getByRole('link', { name: /^Check/ }).click();
    await page.waitForURL(/\/potential\/potentialdetailial\/\d+\/supportonline$/);
    await page.getByRole('heading', { level: 1, name: 'Support Request' }).waitFor();
    const content = page.getByText(/The upload stops at 90%/);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (line breaks shown) is the point.
    await expect(content.innerText()).resolves.toBe('The upload stops at 90%.\nI tried twice.');
    await page.getByText('Technical problem').waitFor();
    await page.getByText('No reply yet.').waitFor();
    await expectNoAxeViolations(page, 'support detail');
    await page.getByRole('link', { name: 'Back to Support Online' }).click();
    await page
      .getByRole('table', { name: 'Support requests' })
      .getByText('Upload fails', { exact: true })
      .waitFor();
  });

  it('stacks the table into labelled cards on a phone, still accessible', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/potential/home');
    const first = row(ids[1] as number);
    await first.waitFor();
    const cellDisplay = await first
      .getByRole('cell')
      .first()
      .evaluate((td) => getComputedStyle(td).display);
    expect(cellDisplay).toBe('grid');
    const scrolls = await applications().evaluate((table) => table.scrollWidth > table.clientWidth + 1);
    expect(scrolls).toBe(false);
    await page
      .getByRole('columnheader', { name: /Last Modified/ })
      .getByRole('button')
      .waitFor();
    await expectNoAxeViolations(page, 'applications home on a phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('starts a new application in the account category', async () => {
    await page.getByRole('button', { name: 'New Application' }).click();
    await page.waitForURL((url) => url.pathname === '/InternationalPersonal/-1');
    const kept = await page.evaluate(() => ({
      newId: sessionStorage.getItem('newId'),
      category: sessionStorage.getItem('applicationCategory'),
    }));
    expect(kept).toEqual({ newId: '-1', category: 'International' });
  });

  it('shows the older list view: the rows with Edit and Delete, and New Application to /personal/-1', async () => {
    await page.goto('/potential/list');
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    const editing = row(ids[3] as number);
    await expect(editing.getByRole('link', { name: /^Edit/ }).getAttribute('href')).resolves.toBe(
      `/personal/${ids[3]}`,
    );
    await expect(editing.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(1);
    await expect(bodyRows().count()).resolves.toBe(20);
    await expect(page.getByLabel('Keywords').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'older list view');
    const start = page.getByRole('link', { name: 'New Application' });
    await expect(start.getAttribute('href')).resolves.toBe('/personal/-1');
    await start.click();
    // The account is International: the step's own route for that category opens.
    await page.waitForURL((url) => /^\/(personal|InternationalPersonal)\/-1$/.test(url.pathname));
    await page
      .getByRole('textbox', { name: /Family Name/ })
      .first()
      .waitFor();
  });
});
