import { STATUS_LABELS, type StatusKey } from '../applications/status.ts';
import { NOTE_MAX, REASON_MAX } from './lifecycle.ts';

/** What staff read once a decision is made, by the new status's label. */
export const decidedAs = (label: string) => `The application is now ${label}.`;
/** What the applicant reads once their answer (evidence sent back, offer accepted or declined) is taken. */
export const answeredAs = (label: string) => `Your application is now ${label}.`;

/** The back office's refusals and confirmations (issue 11; the spec does not word them). */
export const DecisionMsg = {
  notAllowed: (from: StatusKey, to: StatusKey) =>
    `An application that is ${STATUS_LABELS[from]} cannot become ${STATUS_LABELS[to]}.`,
  changedMeanwhile: 'This application was changed by someone else meanwhile. Please reload it.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `The reason can be at most ${REASON_MAX} characters.`,
  dueDateRequired: 'Please give the date the evidence is due.',
  dueDateInvalid: 'The due date must be a date after today.',
  statusUnknown: 'Please choose the new status.',
  noteRequired: 'Please write the note.',
  noteTooLong: `A note can be at most ${NOTE_MAX} characters.`,
  evidenceMissing: 'Please upload the requested evidence before sending it back.',
  decided: (to: StatusKey) => decidedAs(STATUS_LABELS[to]),
} as const;
