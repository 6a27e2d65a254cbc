import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { CourseCatalogue } from '../../src/domain/course/catalogue.ts';
import { defaultApplicationDetails } from '../../src/domain/course/defaults.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { QualificationsMsg } from '../../src/domain/qualifications/messages.ts';
import { wordingFor } from '../../src/domain/steps/wording.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import { demoFormerEnrolments } from '../../src/server/seed/demo/former-enrolments.ts';
import { upsertFormerEnrolments } from '../../src/server/services/former-enrolments.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/browser.ts';
import { createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { saveAndExpectRefusal, signIn as signInOn } from '../support/e2e-session.ts';
import { answer, descriptionOf, escapeRegExp, field, inGroup, labelled } from '../support/fields.ts';

/** Staff read the questions about the student (issue 11). */
const aboutStudent = wordingFor('staff');

/** With QUALIFICATIONS_SHOTS=<folder> the tests also save what the user saw (for a human to look at). */
const SHOTS = process.env.QUALIFICATIONS_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await saveScreenshot(page, `${SHOTS}/${name}.png`);
}

const BACHELOR = 'Bachelor degree (including Honours)';
const SECONDARY = 'Secondary education (Year 12 or equivalent)';
/** Spec §5 word for word. */
const IELTS_STEPS = 'The score must be from 0 to 9 in steps of 0.5.';

const Q = {
  completed: 'Have you completed this qualification?',
  test: 'Have you completed an English test?',
  exempt: 'Are you exempt from providing evidence of English proficiency?',
};

/**
 * The qualifications step as people use it, in Chromium against the built app and a real server on
 * PGlite: an international applicant adds a bachelor degree and an IELTS result (7.25 is refused,
 * 6.5 goes on to the documents step, and every answer is there again); a domestic applicant's empty
 * entry is refused entry by entry; staff pre-fill the step from a former enrolment in the back office;
 * axe on the step and its error states.
 */
