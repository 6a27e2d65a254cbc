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
