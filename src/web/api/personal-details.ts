import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { ApiPath } from '@/domain/api-paths.ts';
import { stepLoadPath } from '@/domain/applications/read-paths.ts';
import type { StepsRenderAnswer } from '@/domain/applications/render-edit.ts';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import type { ObtainPersonalDetailsAnswer, RenderEditAnswer } from '@/domain/personal/render.ts';
import type { Category } from '@/domain/user.ts';
import { keepOpenApplication } from './applications.ts';
import { apiCall } from './client.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

export interface RenderEditOptions extends CallOptions {
  /** A new application's category (the route's): whose new-application drafts to answer (`?category=`). */
  category?: Category;
}

/** render/edit's answer as the client reads it: older servers may leave out the version and the drafts. */
export type RenderEditReply = RenderEditAnswer & {
  version?: number;
  drafts?: Partial<StepsRenderAnswer['drafts']>;
};

/**
 * The dictionaries and the saved personal details of an application (-1: a new one, its category's
 * drafts asked with `?category=`), with the application's version (0 for a new one), which the next
 * save sends back, and the caller's drafts of its steps.
 */
export async function renderEdit(id: number, options: RenderEditOptions = {}): Promise<RenderEditReply> {
  const { category, ...call } = options;
  const answer = await apiCall<RenderEditReply>(stepLoadPath(ApiPath.renderEdit, id, category), {
    method: 'POST',
    ...call,
  });
  keepOpenApplication({ id: answer.id, category: answer.applicationCategory, status: answer.status });
  return answer;
}

/**
 * Saves the step with the version it was loaded at; resolves with the application's id and new
 * version. Quiet: the form shows a refusal (406, including 'someone else saved first') itself.
 */
export async function savePersonalDetails(
  form: StepSaveInput<PersonalDetailsForm>,
  options?: CallOptions,
): Promise<StepSaved> {
  const answer = await apiCall<StepSaved>(ApiPath.savePersonalDetails, {
    body: form,
    quiet: true,
    ...options,
  });
  keepOpenApplication({ id: answer.id });
  return { id: answer.id, version: answer.version };
}

/** Staff pre-fill: a student's personal details by student number. Quiet: a refusal is ignored (spec §7). */
export function obtainPersonalDetails(
  studentNum: string,
  options?: CallOptions,
): Promise<ObtainPersonalDetailsAnswer> {
  const query = new URLSearchParams({ studentNum });
  return apiCall<ObtainPersonalDetailsAnswer>(`${ApiPath.obtainPersonalDetails}?${query}`, {
    method: 'POST',
    quiet: true,
    // Spec §4.5, §8: a rejected or failed pre-fill is ignored without a message.
    background: true,
    ...options,
  });
}