describe('qualifications step in Chromium', () => {
  const rig = e2eRig();
  let catalogue: CourseCatalogue;

  const signIn = (mode: Mode, account: FixtureUser) => signInOn(rig.browser, rig.app, mode, account);

  /** An account of `role` whose application has its personal details and course saved (through the API). */
  async function withApplication(role: Role, category: Category) {
    const account = await createUser(rig.app.server, { role, category: role === 'staff' ? null : category });
    const personal = await rig.app.server.call<{ id: number; version: number }>(
      ApiPath.savePersonalDetails,
      samplePersonalDetails(category),
      { token: account.token },
    );
    const saved = personal.body.result;
    if (!saved?.id) throw new Error(`personal details not saved: ${JSON.stringify(personal.body)}`);
    const offering = catalogue.courseOfferings.find((item) => item.courseCode === 'BBUS');
    const studyTermMode = catalogue.studyTermModeDict[0]?.id;
    if (!offering || !studyTermMode) throw new Error('the demo catalogue has no Bachelor of Business');
    const course = await rig.app.server.call(
      ApiPath.saveApplicationDetails,
      {
        ...defaultApplicationDetails(category),
        applicationId: saved.id,
        version: saved.version,
        applicationType: offering.courseType,
        campusId: offering.campusId,
        courseOfferingId: offering.id,
        studyTermMode,
        understandCosts: category === 'International' ? true : null,
      },
      { token: account.token },
    );
    if (course.body.code !== 204) throw new Error(`course not saved: ${JSON.stringify(course.body)}`);
    return { account, id: saved.id };
  }

  const form = (page: Page) => page.getByRole('form', { name: 'Qualifications' });
  const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const english = (page: Page) =>
    page.getByRole('group', { name: 'English Language Proficiency', exact: true });

  /** Ticks a qualification type: its label is what a person clicks (PITFALLS: Chakra checkboxes). */
  const tick = (page: Page, type: string) =>
    page
      .getByRole('group', { name: 'Qualifications', exact: true })
      .getByRole('checkbox', { name: type, exact: true })
      .check();

  beforeAll(async () => {
    // The former enrolments the demo seed gives staff to pre-fill from (ENR-2019-0001 …).
    await upsertFormerEnrolments(rig.app.server.app.db, demoFormerEnrolments(), new Date());
    const reader = await createUser(rig.app.server, { role: 'applicant', category: 'Domestic' });
    const answered = await rig.app.server.call<CourseCatalogue>(`${ApiPath.renderEdit}-1`, undefined, {
      token: reader.token,
    });
    catalogue = answered.body.result;
  });

  it('refuses an international applicant’s IELTS 7.25, takes 6.5 with a bachelor degree to the documents step, and keeps it all', async () => {
    const { account, id } = await withApplication('applicant', 'International');
    const page = await signIn('applicant', account);
    await page.goto(`/internationalQualifications/${id}`);
    await form(page).waitFor();
    await expectNoAxeViolations(page, 'qualifications, empty');

    await tick(page, BACHELOR);
    const degree = section(page, BACHELOR);
    await labelled(degree, 'Qualification Name').fill('Bachelor of Commerce');
    await answer(degree, Q.completed, 'Yes');
    await labelled(degree, 'Start Date').fill('2016-07-01');
    await labelled(degree, 'End Date').fill('2019-06-30');
    await labelled(degree, 'Institution').fill('University of Delhi');
    await labelled(degree, 'Country').selectOption({ label: 'India' });

    await answer(english(page), Q.test, 'Yes');
    await inGroup(page, 'English Language Proficiency', 'English Test').selectOption({
      label: 'IELTS Academic',
    });
    await inGroup(page, 'English Language Proficiency', 'Test Date').fill('2024-03-09');
    await inGroup(page, 'English Language Proficiency', 'Test Country').selectOption({ label: 'India' });
    await inGroup(page, 'English Language Proficiency', 'Test City').fill('New Delhi');
    const overall = inGroup(page, 'English Language Proficiency', 'Overall Score');
    await overall.fill('7.25');
    for (const skill of ['Listening', 'Speaking', 'Reading', 'Writing'])
      await inGroup(page, 'English Language Proficiency', skill).fill('6.5');

    const summary = await saveAndExpectRefusal(page);
    await expect(summary.textContent()).resolves.toContain(`Overall Score: ${IELTS_STEPS}`);
    expect(IELTS_STEPS).toBe(QualificationsMsg.ieltsScore);
    await expect(overall.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(descriptionOf(overall)).resolves.toContain(IELTS_STEPS);
    await summary.getByRole('link', { name: new RegExp(escapeRegExp(IELTS_STEPS)) }).click();
    await expect.poll(() => overall.evaluate((element) => element === document.activeElement)).toBe(true);
    await shot(page, 'applicant-ielts-refused');
    await expectNoAxeViolations(page, 'qualifications, IELTS 7.25 refused');

    await overall.fill('6.5');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.waitForURL((url) => url.pathname === `/internationalDocuments/${id}`);

    await page.goto(`/internationalQualifications/${id}`);
    await form(page).waitFor();
    const kept = section(page, BACHELOR);
    await expect(labelled(kept, 'Qualification Name').inputValue()).resolves.toBe('Bachelor of Commerce');
    await expect(labelled(kept, 'End Date').inputValue()).resolves.toBe('2019-06-30');
    await expect(inGroup(page, 'English Language Proficiency', 'Overall Score').inputValue()).resolves.toBe(
      '6.5',
    );
    await expect(inGroup(page, 'English Language Proficiency', 'Writing').inputValue()).resolves.toBe('6.5');
    await page.context().close();
  });

  it('names the qualification in each message of a domestic applicant’s empty entry; axe finds nothing', async () => {
    const { account, id } = await withApplication('applicant', 'Domestic');
    const page = await signIn('applicant', account);
    await page.goto(`/qualifications/${id}`);
    await form(page).waitFor();
    await tick(page, SECONDARY);
    await page.getByRole('button', { name: 'Add Employment' }).click();
    const summary = await saveAndExpectRefusal(page);
    const text = await summary.textContent();
    expect(text).toContain(`${SECONDARY}: Qualification Name is required.`);
    expect(text).toContain(`${SECONDARY}: Year Left School is required.`);
    expect(text).toContain('Employment 1: Employer is required.');
    await expect(
      labelled(section(page, SECONDARY), 'Qualification Name').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await shot(page, 'applicant-entry-errors');
    await expectNoAxeViolations(page, 'qualifications, empty entries refused');
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/phone-errors-first-screen.png` });
    }
    await page.context().close();
  });

  it('lets staff pre-fill the step from enrolment ENR-2019-0001 in the back office, then save it', async () => {
    const { account, id } = await withApplication('staff', 'International');
    const page = await signIn('staff', account);
    await page.goto(`/staff/application/International/${id}`);
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('form', { name: 'Course Application' }).waitFor();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await form(page).waitFor();

    await field(page, 'Enrolment Code').fill('ENR-2019-0001');
    await page.getByRole('button', { name: 'Pre-Fill' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Fill the form with 2 qualifications from enrolment ENR-2019-0001?',
    });
    await confirm.waitFor();
    await shot(page, 'staff-prefill-confirm');
    await expectNoAxeViolations(page, 'qualifications, pre-fill confirmation');
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    await expect(labelled(section(page, BACHELOR), 'Qualification Name').inputValue()).resolves.toBe(
      'Bachelor of Commerce',
    );
    await expect(labelled(section(page, SECONDARY), 'Qualification Name').inputValue()).resolves.toBe(
      'Victorian Certificate of Education',
    );
    await expect(labelled(section(page, SECONDARY), 'Year Left School').inputValue()).resolves.toBe('2015');
    await shot(page, 'staff-prefilled');

    // Staff choose why no English evidence is needed (spec §6); the applicants' notice is not theirs.
    await answer(english(page), aboutStudent(Q.exempt), 'Yes');
    await expect(page.getByRole('note', { name: 'English exemption evidence' }).count()).resolves.toBe(0);
    const summary = await saveAndExpectRefusal(page);
    await expect(summary.textContent()).resolves.toContain('Exemption Reason is required.');
    const reason = inGroup(page, 'English Language Proficiency', 'Exemption Reason');
    await expect(reason.getAttribute('aria-invalid')).resolves.toBe('true');
    await shot(page, 'staff-exemption-refused');
    await expectNoAxeViolations(page, 'qualifications, staff, exemption reason missing');
    await reason.selectOption({ label: 'Completed tertiary study in English' });
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('status').getByText('Saved. Next: Documents (step 5)').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/staff/application/International/${id}`);
    await page.context().close();
  });
});
