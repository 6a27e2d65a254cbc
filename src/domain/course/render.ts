import type { CourseCatalogue } from './catalogue.ts';
import type { ApplicationDetailsForm, RplItem } from './form.ts';

/** Saved application details as the server sends them: any field may be missing or null. */
export type ApplicationDetailsRecord = Partial<Record<keyof ApplicationDetailsForm, unknown>>;

/** What render/edit answers for the course application step (course spec §7). */
export interface CourseStepLoad extends CourseCatalogue {
  /** The saved form (without its id); null until the step is saved. */
  applicationDetails: ApplicationDetailsRecord | null;
  /** The saved RPL items (also inside applicationDetails); [] until saved. */
  applicationRpls: RplItem[];
}
