import type { StepKey } from '../applications/steps.ts';
import type { Mode } from '../mode.ts';
import { opensBackOffice } from '../portal-offers.ts';
import { CATEGORIES, type Category } from '../user.ts';

/** What /staff/application/:category/:id shows. */
export type StaffApplicationPage =
  | { show: 'unknownCategory' }
  | { show: 'otherPortal' }
  | { show: 'container'; category: Category };

/**
 * The address's category first (an unknown one is said whatever the portal), then the portal: only
 * the staff portal opens the back office's container; elsewhere the page points to the staff portal.
 */
export function staffApplicationPage(category: string | undefined, mode: Mode): StaffApplicationPage {
  const known = CATEGORIES.find((each) => each === category);
  if (!known) return { show: 'unknownCategory' };
  if (!opensBackOffice(mode)) return { show: 'otherPortal' };
  return { show: 'container', category: known };
}

/**
 * A saved application (a positive id) has a status, a history and possibly duplicates, which the
 * container shows and reads; a new one (-1) has none yet.
 */
export const isSavedApplication = (id: number): boolean => id > 0;

/** The container draws the step's screen at every step but Finish, where staff are done with it. */
export const drawsStepScreen = (step: StepKey): boolean => step !== 'finish';
