import type { StatusKey } from '../applications/status.ts';

/** Who moves an application along: staff decide; the applicant answers an offer or sends evidence back. */
export type LifecycleActor = 'staff' | 'applicant';
/** What a move asks for besides the new status. */
export type MoveNeeds = 'nothing' | 'reason' | 'reasonAndDueDate';

export interface Transition {
  from: StatusKey;
  to: StatusKey;
  by: LifecycleActor;
  needs: MoveNeeds;
}

const staff = (from: StatusKey, to: StatusKey, needs: MoveNeeds = 'nothing'): Transition => ({
  from,
  to,
  by: 'staff',
  needs,
});
const applicant = (from: StatusKey, to: StatusKey): Transition => ({
  from,
  to,
  by: 'applicant',
  needs: 'nothing',
});

/**
 * The lifecycle after submission (docs/application-lifecycle.md), the one definition the server
 * enforces and the screens offer: staff pick a submitted application up, ask for evidence (a reason
 * and a due date), refuse (a reason) or offer; the applicant sends evidence back (under review again)
 * and accepts or declines an offer; staff withdraw an application when its applicant asks (a reason).
 * Refused, accepted, declined and withdrawn are final. Editing → submitted is the submission's own.
 */
export const TRANSITIONS: readonly Transition[] = [
  staff('submitted', 'underReview'),
  staff('submitted', 'withdrawn', 'reason'),
  staff('underReview', 'evidenceNeeded', 'reasonAndDueDate'),
  staff('underReview', 'refused', 'reason'),
  staff('underReview', 'offered'),
  staff('underReview', 'withdrawn', 'reason'),
  staff('evidenceNeeded', 'underReview'),
  staff('evidenceNeeded', 'refused', 'reason'),
  staff('evidenceNeeded', 'withdrawn', 'reason'),
  staff('offered', 'withdrawn', 'reason'),
  applicant('evidenceNeeded', 'underReview'),
  applicant('offered', 'accepted'),
  applicant('offered', 'declined'),
];

/** The move from `from` to `to` that `by` may make; undefined when the lifecycle has none. */
export function transitionOf(from: StatusKey, to: StatusKey, by: LifecycleActor): Transition | undefined {
  return TRANSITIONS.find((move) => move.from === from && move.to === to && move.by === by);
}

/** Where `by` may move an application in `from`, in the definition's order. */
export const movesFrom = (from: StatusKey, by: LifecycleActor): Transition[] =>
  TRANSITIONS.filter((move) => move.from === from && move.by === by);

/** Statuses whose reason the applicant sees (the list's info icon, spec §2). */
export const REASON_SHOWN: readonly StatusKey[] = ['evidenceNeeded', 'refused', 'withdrawn'];

/** A reason is at most this long; line breaks are kept (the applicant sees them). */
export const REASON_MAX = 2000;
/** A note is at most this long. */
export const NOTE_MAX = 4000;
/** Staff queue pages hold 20 applications. */
export const QUEUE_PAGE_SIZE = 20;
