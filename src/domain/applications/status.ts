/**
 * The application lifecycle: one canonical set of statuses with their display labels. The spec
 * writes some in lower case ('editing', 'pending') and others capitalised ('Editing', 'Refused',
 * 'Evidence Needed'); `toStatusKey` is the one place that reads any of those spellings.
 * docs/application-lifecycle.md draws the transitions.
 */
export const STATUS_KEYS = [
  'editing',
  'pending',
  'submitted',
  'underReview',
  'evidenceNeeded',
  'refused',
  'offered',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];

export const STATUS_LABELS: Record<StatusKey, string> = {
  editing: 'Editing',
  pending: 'Pending',
  submitted: 'Submitted',
  underReview: 'Under Review',
  evidenceNeeded: 'Evidence Needed',
  refused: 'Refused',
  offered: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** What a user may do with an application in each status (spec §2, §6). */
export const canEdit = (status: StatusKey) => status === 'editing';
export const canDelete = (status: StatusKey) => status === 'editing';
/**
 * Whose saves a status takes: an applicant's and an agent's only while editing; staff's also while
 * the application is being processed (issue 11: staff may correct a submitted application's answers,
 * and each change is recorded in its history).
 */
export const STAFF_EDITABLE: readonly StatusKey[] = ['editing', 'submitted', 'underReview', 'evidenceNeeded'];
export const canEditAs = (role: string, status: StatusKey) =>
  role === 'staff' ? STAFF_EDITABLE.includes(status) : canEdit(status);
/** Files may be added while editing, and while evidence is needed (the requested evidence; issue 11). */
export const canUpload = (status: StatusKey) => status === 'editing' || status === 'evidenceNeeded';
/** The summary's Confirm (declaration and submit) shows only for these (spec §2 Summary). */
export const canConfirm = (status: StatusKey) => status === 'editing' || status === 'pending';
/** Rows whose info icon shows the reason given by the provider (spec §2 Potential home). */
export const showsReason = (status: StatusKey) => status === 'refused' || status === 'evidenceNeeded';

const BY_SPELLING = new Map<string, StatusKey>(
  STATUS_KEYS.flatMap((key) => [
    [key.toLowerCase(), key],
    [STATUS_LABELS[key].toLowerCase(), key],
    [STATUS_LABELS[key].toLowerCase().replace(/\s+/g, ''), key],
  ]),
);

/** Any spelling of a status (key, label, any case) → its key; unknown → null. */
export function toStatusKey(value: string | null | undefined): StatusKey | null {
  if (!value) return null;
  return (
    BY_SPELLING.get(value.trim().toLowerCase()) ??
    BY_SPELLING.get(value.replace(/\s+/g, '').toLowerCase()) ??
    null
  );
}
