import { clockTime, readableDateTime } from '../steps/dates.ts';
import type { Category } from '../user.ts';

/**
 * Drafts of the application steps (issue 8, "Leaving and coming back"): what a person typed on a
 * step, kept by the server without validation, autosaved by the screen and restored on return. A
 * draft is not a save: it never moves the application's version and is never checked field by field.
 */

/** The steps that keep a draft; the server refuses any other key (and the table's check agrees). */
export const DRAFT_STEPS = ['personal', 'application', 'qualifications', 'other'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

/** How long after the last change the step machine keeps a draft (its `autosave` delay). */
export const AUTOSAVE_MS = 2000;

/** A draft not kept again for this many days expires: not restored, and housekeeping deletes it. */
export const DRAFT_EXPIRY_DAYS = 30;
export const DRAFT_EXPIRY_MS = DRAFT_EXPIRY_DAYS * 86_400_000;

/** The largest draft form kept: its JSON, UTF-8 encoded, at most this many bytes (64 KB). */
export const DRAFT_MAX_BYTES = 65_536;
/** The deepest draft form kept: the form itself is level 1, each object or list inside one more. */
export const DRAFT_MAX_DEPTH = 8;

/** Refusals of a draft (406); a draft's fields are never validated, only its size and shape. */
export const DraftMsg = {
  notAForm: 'A draft must be a form: an object of fields.',
  unknownStep: 'This step does not keep drafts.',
  tooLarge: 'This draft is too large to keep (at most 64 KB). Please save the step instead.',
  tooDeep: 'This draft is nested too deeply to keep (at most 8 levels).',
} as const;

/** What the step screen says about drafts (times in the person's time zone). */
export const DraftText = {
  saving: 'Saving draft…',
  saved: (savedAt: string) => `Draft saved at ${clockTime(savedAt)}`,
  failed: 'Draft not saved — your changes are still on this page.',
  restored: (savedAt: string) =>
    `We restored the changes you had not saved yet (draft from ${readableDateTime(savedAt)}).`,
  /** Issue 26: a draft older than someone else's save is not restored, and the person is told. */
  stale: (savedAt: string) =>
    `A draft from ${readableDateTime(savedAt)} was not restored because the application changed since`,
  discard: 'Discard draft',
  /** The Discard button while the discard is on its way (a busy button keeps a name). */
  discarding: 'Discarding draft…',
  discardFailed: 'The draft could not be discarded. Please try again.',
  /** The leave question's text while the latest draft holds every change. */
  kept: 'Your changes are saved as a draft; you can finish later.',
} as const;

/** One step's draft as render/edit answers it. */
export interface StepDraft {
  /** The form as typed, unvalidated: any field may be missing, empty or wrong. */
  form: Record<string, unknown>;
  /** When it was last kept (ISO 8601). */
  savedAt: string;
  /**
   * The application changed since (someone else's save moved its version): the draft is not
   * restored, or it would undo that change; its form is then empty and the screen says why.
   */
  stale?: boolean;
}

/** render/edit's `drafts`: the caller's draft of each step that has one, for that application. */
export type StepDrafts = Partial<Record<DraftStep, StepDraft>>;

/** Which draft: the step, and the application (-1: a new one, then of `applicationCategory`). */
export interface DraftTarget {
  step: DraftStep;
  /** -1 for an application not saved yet. */
  applicationId: number;
  /** For a new application: its category (the account's category when absent). */
  applicationCategory?: Category | null;
  /** The application's version the form was loaded at (render/edit's `version`; 0 for a new one). */
  version?: number;
}

/** The body of POST …/application/draft/save. */
export interface SaveDraftRequest extends DraftTarget {
  form: Record<string, unknown>;
}

/** The answer of POST …/application/draft/save. */
export interface DraftSaved {
  /** When the draft was kept (ISO 8601): the screen shows "Draft saved". */
  savedAt: string;
}

/** The body of POST …/application/draft/discard; its answer is null. */
export type DiscardDraftRequest = DraftTarget;

/**
 * How deep a JSON value nests (a scalar 0, `{}` 1, `{ a: [] }` 2), counted no further than `limit`
 * + 1, so a pathological value costs nothing more than a refused one.
 */
export function jsonDepth(value: unknown, limit: number = DRAFT_MAX_DEPTH): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const item of Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(item, limit - 1));
    if (deepest > limit) break;
  }
  return deepest + 1;
}
