import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { CourseCatalogue } from '../../src/domain/course/catalogue.ts';
import { CourseMsg } from '../../src/domain/course/messages.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { wordingFor } from '../../src/domain/steps/wording.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/browser.ts';
import { createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { type CatalogueNames, inCatalogue } from '../support/e2e-forms.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { saveAndExpectRefusal, saveAndWaitFor, signIn as signInOn } from '../support/e2e-session.ts';
import { answer, chosenText, descriptionOf, escapeRegExp, inGroup, radio } from '../support/fields.ts';

/** Staff read the questions about the student (issue 11). */
const aboutStudent = wordingFor('staff');

/** With COURSE_SHOTS=<folder> the tests also save what the user saw there (for a human to look at). */
const SHOTS = process.env.COURSE_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await saveScreenshot(page, `${SHOTS}/${name}.png`);
}

const Q = {
  feeHelp: 'Do you want to apply for FEE-HELP?',
  rpl: 'Do you apply for recognition of prior learning (RPL)?',
  scholarship: 'Do you want to apply for a scholarship?',
  costs: 'Do you understand the costs of studying in Australia?',
};

/**
 * The course application step as people use it, in Chromium against the built app, a real server on
 * PGlite and the demo catalogue it seeds at start (offerings over the next two intakes): a domestic
 * applicant comes from the personal step, applies and finds every answer again after a reload; an
 * international applicant meets the time conflict and the costs question; a Yes to a scholarship is
 * confirmed; staff save the step in the back office's container; axe on the step and its errors.
 */
