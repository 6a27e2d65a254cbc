import { readableDate } from '../answers/format.ts';
import type { Category } from '../user.ts';
import type { StatusKey } from './status.ts';

/**
 * An evidence request in view (issue 23, GOV.UK notification banner): while an application's status
 * is Evidence Needed, the home and the application show what the admissions team asked for, by when,
 * and the way to the Documents step — instead of a reason behind an icon and a date only in a mail.
 */
export interface EvidenceRequest {
  id: number;
  category: Category;
  title: string;
  /** The staff's reason as they wrote it (line breaks kept by the view); null when none was given. */
  reason: string | null;
}

interface EvidenceSource {
  id: number;
  category: Category;
  statusKey: StatusKey;
  rejectedReason?: string | null;
  /** yyyy-MM-dd, set with the request. */
  evidenceDueDate?: string | null;
}

export const UPLOAD_EVIDENCE = 'Upload evidence';

/** '2026-12-04' → '4 December 2026' (GOV.UK dates); anything else as given. The answers' one formatter. */
export const longDate = readableDate;

export const evidenceTitle = (dueDate: string | null) =>
  dueDate ? `Evidence needed by ${longDate(dueDate)}` : 'Evidence needed';

/** The banner an application shows, or null when nothing is asked of the applicant. */
export function evidenceRequestOf(source: EvidenceSource): EvidenceRequest | null {
  if (source.statusKey !== 'evidenceNeeded') return null;
  return {
    id: source.id,
    category: source.category,
    title: evidenceTitle(source.evidenceDueDate ?? null),
    reason: source.rejectedReason?.trim() || null,
  };
}
