import { STEPS, type StepKey } from '../applications/steps.ts';
import type { Category } from '../user.ts';

/** "Application (step 3)" for a category. */
export function stepName(category: Category, step: StepKey): string {
  const { label, number } = STEPS[category][step];
  return `${label} (step ${number})`;
}

/** The status after a step saved: the spec's next event, in words. */
export function nextStatus(category: Category, step: StepKey): string {
  return `Saved. Next: ${stepName(category, step)}`;
}

/**
 * The container's heading and page title (issue 25): '<Given name> <Family name> — <reference>' once
 * submitted, 'Application <id>' before (a new one, not saved yet: 'New application').
 */
export function applicationTitle(application: {
  id: number;
  reference: string | null;
  firstGivenName: string | null;
  familyName: string | null;
}): string {
  if (application.id <= 0) return 'New application';
  if (!application.reference) return `Application ${application.id}`;
  const name = [application.firstGivenName, application.familyName].filter(Boolean).join(' ');
  return name ? `${name} — ${application.reference}` : application.reference;
}
