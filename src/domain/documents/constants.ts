/**
 * The documents step's constants (spec §3 "Document load response", §5 Upload, §9). The spec shows
 * the limits as guidance only; the server enforces them (issue 10).
 */

/** The upload type that is never required and is listed last (spec §2 Documents screen, §3). */
export const OTHER_DOCUMENT = 'OTHER_DOCUMENT';

/** Accepted extensions, lower case without the dot (spec §5). The content's magic bytes must agree. */
export const UPLOAD_EXTENSIONS = ['doc', 'pdf', 'jpeg', 'jpg', 'png', 'xls', 'xlsx', 'docx'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** At most 20 MB a file (spec §5, §9). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** At most 5 files of one type (spec §5, §9). */
export const MAX_FILES_PER_TYPE = 5;
/** The list reloads 1 s after an upload succeeded (spec §4, §9). */
export const RELOAD_AFTER_MS = 1000;
/** What an upload that succeeded shows (spec §4, §7: code 204 shows 'success'). */
export const UPLOAD_SUCCESS = 'success';
/** The query of the documents load (spec §7: `{load path}{applicationId}?step=Documents`). */
export const DOCUMENTS_STEP_QUERY = 'Documents';
/** The Documents screen's title (spec §2). */
export const DOCUMENTS_TITLE = 'Upload Documents';
/** The Documents screen's help link text (spec §2). */
export const HOW_TO_APPLY = 'How to apply';
/** The mark of a required type (spec §2). */
export const REQUIRED_MARK = '^';
