import type { Mode } from '../mode.ts';

/**
 * The finish screen's confirmation panel and 'What happens next' (issue 23, GOV.UK confirmation
 * panel), worded for who is at the screen: the applicant, or an agent who submitted for a student
 * (named, as the confirmation mail names them). The spec's own message stays the panel's title.
 */

/** When a decision can usually be expected; the mails say the same. */
export const DECISION_WEEKS = 4;

export const WHAT_HAPPENS_NEXT = 'What happens next';

/** The student as the finish screen and the mails name them: 'Mei Chen', else 'the student'. */
export function studentName(first: string | null | undefined, family: string | null | undefined): string {
  const name = [first, family]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || 'the student';
}

export interface FinishText {
  /** The line above the reference in the panel. */
  referenceLabel: string;
  /** Who the application is for, for agents; null for applicants (it is their own). */
  forStudent: string | null;
  next: string[];
}

export function finishText(mode: Mode, student: string): FinishText {
  if (mode === 'applicant')
    return {
      referenceLabel: 'Your reference number',
      forStudent: null,
      next: [
        'We have sent you a confirmation email with your reference number.',
        `Our admissions team will review your application. We usually make a decision within ${DECISION_WEEKS} weeks, and we will email you when its status changes.`,
        'You can see the status of your application at any time in My Applications.',
      ],
    };
  return {
    referenceLabel: 'Reference number',
    forStudent: `Application for ${student}`,
    next: [
      `We have sent a confirmation email with the reference number to you and to ${student}.`,
      `Our admissions team will review the application. We usually make a decision within ${DECISION_WEEKS} weeks, and we will email you when its status changes.`,
      `You can see the status of ${student}'s application at any time in My Applications.`,
    ],
  };
}
