import type { CourseStepLoad } from '../course/render.ts';
import type { RenderEditAnswer } from '../personal/render.ts';
import type { QualificationsStepLoad } from '../qualifications/render.ts';
import type { StepDrafts } from './drafts.ts';

/**
 * The whole answer of render/edit/{id}: the personal step's lists and details, the course step's
 * catalogue and saved form, the qualifications step's saved form and entries (its lists are among the
 * reference lists), status, category, id, the version every save sends back, and the
 * caller's unvalidated drafts of its steps (for id -1: the new-application drafts of the category
 * asked with `?category=`, else of the account's category).
 */
export type StepsRenderAnswer = RenderEditAnswer &
  CourseStepLoad &
  QualificationsStepLoad & {
    drafts: StepDrafts;
  };
