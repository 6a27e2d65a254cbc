import type { StepDraft } from '../applications/drafts.ts';
import type { Category } from '../user.ts';
import type { OtherDetailsLists } from './constants.ts';
import type { OtherDetailsForm } from './form.ts';

/** Saved other details as the server sends them: any field may be missing or null. */
export type OtherDetailsRecord = Partial<Record<keyof OtherDetailsForm, unknown>>;

/**
 * The answer of POST /potential/student/application/edit/{id} (course spec §7, the older step's
 * load): its lists, the saved form, and what every step's load answers.
 */
export interface OtherDetailsLoadAnswer extends OtherDetailsLists {
  /** The saved form without its id; null until the step is saved. */
  otherDetails: OtherDetailsRecord | null;
  /** The status label ('Editing'); null for a new application (-1). */
  status: string | null;
  applicationCategory: Category | null;
  /** -1 for a new application. */
  id: number;
  /** The application's version, which the save sends back (0 for a new application). */
  version: number;
  /** The caller's own draft of this step, if any. */
  drafts: { other?: StepDraft };
}
