import type { Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The control labelled exactly `label`. Playwright matches a label's whole text, which includes the
 * visual required star (hidden from assistive technology), so the star is allowed after the label.
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** The control labelled exactly `label` (a required star may follow) inside the group named `group`. */
export function inGroup(page: Page, group: string, label: string) {
  return page
    .getByRole('group', { name: group, exact: true })
    .getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}
