/**
 * Staff's checks of an application's documents (issue 25 item 6): each file previewed in the
 * container and marked 'Accepted' or 'Needs replacing' with a short reason. Staff only: the spec's
 * documents step (portal-shell-account-documents-summary.md §2, §3) shows applicants and agents no
 * marks, so neither the documents load nor any applicant or agent answer carries them.
 */
export const DOCUMENT_MARKS = ['accepted', 'needsReplacing'] as const;
export type DocumentMark = (typeof DOCUMENT_MARKS)[number];

/** The marks in words: what staff press and what the history records. */
export const MARK_LABELS: Readonly<Record<DocumentMark, string>> = {
  accepted: 'Accepted',
  needsReplacing: 'Needs replacing',
};

/** A mark's reason is short: it becomes one line of an evidence request. */
export const MARK_REASON_MAX = 200;

/**
 * The media types a preview shows, as the upload check found them by their content
 * (server/services/upload-check.ts): a PDF in the page, a PNG or JPEG as an image. Office files
 * are downloaded, never opened in the browser.
 */
export const PREVIEW_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const canPreview = (mediaType: string): boolean =>
  (PREVIEW_MEDIA_TYPES as readonly string[]).includes(mediaType);

export const ReviewMsg = {
  markUnknown: 'Please choose Accepted or Needs replacing.',
  reasonRequired: 'Please say what needs replacing.',
  reasonTooLong: `The reason can be at most ${MARK_REASON_MAX} characters.`,
  notPreviewable: 'This kind of document cannot be previewed. Please download it instead.',
  previewFailed: 'The document could not be shown. Please try again later.',
  marked: (label: string, name: string) => `${name} is marked ${label}.`,
} as const;

/** A file's latest mark, as the history recorded it. */
export interface FileMark {
  mark: DocumentMark;
  reason: string;
  /** ISO 8601. */
  at: string;
  by: string;
}

/** One file as staff check it: what it is, whether the browser can show it, and its latest mark. */
export interface ReviewFile {
  id: number;
  fileType: string;
  /** The document type's caption ('Passport'), never its key. */
  caption: string;
  sourceName: string;
  insertTime: string;
  mediaType: string;
  previewable: boolean;
  mark: FileMark | null;
}

/** GET /staff/application/files/review/{id} (and the mark's answer): the files, in the step's order. */
export interface DocumentReviewAnswer {
  id: number;
  files: ReviewFile[];
}

/**
 * The evidence request the marks ask for: one line per file marked 'Needs replacing' (its kind,
 * its name, the reason), in the files' order; '' when none is. Staff read and edit it before sending.
 */
export function evidenceReasonOf(files: readonly ReviewFile[]): string {
  const lines = files
    .filter((file) => file.mark?.mark === 'needsReplacing')
    .map((file) => `- ${file.caption} (${file.sourceName}): ${file.mark?.reason ?? ''}`);
  return lines.length === 0 ? '' : ['Please upload a new copy of:', ...lines].join('\n');
}
