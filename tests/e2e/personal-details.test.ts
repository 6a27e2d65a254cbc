import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import type { RenderEditAnswer } from '../../src/domain/personal/render.ts';
import type { ReferenceLists } from '../../src/domain/reference/types.ts';
import { wordingFor } from '../../src/domain/steps/wording.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import { DEMO_STUDENT_NUMBERS, demoPreviousStudents } from '../../src/server/seed/demo/previous-students.ts';
import { upsertPreviousStudents } from '../../src/server/services/previous-students.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { fillPersonal } from '../support/e2e-forms.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { saveAndWaitFor, signIn } from '../support/e2e-session.ts';
import { answer, inGroup } from '../support/fields.ts';

/** Staff read the questions about the student (issue 11). */
const aboutStudent = wordingFor('staff');

/**
 * The personal details step as people use it, in Chromium against the built app, a real server on
 * PGlite and the seeded reference lists: a domestic and an international applicant save and move on
 * to the course application route; an agent sees the counselor name; staff pre-fill from a previous
 * student in the back office's container and stay there after the save; axe on the empty form and
 * on its error state.
 */
describe('personal details step in Chromium', () => {
  const rig = e2eRig();
  /** The seeded lists as render/edit serves them. */
  let lists: ReferenceLists;

  async function signedInPage(mode: Mode, role: Role, category: Category | null): Promise<Page> {
    const account: FixtureUser = await createUser(rig.app.server, { role, category });
    return signIn(rig.browser, rig.app, mode, account);
  }

  async function formReady(page: Page) {
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
  }

  beforeAll(async () => {
    const reader = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const answered = await rig.app.server.call<RenderEditAnswer>(`${ApiPath.renderEdit}-1`, undefined, {
      token: reader.token,
    });
    lists = answered.body.result;
    // The previous students seed:demo seeds, for the staff pre-fill.
    await upsertPreviousStudents(rig.app.server.app.db, demoPreviousStudents(), rig.app.server.app.now());
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
    await fillPersonal(page, lists, 'Domestic');
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
    await fillPersonal(page, lists, 'International');
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
    await answer(page, aboutStudent('Have you studied at TOP Education before?'), 'Yes');
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
