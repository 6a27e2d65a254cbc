import type { Locator, Page } from 'playwright-core';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly `label`, with the visual required star Playwright includes in a label's text allowed after it. */
const labelPattern = (label: string) => new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);

/** The control labelled exactly `label` (a required star may follow). */
export function field(page: Page, label: string) {
  return page.getByLabel(labelPattern(label));
}

/** The control labelled exactly `label` (a required star may follow) inside the group named `group`. */
export function inGroup(page: Page, group: string, label: string) {
  return page.getByRole('group', { name: group, exact: true }).getByLabel(labelPattern(label));
}

/** The control labelled exactly `label` (a required star may follow) inside `scope`. */
export const labelled = (scope: Page | Locator, label: string) => scope.getByLabel(labelPattern(label));

/** The Yes or No radio of a yes/no question (a radio group named by the question) inside `scope`. */
export const radio = (scope: Page | Locator, question: string, choice: 'Yes' | 'No') =>
  scope
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(question)}`) })
    .getByRole('radio', { name: choice, exact: true });

/** Answers a yes/no question inside `scope`. */
export async function answer(scope: Page | Locator, question: string, choice: 'Yes' | 'No') {
  await radio(scope, question, choice).check();
}

/** The messages a control is described by (its inline error among them). */
export const descriptionOf = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The text of a select's chosen option (what the user sees in it). */
export const chosenText = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text ?? '');
