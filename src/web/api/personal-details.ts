import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { ApiPath } from '@/domain/api-paths.ts';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import type { ObtainPersonalDetailsAnswer, RenderEditAnswer } from '@/domain/personal/render.ts';
import { APPLICATION_SESSION_KEYS, keepOpenApplication } from './applications.ts';
import { apiCall } from './client.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The dictionaries and the saved personal details of an application (-1: a new one), with the
 * application's version (0 for a new one), which the next save sends back.
 */
export async function renderEdit(
  id: number,
  options?: CallOptions,
): Promise<RenderEditAnswer & { version?: number }> {
  const answer = await apiCall<RenderEditAnswer & { version?: number }>(`${ApiPath.renderEdit}${id}`, {
    method: 'POST',
    ...options,
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
    ...options,
  });
}

/** The edit-offer indicator kept for the session (spec §3): the steps then show their offer version. */
export function readEditOffer(): boolean {
  try {
    return sessionStorage.getItem(APPLICATION_SESSION_KEYS.editOffer) === 'true';
  } catch {
    return false;
  }
}
