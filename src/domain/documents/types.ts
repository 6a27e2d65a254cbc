import type { Category } from '../user.ts';

/** One uploaded file of an application (spec §3 "Document load response": id, fileType, file.sourceName, file.insertTime). */
export interface ApplicationFile {
  id: number;
  /** The upload type key ('PASSPORT', 'OTHER_DOCUMENT', …). */
  fileType: string;
  file: {
    /** The name the user's file had (shown; never the stored name). */
    sourceName: string;
    /** When it was uploaded, ISO 8601. */
    insertTime: string;
    /** Bytes. */
    size: number;
  };
}

/**
 * The answer of POST /potential/student/application/files/{id}?step=Documents (spec §3, §7): the
 * required type keys of the application's category, every type key → caption (in the order the
 * screen lists them: required first, OTHER_DOCUMENT last), and the application's files; plus the
 * status and category every step's load answers.
 */
export interface DocumentsLoadAnswer {
  uploadTypes: string[];
  allUploadTypes: Record<string, string>;
  applicationFiles: ApplicationFile[];
  /** Status label ('Editing'). */
  status: string;
  applicationCategory: Category;
  id: number;
}
