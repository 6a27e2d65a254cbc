import type { DocumentsList, DocumentsLoad } from '../../../machines/documents.ts';
import { ApiError } from '../../../src/domain/api-error.ts';
import { DocumentMsg } from '../../../src/domain/documents/messages.ts';
import type { ApplicationFile } from '../../../src/domain/documents/types.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';
import { SAVED_ID } from './application-fixtures.ts';

/**
 * The documents step's fixtures (spec §3 "Document load response", §5 Upload, §7, §8): a category's
 * types — captioned in a scrambled order, so the screen's order (required first, the other document
 * last) is the screen's doing — the application's files, what an upload and a removal may answer.
 */
export const allUploadTypes: Record<string, string> = {
  OTHER_DOCUMENT: 'Other Document',
  ENGLISH_TEST: 'English Test Result',
  TRANSCRIPT: 'Academic Transcript',
  PASSPORT: 'Passport',
};
/** The required types; OTHER_DOCUMENT is never required (§3), whatever a load says. */
export const uploadTypes = ['PASSPORT', 'TRANSCRIPT', 'OTHER_DOCUMENT'];

export const passportFile: ApplicationFile = {
  id: 40,
  fileType: 'PASSPORT',
  file: { sourceName: 'passport.pdf', insertTime: '2026-03-04T10:15:00.000Z', size: 120_000 },
};
/** The file an upload added, as the reload lists it. */
export const uploadedFile: ApplicationFile = {
  id: 41,
  fileType: 'PASSPORT',
  file: { sourceName: 'passport-back.pdf', insertTime: '2026-03-05T09:00:00.000Z', size: 200_000 },
};

export const documentsLoads = {
  /** Application 12, editing, one passport page uploaded. */
  saved: {
    uploadTypes,
    allUploadTypes,
    applicationFiles: [passportFile],
    status: 'Editing',
    applicationCategory: 'International',
    id: SAVED_ID,
    version: 0,
  } satisfies DocumentsLoad,
};

/**
 * The list a reload answers: the passport's two pages. One list serves every reload of the model (an
 * upload's and a removal's alike, the removal refused or not), so the Remove button a path presses
 * again is still on screen; a removal's own effect is tested in tests/machines/upload.test.ts.
 */
export const listAfterUpload: DocumentsLoad = {
  ...documentsLoads.saved,
  applicationFiles: [passportFile, uploadedFile],
};
export const listOf = (load: DocumentsLoad): DocumentsList => ({
  uploadTypes: load.uploadTypes,
  allUploadTypes: load.allUploadTypes,
  applicationFiles: load.applicationFiles,
});

/** What a person chooses with Add Document: name and size (the machine reads nothing else). */
export const chosenFiles = {
  ok: { name: 'passport-back.pdf', size: 200_000 },
  wrongKind: { name: 'setup.exe', size: 4_000 },
  tooLarge: { name: 'scan.pdf', size: 21 * 1024 * 1024 },
};

export const documentsErrors = {
  network: new TypeError('Failed to fetch'),
  /** 406: a sixth document of the same type (§5, §9). */
  tooMany: new ApiError(Code.Refused, DocumentMsg.tooMany),
  /** 406: the file was removed meanwhile. */
  fileNotFound: new ApiError(Code.Refused, DocumentMsg.fileNotFound),
  /** The request never got an answer. */
  offline: new ApiError(0, Msg.serverBrokenHttp),
};
