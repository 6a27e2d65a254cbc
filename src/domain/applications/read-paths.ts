import { ApiPath } from '../api-paths.ts';
import { DOCUMENTS_STEP_QUERY } from '../documents/constants.ts';
import type { Category } from '../user.ts';
import { NEW_APPLICATION_ID } from './steps.ts';

/**
 * The addresses of what the application's screens read, built in one place for the web client's
 * calls and for the reads a navigation sends before the screen's code (issue 27), which are only
 * taken when they are the same request.
 */

/** A form step's load (`render/edit/{id}`, `edit/{id}`); a new application's (-1) asks for its category's drafts. */
export function stepLoadPath(path: string, id: number, category?: Category): string {
  const query = id === NEW_APPLICATION_ID && category ? `?${new URLSearchParams({ category })}` : '';
  return `${path}${id}${query}`;
}

/** The documents step's load: its required types, captions and files. */
export const documentsLoadPath = (id: number) =>
  `${ApiPath.applicationFiles}${id}?${new URLSearchParams({ step: DOCUMENTS_STEP_QUERY })}`;

/** The summary detail (the summary's and the finish page's read). */
export const summaryDetailPath = (id: number) => `${ApiPath.summaryDetail}${id}`;

/** The declaration of a category. */
export const declarationPath = (category: Category) =>
  category === 'International' ? ApiPath.internationalDeclaration : ApiPath.domesticDeclaration;

/** The back office's status and history of an application. */
export const staffHistoryPath = (id: number) => `${ApiPath.staffHistory}${id}`;

/** The back office's applications that may be the same applicant's. */
export const staffDuplicatesPath = (id: number) => `${ApiPath.staffDuplicates}${id}`;
