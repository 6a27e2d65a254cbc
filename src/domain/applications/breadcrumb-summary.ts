import type { BreadcrumbItem } from './steps.ts';

/**
 * The breadcrumb in one line for a phone (issue 23): 'Step 3 of 7: Application', with the spec's
 * numbers (a domestic flow has no step 5, so its Documents is 'Step 6 of 8'); null on a screen with
 * no current step (the older Other step).
 */
export function breadcrumbSummary(items: readonly BreadcrumbItem[]): string | null {
  const current = items.find((item) => item.current);
  const last = items.at(-1);
  return current && last ? `Step ${current.number} of ${last.number}: ${current.label}` : null;
}
