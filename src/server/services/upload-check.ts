import { fileTypeFromFile } from 'file-type';
import { UPLOAD_EXTENSIONS, type UploadExtension } from '../../domain/documents/constants.ts';

/**
 * What each allowed extension's content must be found to be (file-type's magic-byte detection): a
 * .pdf that is text, or an executable renamed .doc, does not pass. The older Office formats are
 * Compound File Binary containers, which file-type names 'cfb'.
 */
const CONTENT_OF: Record<UploadExtension, { detected: readonly string[]; mediaType: string }> = {
  pdf: { detected: ['pdf'], mediaType: 'application/pdf' },
  png: { detected: ['png'], mediaType: 'image/png' },
  jpg: { detected: ['jpg'], mediaType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], mediaType: 'image/jpeg' },
  doc: { detected: ['cfb', 'doc'], mediaType: 'application/msword' },
  xls: { detected: ['cfb', 'xls'], mediaType: 'application/vnd.ms-excel' },
  docx: {
    detected: ['docx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    detected: ['xlsx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

const MAX_NAME_LENGTH = 255;

/**
 * Invisible formatting characters (Unicode Cf): bidirectional overrides, embeddings and isolates
 * that make 'evil\u202Efdp.exe.pdf' read as 'evilfdp.exe.pdf' backwards, zero-width spaces, the
 * byte-order mark, soft hyphens. The zero-width (non-)joiners stay: scripts such as Persian and the
 * Indic ones need them inside words, and they reorder nothing.
 */
const INVISIBLE_FORMATTING = /(?![\u200c\u200d])\p{Cf}/gu;

/**
 * The user's file name when it is one we will show and offer back: invisible formatting removed
 * (issue 24), no folders (`/`, `\`), no `..`, no control characters, not blank, at most 255
 * characters. Never used as a storage name.
 */
export function acceptableSourceName(name: string | undefined): string | null {
  if (!name) return null;
  const trimmed = name.replace(INVISIBLE_FORMATTING, '').trim();
  if (!trimmed || trimmed.length > MAX_NAME_LENGTH) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed) || trimmed.includes('..') || trimmed.startsWith('.'))
    return null;
  return trimmed;
}

/** The allowed extension of a file name (lower-cased), or null. */
export function extensionOf(name: string): UploadExtension | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) ? (extension as UploadExtension) : null;
}

/** The media type to store when the file's content is what its extension says; null when not. */
export async function mediaTypeOf(path: string, extension: UploadExtension): Promise<string | null> {
  const found = await fileTypeFromFile(path);
  const expected = CONTENT_OF[extension];
  return found && expected.detected.includes(found.ext) ? expected.mediaType : null;
}
