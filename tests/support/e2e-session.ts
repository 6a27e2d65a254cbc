import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Mode } from '../../src/domain/mode.ts';
import { StepMsg } from '../../src/domain/steps/messages.ts';
import type { OpenedBrowser } from './browser.ts';
import { FIXTURE_PASSWORD, type FixtureUser } from './db-fixtures.ts';
import type { E2eApp } from './e2e-app.ts';
import { field } from './fields.ts';

/** Signs `account` in on the host of `mode`, as a person does, and waits to leave the sign-in page. */
export async function signIn(browser: OpenedBrowser, app: E2eApp, mode: Mode, account: FixtureUser) {
  const page = await browser.newPage(app.hostUrl(mode));
  await page.goto('/');
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  return page;
}

/** A step's error summary: the spec's 'Please correct the edit information.' (§8). */
export const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: StepMsg.summary });

/** Presses the step's button; on a refusal the error summary's text makes the failure readable. */
export async function saveAndWaitFor(page: Page, arrived: (url: URL) => boolean, button = 'Save & Continue') {
  await page.getByRole('button', { name: button }).click();
  const summary = errorSummary(page);
  const outcome = await Promise.race([
    page.waitForURL(arrived, { timeout: 15_000 }).then(() => 'arrived'),
    summary.waitFor({ timeout: 15_000 }).then(async () => `refused: ${await summary.textContent()}`),
  ]);
  expect(outcome).toBe('arrived');
}

/** Presses the step's button and expects the refusal: the summary shows, the page stays, it takes the focus. */
export async function saveAndExpectRefusal(page: Page, button = 'Save & Continue') {
  const before = new URL(page.url()).pathname;
  await page.getByRole('button', { name: button }).click();
  const summary = errorSummary(page);
  const outcome = await Promise.race([
    summary.waitFor({ timeout: 15_000 }).then(() => 'refused'),
    page
      .waitForURL((url) => url.pathname !== before, { timeout: 15_000 })
      .then(() => `saved and went on to ${new URL(page.url()).pathname}`),
  ]);
  expect(outcome).toBe('refused');
  await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
  return summary;
}
