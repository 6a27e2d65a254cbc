import { canEdit, canUpload, type StatusKey } from '../applications/status.ts';

/** What the Documents step lets a person do with the files. */
export interface DocumentEdits {
  /** Add Document on each type. */
  add: boolean;
  /** Remove on each file. */
  remove: boolean;
}

/**
 * By the application's status (null: a new application, not saved yet): while editing, files are
 * added and removed; while evidence is needed, the requested documents are added and none removed
 * (issue 11); once submitted otherwise, neither.
 */
export function documentEdits(status: StatusKey | null): DocumentEdits {
  const remove = status === null || canEdit(status);
  return { add: remove || (status !== null && canUpload(status)), remove };
}
