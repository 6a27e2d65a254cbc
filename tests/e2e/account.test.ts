import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '../../src/domain/messages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eRig } from '../support/e2e-rig.ts';
import { field } from '../support/fields.ts';
import { codeFrom, resetLinkFrom } from '../support/smtp-sink.ts';

/**
 * Account access as a person does it, in Chromium against the built app, a real server on PGlite and
 * a real SMTP sink: terms → register → emailed code → sign in → change password → re-login → sign out,
 * the guard's redirect and the return after sign-in, forgot and reset; axe on every screen and error state.
 */
describe('account access in Chromium', () => {
  const rig = e2eRig();
  let page: Page;
  const email = `e2e.${Date.now()}@example.com`;
  const firstPassword = 'first_pass-1';
  const secondPassword = 'second_pass-2';
  const thirdPassword = 'third_pass-3';

  beforeAll(async () => {
    page = await rig.browser.newPage(rig.app.url);
  });

  async function signIn(password: string) {
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('sends a signed-out visitor from a private page to sign-in with the redirect query', async () => {
    await page.goto('/potential/home');
    await page.waitForURL(
      (url) => url.pathname === '/' && url.searchParams.get('redirect') === '/potential/home',
    );
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await page.getByRole('link', { name: 'Undergraduate' }).waitFor();
    await expectNoAxeViolations(page, 'sign-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(Msg.emailRequired).first().waitFor();
    await expectNoAxeViolations(page, 'sign-in with errors');
  });

  it('registers: terms, slide, email, code from the SMTP sink, password', async () => {
    await page.getByRole('link', { name: 'Register for New Account' }).click();
    await page.waitForURL('**/terms');
    const accept = field(page, 'I accept the Terms & Conditions');
    await accept.waitFor();
    await expect(page.getByRole('button', { name: /slide to proceed/i }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'terms');
    await page.getByText('I accept the Terms & Conditions', { exact: true }).click();
    await expect(accept.isChecked()).resolves.toBe(true);
    const slider = page.getByRole('button', { name: /slide to proceed/i });
    await expectNoAxeViolations(page, 'terms accepted');
    await slider.click();
    await page.waitForURL('**/register');
    await expectNoAxeViolations(page, 'register');

    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await page.getByText(Msg.emailInvalid).first().waitFor();
    await expectNoAxeViolations(page, 'register with errors');

    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/verification/${email}`);
    const resend = page.getByRole('button', { name: /Resend Verification Code/ });
    await expect(resend.isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'verification');

    const code = codeFrom(
      await rig.app.smtp.waitForMail(email, (mail) => /verification code/i.test(mail.subject)),
    );
    const wrong = code === '000000' ? '111111' : '000000';
    await field(page, 'Verification code').fill(wrong);
    await field(page, 'Password').fill(firstPassword);
    await field(page, 'Retype password').fill(firstPassword);
    await page.getByRole('button', { name: 'Start Application' }).click();
    await page.getByText(Msg.codeWrong).first().waitFor();
    await expectNoAxeViolations(page, 'verification with a wrong code');
    await expect(field(page, 'Password').inputValue()).resolves.toBe(firstPassword);

    await field(page, 'Verification code').fill(code);
    await page.getByRole('button', { name: 'Start Application' }).click();
    await page.getByText(Msg.registered).waitFor();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('email') === email);
    await expect(field(page, 'Email').inputValue()).resolves.toBe(email);
  });

  it('signs in to the applications home with the account area and tabs', async () => {
    await signIn('wrong_pass');
    await page.getByText(Msg.signInFailed).first().waitFor();
    await expectNoAxeViolations(page, 'sign-in refused');
    await signIn(firstPassword);
    await page.waitForURL('**/potential/home');
    // A new account has no category yet: the home asks it first (tests/e2e/home.test.ts covers it).
    const welcome = page.getByRole('dialog', { name: Msg.welcome });
    await welcome.getByText('Domestic Student', { exact: true }).click();
    await welcome.getByRole('button', { name: 'Save' }).click();
    await welcome.waitFor({ state: 'detached' });
    await page.getByText(email).first().waitFor();
    for (const tab of ['Home', 'Change Email', 'Change Password', 'Sign Out']) {
      await expect(
        page.getByRole('navigation', { name: 'Account' }).getByText(tab, { exact: true }).count(),
      ).resolves.toBe(1);
    }
    await expectNoAxeViolations(page, 'potential home');
  });

  it('changes the password, then asks for a new sign-in', async () => {
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL('**/potential/changepassword');
    await expectNoAxeViolations(page, 'change password');
    await field(page, 'Current Password').fill('not_my_password');
    await field(page, 'New Password').fill(secondPassword);
    await field(page, 'Re-enter New Password').fill('different_1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(Msg.passwordsDiffer).first().waitFor();
    await expectNoAxeViolations(page, 'change password with errors');

    await field(page, 'Re-enter New Password').fill(secondPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(Msg.currentPasswordWrong).first().waitFor();

    await field(page, 'Current Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(Msg.passwordReset).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('signs in with the new password only, and signs out', async () => {
    await signIn(firstPassword);
    await page.getByText(Msg.signInFailed).first().waitFor();
    await signIn(secondPassword);
    await page.waitForURL('**/potential/home');
    const token = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(token).toContain('token');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('redirect'));
    const after = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(after).not.toContain(email);
  });

  it('returns to the page asked for after signing in', async () => {
    await page.goto('/potential/changeemail');
    await page.waitForURL((url) => url.searchParams.get('redirect') === '/potential/changeemail');
    await signIn(secondPassword);
    await page.waitForURL('**/potential/changeemail');
    await expectNoAxeViolations(page, 'change email');
    await page.getByRole('button', { name: 'Change Email' }).click();
    await page.getByText(Msg.emailRequired).first().waitFor();
    await expectNoAxeViolations(page, 'change email with errors');
  });

  it('resets a forgotten password from the emailed link, once', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/forgot');
    await expectNoAxeViolations(page, 'forgot password');
    await field(page, 'Login email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(Msg.resetLinkSent).waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    const { link } = resetLinkFrom(
      await rig.app.smtp.waitForMail(email, (mail) => /setPassWord/.test(mail.text)),
    );
    await page.goto(rig.app.localLink(link));
    await field(page, 'New password').waitFor();
    await expectNoAxeViolations(page, 'reset password');
    await field(page, 'New password').fill(thirdPassword);
    await field(page, 'Retype new password').fill(thirdPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(Msg.passwordReset).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(thirdPassword);
    await page.waitForURL('**/potential/home');

    await page.goto(rig.app.localLink(link));
    await field(page, 'New password').fill('fourth_pass-4');
    await field(page, 'Retype new password').fill('fourth_pass-4');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(Msg.resetLinkInvalid).first().waitFor();
    await expectNoAxeViolations(page, 'reset password with a used link');
  });
});
