import type { CourseApplicationLoad } from '@machines/course-application.ts';
import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { ApiPath } from '@/domain/api-paths.ts';
import { CATALOGUE_LIST_KEYS, type CourseCatalogue } from '@/domain/course/catalogue.ts';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { keepOpenApplication } from './applications.ts';
import { apiCall } from './client.ts';
import { type CallOptions, type RenderEditOptions, renderEdit } from './personal-details.ts';

/** The course step's part of the render/edit answer (course spec §7). */
type CourseAnswer = Partial<CourseCatalogue> & {
  applicationDetails?: Record<string, unknown> | null;
  applicationRpls?: unknown[] | null;
};

/**
 * The course step's load: render/edit/{id} (every step's load), read for its catalogue, saved form and
 * the caller's draft of the step (a new application's: of `options.category`).
 */
export async function loadApplicationDetails(
  id: number,
  options?: RenderEditOptions,
): Promise<CourseApplicationLoad> {
  const answer = (await renderEdit(id, options)) as unknown as Awaited<ReturnType<typeof renderEdit>> &
    CourseAnswer;
  const lists = Object.fromEntries(CATALOGUE_LIST_KEYS.map((key) => [key, answer[key] ?? []]));
  return {
    catalogue: {
      ...(lists as Pick<CourseCatalogue, (typeof CATALOGUE_LIST_KEYS)[number]>),
      campusDict: answer.campusDict ?? [],
      courseOfferings: answer.courseOfferings ?? [],
      modules: answer.modules ?? [],
    },
    applicationDetails: answer.applicationDetails ?? null,
    applicationRpls: answer.applicationRpls ?? null,
    status: answer.status,
    applicationCategory: answer.applicationCategory,
    id: answer.id,
    version: answer.version ?? 0,
    draft: answer.drafts?.application ?? null,
  };
}

/**
 * Saves the course step with the version it was loaded at; resolves with the application's id and
 * new version. Quiet: the form shows a refusal (406, including 'someone else saved first') itself.
 */
export async function saveApplicationDetails(
  form: StepSaveInput<ApplicationDetailsForm>,
  options?: CallOptions,
): Promise<StepSaved> {
  const answer = await apiCall<StepSaved>(ApiPath.saveApplicationDetails, {
    body: form,
    quiet: true,
    ...options,
  });
  keepOpenApplication({ id: answer.id });
  return { id: answer.id, version: answer.version };
}