describe('course application step in Chromium', () => {
  const rig = e2eRig();
  /** The seeded catalogue as render/edit serves it. */
  let catalogue: CourseCatalogue;
  let nameIn: CatalogueNames['nameIn'];
  let offeringsOf: CatalogueNames['offeringsOf'];
  let optionOf: CatalogueNames['optionOf'];
  let chooseOffering: CatalogueNames['chooseOffering'];

  const signIn = (mode: Mode, account: FixtureUser) => signInOn(rig.browser, rig.app, mode, account);

  /** An account of `role` whose application has its personal details saved (through the API). */
  async function withApplication(role: Role, category: Category) {
    const account = await createUser(rig.app.server, { role, category: role === 'staff' ? null : category });
    const saved = await rig.app.server.call<{ id: number }>(
      ApiPath.savePersonalDetails,
      samplePersonalDetails(category),
      { token: account.token },
    );
    const id = saved.body.result?.id;
    if (!id) throw new Error(`personal details not saved: ${JSON.stringify(saved.body)}`);
    return { account, id };
  }

  const courseForm = (page: Page) => page.getByRole('form', { name: 'Course Application' });

  beforeAll(async () => {
    const reader = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const answered = await rig.app.server.call<CourseCatalogue>(`${ApiPath.renderEdit}-1`, undefined, {
      token: reader.token,
    });
    catalogue = answered.body.result;
    ({ nameIn, offeringsOf, optionOf, chooseOffering } = inCatalogue(answered.body.result));
  });

  it('takes a domestic applicant from personal details through the course step, and keeps every answer', async () => {
    const { account, id } = await withApplication('applicant', 'Domestic');
    const page = await signIn('applicant', account);
    await page.goto(`/personal/${id}`);
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
    await saveAndWaitFor(page, (url) => url.pathname === `/application/${id}`);
    await courseForm(page).waitFor();

    const [bachelor] = offeringsOf('BBUS', 'SYD');
    if (!bachelor) throw new Error('the demo catalogue has no Bachelor of Business in Sydney');
    await chooseOffering(page, 'Course', bachelor);
    // The chosen offering's facts, read only.
    const facts = page.getByRole('group', { name: 'Course', exact: true });
    await facts.getByText(bachelor.departmentName).waitFor();
    await facts.getByText(`${bachelor.startDate} to ${bachelor.endDate}`).waitFor();
    const studyMode = nameIn('studyTermModeDict', catalogue.studyTermModeDict[0]?.id ?? 0);
    await inGroup(page, 'Course', 'Study Term Mode').selectOption({ label: studyMode });
    await answer(page, Q.feeHelp, 'Yes');
    await inGroup(page, 'FEE-HELP', 'Tax File Number').fill('123456789');
    await answer(page, Q.rpl, 'Yes');
    const item = page.getByRole('region', { name: 'RPL Item 1' });
    await item.getByLabel(/^Previous Institution Name\s*\*?$/).fill('Western Sydney TAFE');
    await item.getByLabel(/^Course Code\s*\*?$/).fill('BSB50120');
    await item.getByLabel(/^Completion Year\s*\*?$/).fill('2022');
    const subject = bachelor.modules[0];
    if (!subject) throw new Error('the offering has no subjects');
    await item.getByLabel(/^Subject\s*\*?$/).selectOption({ label: `${subject.code} ${subject.name}` });
    await item.getByLabel(/^Result\s*\*?$/).selectOption({ label: 'Credit' });
    await answer(page, Q.scholarship, 'No');
    await shot(page, 'domestic-filled');

    await saveAndWaitFor(page, (url) => url.pathname === `/qualifications/${id}`);

    await page.goto(`/application/${id}`);
    await courseForm(page).waitFor();
    await expect(chosenText(inGroup(page, 'Course', 'Course Type'))).resolves.toBe(
      nameIn('courseTypes', bachelor.courseType),
    );
    await expect(chosenText(inGroup(page, 'Course', 'Campus'))).resolves.toBe(
      nameIn('campusDict', bachelor.campusId),
    );
    await expect(chosenText(inGroup(page, 'Course', 'Course Offering'))).resolves.toBe(
      optionOf(bachelor).label,
    );
    await expect(chosenText(inGroup(page, 'Course', 'Study Term Mode'))).resolves.toBe(studyMode);
    await expect(radio(page, Q.feeHelp, 'Yes').isChecked()).resolves.toBe(true);
    await expect(inGroup(page, 'FEE-HELP', 'Tax File Number').inputValue()).resolves.toBe('123456789');
    await expect(radio(page, Q.rpl, 'Yes').isChecked()).resolves.toBe(true);
    const kept = page.getByRole('region', { name: 'RPL Item 1' });
    await expect(kept.getByLabel(/^Previous Institution Name\s*\*?$/).inputValue()).resolves.toBe(
      'Western Sydney TAFE',
    );
    await expect(kept.getByLabel(/^Course Code\s*\*?$/).inputValue()).resolves.toBe('BSB50120');
    await expect(kept.getByLabel(/^Completion Year\s*\*?$/).inputValue()).resolves.toBe('2022');
    await expect(chosenText(kept.getByLabel(/^Subject\s*\*?$/))).resolves.toBe(
      `${subject.code} ${subject.name}`,
    );
    await expect(chosenText(kept.getByLabel(/^Result\s*\*?$/))).resolves.toBe('Credit');
    await expect(radio(page, Q.scholarship, 'No').isChecked()).resolves.toBe(true);
    await page.context().close();
  });

  it('refuses an international second application that overlaps the first, then the unanswered costs, then goes on', async () => {
    const { account, id } = await withApplication('applicant', 'International');
    const page = await signIn('applicant', account);
    await page.goto(`/internationalApplication/${id}`);
    await courseForm(page).waitFor();
    await expect(page.getByRole('group', { name: 'FEE-HELP', exact: true }).count()).resolves.toBe(0);

    // One-semester courses: the first intake's business units, then IT units in the same intake
    // (starts before the first ends) or in the next one (after it).
    const [business] = offeringsOf('NABUS', 'ONL');
    const [itSameIntake, itNextIntake] = offeringsOf('NAIT', 'ONL');
    if (!business || !itSameIntake || !itNextIntake)
      throw new Error('the demo catalogue lacks non-award units');
    expect(itSameIntake.startDate < business.endDate).toBe(true);
    expect(itNextIntake.startDate >= business.endDate).toBe(true);

    await chooseOffering(page, 'Course', business);
    await inGroup(page, 'Course', 'Exam Venue').selectOption({ label: nameIn('examVenueDict', 1505) });
    await page.getByRole('button', { name: 'Add a Second Application' }).click();
    await chooseOffering(page, 'Second Application', itSameIntake);
    await answer(page, Q.rpl, 'No');
    await answer(page, Q.scholarship, 'No');
    await answer(page, Q.costs, 'Yes');

    const summary = await saveAndExpectRefusal(page);
    await expect(summary.textContent()).resolves.toContain(CourseMsg.timeConflict);
    const second = inGroup(page, 'Second Application', 'Course Offering');
    await expect(second.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(descriptionOf(second)).resolves.toContain(CourseMsg.timeConflict);
    // The summary's link takes the user to the field.
    await summary.getByRole('link', { name: new RegExp(escapeRegExp(CourseMsg.timeConflict)) }).click();
    await expect.poll(() => second.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/internationalApplication/${id}`);
    await shot(page, 'international-conflict');
    await expectNoAxeViolations(page, 'course application, time conflict');

    // A later offering; the costs not understood.
    await second.selectOption(optionOf(itNextIntake));
    await answer(page, Q.costs, 'No');
    const costs = await saveAndExpectRefusal(page);
    await expect(costs.textContent()).resolves.toContain(CourseMsg.understandCosts);
    await expect(costs.textContent()).resolves.not.toContain(CourseMsg.timeConflict);
    await costs.getByRole('link', { name: CourseMsg.understandCosts }).click();
    const livingCosts = page.getByRole('group', { name: 'Living Costs', exact: true });
    await expect
      .poll(() => livingCosts.evaluate((group) => group.contains(document.activeElement)))
      .toBe(true);
    await expect(descriptionOf(second)).resolves.not.toContain(CourseMsg.timeConflict);
    await shot(page, 'international-costs');
    await expectNoAxeViolations(page, 'course application, costs not understood');

    await answer(page, Q.costs, 'Yes');
    await saveAndWaitFor(page, (url) => url.pathname === `/internationalQualifications/${id}`);
    await page.context().close();
  });

  it('asks an applicant to confirm a Yes to the scholarship (No puts it back to No); type 495 shows the home-institute notice', async () => {
    const { account, id } = await withApplication('applicant', 'Domestic');
    const page = await signIn('applicant', account);
    await page.goto(`/application/${id}`);
    await courseForm(page).waitFor();

    await answer(page, Q.scholarship, 'Yes');
    const confirm = page.getByRole('alertdialog', { name: 'Apply for a scholarship?' });
    await confirm.waitFor();
    await shot(page, 'scholarship-confirm');
    await expectNoAxeViolations(page, 'course application, scholarship confirmation');
    await confirm.getByRole('button', { name: 'No', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => radio(page, Q.scholarship, 'No').isChecked()).toBe(true);
    await expect(radio(page, Q.scholarship, 'Yes').isChecked()).resolves.toBe(false);

    await answer(page, Q.scholarship, 'Yes');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => radio(page, Q.scholarship, 'Yes').isChecked()).toBe(true);

    // Spec §2, §9: choosing application type 495 shows the home-institute notice.
    const notice = page.getByRole('note', { name: 'Home institute' });
    await expect(notice.count()).resolves.toBe(0);
    await inGroup(page, 'Course', 'Course Type').selectOption({ label: nameIn('courseTypes', 495) });
    await notice.waitFor();
    await shot(page, 'home-institute-notice');
    await page.context().close();
  });

  it('finds nothing for axe on the step and on its error state; the summary takes the focus', async () => {
    const { account, id } = await withApplication('applicant', 'International');
    const page = await signIn('applicant', account);
    await page.goto(`/internationalApplication/${id}`);
    await courseForm(page).waitFor();
    await expectNoAxeViolations(page, 'course application, empty');
    const summary = await saveAndExpectRefusal(page);
    await expect(summary.textContent()).resolves.toContain(CourseMsg.courseTypeRequired);
    await expect(summary.textContent()).resolves.toContain(CourseMsg.understandCosts);
    await expect(inGroup(page, 'Course', 'Course Type').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'course application, errors');
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'phone-errors');
      await page.screenshot({ path: `${SHOTS}/phone-errors-first-screen.png` });
    }
    await page.context().close();
  });

  it('lets staff save the course step in the back office and see the next step there', async () => {
    const { account, id } = await withApplication('staff', 'Domestic');
    const page = await signIn('staff', account);
    await page.goto(`/staff/application/Domestic/${id}`);
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('status').getByText('Saved. Next: Application (step 3)').waitFor();
    await courseForm(page).waitFor();

    const [laws] = offeringsOf('LLB', 'SYD');
    if (!laws) throw new Error('the demo catalogue has no Bachelor of Laws in Sydney');
    await chooseOffering(page, 'Course', laws);
    await inGroup(page, 'Course', 'Study Term Mode').selectOption({
      label: nameIn('studyTermModeDict', catalogue.studyTermModeDict[0]?.id ?? 0),
    });
    await answer(page, aboutStudent(Q.feeHelp), 'No');
    await answer(page, aboutStudent(Q.rpl), 'No');
    // Staff are not asked to confirm a scholarship.
    await answer(page, aboutStudent(Q.scholarship), 'Yes');
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('status').getByText('Saved. Next: Qualifications (step 4)').waitFor();
    await page.getByRole('heading', { name: 'Qualifications (step 4)' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/staff/application/Domestic/${id}`);
    await expectNoAxeViolations(page, 'staff container after the course step');
    await page.context().close();
  });
});
