import type { FilterOption } from '../applications/list.ts';
import type { StatusKey } from '../applications/status.ts';
import type { Category, Role } from '../user.ts';

/** A row of the staff queue (issue 11). */
export interface QueueRow {
  id: number;
  reference: string | null;
  firstGivenName: string | null;
  familyName: string | null;
  mail: string | null;
  courseName: string | null;
  campusName: string | null;
  category: Category;
  /** Display label. */
  status: string;
  statusKey: StatusKey;
  /** ISO 8601; null before submission. */
  submittedAt: string | null;
  updateTime: string;
  /** yyyy-MM-dd while evidence is due. */
  evidenceDueDate: string | null;
  /** Paired with another application as a possible duplicate (issue 25; staff only). */
  possibleDuplicate: boolean;
}

/** The answer of POST /staff/application/list: a page, the total matching, and counts per status. */
export interface QueueResponse {
  list: QueueRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** Every status with how many applications match the other filters (so each option says what it finds). */
  statusCondition: FilterOption<StatusKey>[];
}

/** What a decision answers: the application's new status. */
export interface DecisionAnswer {
  id: number;
  status: string;
  statusKey: StatusKey;
  version: number;
}

/**
 * What a history entry records; 'mark': staff marked a document Accepted or Needs replacing (issue 25
 * item 6); 'not-duplicate': staff marked a possible duplicate pair as not one (issue 25 item 5).
 */
export const EVENT_KINDS = [
  'save',
  'upload',
  'remove',
  'submit',
  'decision',
  'note',
  'mark',
  'not-duplicate',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** One field a save changed: its path in the step's answers, before and after (as text). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A change as the history shows it: the field's label, both sides in words (names, 'Yes', dates). */
export interface WordedChange extends FieldChange {
  label: string;
}

/** One entry of an application's history (the audit trail), newest first. */
export interface HistoryEntry {
  id: number;
  kind: EventKind;
  /** ISO 8601. */
  at: string;
  by: { id: number | null; role: Role; name: string };
  /** The step a save was of ('personal', …); null otherwise. */
  step: string | null;
  /** A save's changed fields, in words. */
  changes: WordedChange[];
  /**
   * What else the entry says, in words: a file's name and its kind's caption, a decision's statuses by
   * their labels, reason and due date ('4 December 2026'), a note.
   */
  detail: Record<string, string | null>;
}

/** GET /staff/application/history/{id}: the application's status (what a decision starts from) and its history. */
export interface HistoryAnswer {
  id: number;
  status: string;
  statusKey: StatusKey;
  /** What a decision sends back as the version it was made from. */
  version: number;
  reference: string | null;
  /** The applicant's names as the personal step saved them (the container's heading, issue 25). */
  firstGivenName: string | null;
  familyName: string | null;
  entries: HistoryEntry[];
  /**
   * What an evidence request would ask for, from the documents marked 'Needs replacing'
   * (src/domain/documents/review.ts `evidenceReasonOf`); '' when none is. Pre-fills its reason.
   */
  evidenceReason: string;
}
