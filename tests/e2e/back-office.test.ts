import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import type { SubmitAnswer } from '../../src/domain/submission/types.ts';
import { applications } from '../../src/server/db/schema.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { PASSWORD, requestCode, verifyBody } from '../api/helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/browser.ts';
import { answeredApplication, stepBodies } from '../support/complete-application.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { fillPersonal } from '../support/e2e-forms.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { saveAndWaitFor, signIn } from '../support/e2e-session.ts';
import { inGroup, labelled } from '../support/fields.ts';
import { upload } from '../support/uploads.ts';

const SHOTS = process.env.BACK_OFFICE_SHOTS;
const TWO_LINES = 'Your transcript is missing its second page.\nPlease upload the whole transcript.';

/**
 * The back office in Chromium (issue 11, in part): staff who sign in on staff.localhost land on the
 * queue — never on the applicant home — find a submitted application by its reference and open it
 * in the container; axe finds nothing on the queue.
 */
describe('the back office in Chromium', () => {
  const rig = e2eRig();

  it('lands staff on the queue, filters it by reference and opens the application', async () => {
    const applicant = await createUser(rig.app.server, { category: 'International' });
    const now = rig.app.server.app.now();
    const [waiting] = await createApplications(rig.app.server, applicant.user, [
      {
        category: 'International',
        status: 'submitted',
        submittedAt: now,
        reference: 'APP-2026-777001',
        firstGivenName: 'Priya',
        familyName: 'Sharma',
        personalDetails: null,
      },
      { category: 'Domestic', status: 'editing', familyName: 'StillEditing' },
    ]);
    const staff = await createUser(rig.app.server, { role: 'staff' });
    const page = await signIn(rig.browser, rig.app, 'staff', staff);
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    await page.getByRole('heading', { level: 1, name: 'Applications Queue' }).waitFor();
    const row = page.getByTestId(`queue-${waiting?.id}`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('APP-2026-777001');
    await expect(page.getByText('StillEditing').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'staff queue');
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/queue.png`);

    await page.getByLabel('Keywords').fill('APP-2026-777001');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId(/^queue-/).count()).toBe(1);
    await row.getByRole('link', { name: /^Open/ }).click();
    await page.waitForURL((url) => url.pathname === `/staff/application/International/${waiting?.id}`);
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();

    // The applicant home is not staff's: it sends them back to the queue.
    await page.goto('/potential/home');
    await page.waitForURL((url) => url.pathname === '/staff/queue');
    await page.context().close();
  });

  it('an agent applies for a new student on agent.localhost; the student, once registered with that email, sees it', {
    timeout: 120_000,
  }, async () => {
    const agent = await createUser(rig.app.server, { role: 'agent', category: null });
    const page = await signIn(rig.browser, rig.app, 'agent', agent);
    await page.goto('/potential/home');
    await expect(page.getByRole('link', { name: 'Register for New Account' }).count()).resolves.toBe(0);
    // New Application asks for the student first: their name and the email they will register with.
    await page.getByRole('button', { name: 'New Application: International Student' }).click();
    const dialog = page.getByRole('dialog', { name: 'New application for a student' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'new student dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Primary Email is required.', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'new student dialog with errors');
    const studentEmail = 'linh.nguyen@example.com';
    await labelled(dialog, 'First Given Name').fill('Linh');
    await labelled(dialog, 'Family Name').fill('Nguyen');
    await labelled(dialog, 'Primary Email').fill(studentEmail);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/InternationalPersonal/-1');
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
    // The personal step starts with the student the dialog named.
    const personal = 'Personal Information';
    await expect.poll(() => inGroup(page, personal, 'First Given Name').inputValue()).toBe('Linh');
    await expect(inGroup(page, personal, 'Family Name').inputValue()).resolves.toBe('Nguyen');
    await expect(inGroup(page, 'Contact Details', 'Primary Email').inputValue()).resolves.toBe(studentEmail);
    const lists = await rig.app.server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}-1`, undefined, {
      token: agent.token,
    });
    await fillPersonal(page, lists.body.result, 'International', 'agent');
    await inGroup(page, 'TOP Information', 'Responsible Counselor Name').fill('Sam Counselor');
    await saveAndWaitFor(page, (url) => /^\/internationalApplication\/[1-9]\d*$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));

    // Issue 23, to the end: the other steps and documents through their calls, then the agent's
    // summary, declaration (on the student's behalf) and finish (naming the student).
    const [{ version }] = (await rig.app.server.app.db
      .select({ version: applications.version })
      .from(applications)
      .where(eq(applications.id, id))) as [{ version: number }];
    let saved = { id, version };
    for (const { step, path, body } of await stepBodies(rig.app.server, 'International')) {
      if (step === 'personal') continue;
      const answer = await rig.app.server.call<typeof saved>(
        path,
        { ...body, applicationId: id, version: saved.version },
        { token: agent.token },
      );
      expect(answer.body.code, `${path}: ${answer.body.msg}`).toBe(204);
      saved = answer.body.result;
    }
    for (const type of ['PASSPORT', 'TRANSCRIPT', 'ENGLISH_TEST'])
      await upload(rig.app.server, agent.token, id, { type, name: `${type}.pdf`, bytes: samplePdf(type) });
    await page.goto(`/internationalSummary/${id}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    const declaration = page.getByRole('dialog', { name: 'Declaration' });
    await expect(
      declaration.getByRole('region', { name: 'Declaration text' }).textContent(),
    ).resolves.toContain("I submit this application on the student's behalf and with their authority");
    await expectNoAxeViolations(page, 'agent declaration');
    await declaration.getByText('I have read and confirmed the above terms').click();
    await declaration.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === `/internationalFinish/${id}`);
    await page.getByRole('button', { name: 'Pause' }).click();
    const reference = `APP-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}`;
    await page.getByText(reference).waitFor();
    // The international answers (fillPersonal) name the student Priya Sharma.
    await page.getByText('Application for Priya Sharma').waitFor();
    await expect(page.getByRole('region', { name: 'What happens next' }).textContent()).resolves.toContain(
      'to you and to Priya Sharma',
    );
    await expectNoAxeViolations(page, 'agent finish');
    const agentMail = await rig.app.smtp.waitForMail(agent.email, (m) => m.subject.includes(reference));
    expect(agentMail.subject).toContain('Priya Sharma');
    // PUBLIC_URL is http://portal.test here: the agent portal is its agent. host.
    expect(agentMail.text).toContain('http://agent.portal.test/potential/home');
    // The student, with no account yet, has a confirmation of their own.
    const studentMail = await rig.app.smtp.waitForMail(studentEmail, (m) => m.subject.includes(reference));
    expect(studentMail.text).toContain('http://portal.test/terms');
    await page.context().close();

    // The student registers with the email the agent gave in the dialog.
    const code = await requestCode(rig.app.server, studentEmail);
    const created = await rig.app.server.call(ApiPath.registerVerify, verifyBody(studentEmail, code));
    expect(created.body.code).toBe(204);
    const student = await rig.browser.newPage(rig.app.hostUrl('applicant'));
    await student.goto('/');
    await student.getByLabel('Email').fill(studentEmail);
    await student.getByLabel('Password').fill(PASSWORD);
    await student.getByRole('button', { name: 'Sign In' }).click();
    await student.waitForURL((url) => url.pathname === '/potential/home');
    await student.getByTestId(`application-${id}`).waitFor();
    await student.context().close();
  });

  it('staff step through a submitted application and ask for evidence; the applicant sends it back; staff offer; the applicant accepts', {
    timeout: 180_000,
  }, async () => {
    const applicant = await createUser(rig.app.server, { category: 'Domestic' });
    const { id } = await answeredApplication(rig.app.server, applicant.token, 'Domestic');
    for (const type of ['PROOF_OF_IDENTITY', 'CITIZENSHIP', 'TRANSCRIPT'])
      await upload(rig.app.server, applicant.token, id, {
        type,
        name: `${type.toLowerCase()}.pdf`,
        bytes: samplePdf(type),
      });
    const submitted = await rig.app.server.call<SubmitAnswer>(`${ApiPath.submit}${id}`, undefined, {
      token: applicant.token,
    });
    const reference = submitted.body.result.reference;

    // Staff: every embedded step in turn, moving on by `next`.
    const staff = await createUser(rig.app.server, { role: 'staff' });
    const desk = await signIn(rig.browser, rig.app, 'staff', staff);
    await desk.goto(`/staff/application/Domestic/${id}`);
    for (const form of ['Personal Details', 'Course Application', 'Qualifications']) {
      await desk.getByRole('form', { name: form }).waitFor();
      await desk.getByRole('button', { name: 'Save & Continue' }).click();
    }
    await desk.getByRole('heading', { level: 1, name: 'Upload Documents' }).waitFor();
    await desk.getByRole('button', { name: 'Continue' }).click();
    await desk.getByRole('heading', { level: 2, name: /^Summary/ }).waitFor();
    // The container's bar names the student and the reference (issue 25); the summary, its status.
    await desk.getByRole('heading', { level: 1, name: new RegExp(` — ${reference}$`) }).waitFor();
    await desk.getByText(`Status: Submitted · Reference: ${reference}`).waitFor();
    // The embedded summary reads the application as staff (issue 11).
    await desk.getByRole('region', { name: 'Personal Details' }).waitFor();

    const decide = async (to: string, fill?: (dialog: Locator) => Promise<void>) => {
      await desk
        .getByRole('group', { name: 'Decisions' })
        .getByRole('button', { name: `Mark as ${to}` })
        .click();
      const dialog = desk.getByRole('dialog', { name: `Mark as ${to}` });
      await fill?.(dialog);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await desk.getByText(`The application is now ${to}.`).waitFor();
    };
    await decide('Under Review');
    const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await desk
      .getByRole('group', { name: 'Decisions' })
      .getByRole('button', { name: 'Mark as Evidence Needed' })
      .click();
    const ask = desk.getByRole('dialog', { name: 'Mark as Evidence Needed' });
    await expectNoAxeViolations(desk, 'decision dialog');
    await ask.getByLabel(/^Reason/).fill(TWO_LINES);
    await ask.getByLabel(/^Evidence due by/).fill(due);
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await desk.getByText('The application is now Evidence Needed.').waitFor();
    await expectNoAxeViolations(desk, 'staff container with its history');
    if (SHOTS) await saveScreenshot(desk, `${SHOTS}/container.png`);

    // The applicant: the reason with its line break, the mail, the evidence uploaded and sent back.
    const mail = await rig.app.smtp.waitForMail(applicant.email, (m) =>
      m.subject.includes('Evidence Needed'),
    );
    expect(mail.text).toContain(TWO_LINES);
    const home = await signIn(rig.browser, rig.app, 'applicant', applicant);
    await home.goto('/potential/home');
    await home.getByRole('button', { name: 'Why: Evidence Needed' }).click();
    await expect(home.getByTestId('rejected-reason').textContent()).resolves.toBe(TWO_LINES);
    await home.getByRole('button', { name: 'OK' }).click();
    // Issue 23: the request in view — a banner with the due date, the reason's lines, the way to Documents.
    const dueWords = new Date(`${due}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const banner = home.getByRole('region', { name: `Evidence needed by ${dueWords}` });
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (line breaks shown) is the point.
    await expect(banner.innerText()).resolves.toContain(TWO_LINES);
    await expectNoAxeViolations(home, 'home with an evidence request');
    await banner.getByRole('link', { name: 'Upload evidence' }).click();
    await home.waitForURL((url) => url.pathname === `/documents/${id}`);
    await home.locator('input[type="file"][data-type="TRANSCRIPT"]').setInputFiles({
      name: 'transcript-complete.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Complete transcript'),
    });
    await home.getByRole('button', { name: 'Download transcript-complete.pdf' }).waitFor();
    await home.goto(`/summary/${id}`);
    await expect(
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (line breaks shown) is the point.
      home.getByRole('region', { name: `Evidence needed by ${dueWords}` }).innerText(),
    ).resolves.toContain(TWO_LINES);
    await expectNoAxeViolations(home, 'summary with an evidence request');
    await home.getByRole('button', { name: 'Send Evidence Back' }).click();
    await home
      .getByRole('alertdialog', { name: 'Send the evidence back?' })
      .getByRole('button', { name: 'Send Evidence Back' })
      .click();
    await home.getByText('Your application is now Under Review.').waitFor();
    // One status on the page, the new one.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (line breaks shown) is the point.
    await expect(home.locator('main').innerText()).resolves.not.toMatch(/Evidence Needed|Evidence needed/);

    // Staff offer; the applicant accepts.
    await desk.reload();
    await desk.getByText('Status: Under Review', { exact: true }).waitFor();
    await decide('Offered');
    await home.reload();
    await home.getByRole('button', { name: 'Accept Offer' }).click();
    await home
      .getByRole('alertdialog', { name: 'Accept the offer?' })
      .getByRole('button', { name: 'Accept Offer' })
      .click();
    await home.getByText('Your application is now Accepted.').waitFor();
    await desk.reload();
    await desk
      .getByText(/Status: Accepted/)
      .first()
      .waitFor();
    // The history sits beside the step (issue 25).
    await expect(
      desk.getByRole('complementary', { name: 'History and notes' }).textContent(),
    ).resolves.toContain('Offered → Accepted');
    await desk.context().close();
    await home.context().close();
  });
});
