import type { OtherDetailsLoad } from '@machines/other-details.ts';
import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { ApiPath } from '@/domain/api-paths.ts';
import { stepLoadPath } from '@/domain/applications/read-paths.ts';
import { OTHER_DETAILS_LIST_KEYS, type OtherDetailsLists } from '@/domain/other-details/constants.ts';
import type { OtherDetailsForm } from '@/domain/other-details/form.ts';
import type { OtherDetailsLoadAnswer } from '@/domain/other-details/render.ts';
import { keepOpenApplication } from './applications.ts';
import { apiCall } from './client.ts';
import type { CallOptions, RenderEditOptions } from './personal-details.ts';

/** The load's answer as the client reads it: any part may be missing. */
type Answer = Partial<OtherDetailsLoadAnswer>;

/**
 * The older other-details step's load (course spec §7: POST …/application/edit/{id}): its lists, the
 * saved form, status, category, id, version and the caller's draft of the step (for a new application,
 * -1: of `options.category`).
 */
export async function loadOtherDetails(
  id: number,
  options: RenderEditOptions = {},
): Promise<OtherDetailsLoad> {
  const { category, ...call } = options;
  const answer = await apiCall<Answer>(stepLoadPath(ApiPath.editOther, id, category), {
    method: 'POST',
    ...call,
  });
  const loadedId = answer.id ?? id;
  keepOpenApplication({ id: loadedId, category: answer.applicationCategory, status: answer.status });
  const lists = Object.fromEntries(OTHER_DETAILS_LIST_KEYS.map((key) => [key, answer[key] ?? []]));
  return {
    lists: lists as unknown as OtherDetailsLists,
    otherDetails: answer.otherDetails ?? null,
    status: answer.status ?? null,
    applicationCategory: answer.applicationCategory ?? null,
    id: loadedId,
    version: answer.version ?? 0,
    draft: answer.drafts?.other ?? null,
  };
}

/**
 * Saves the step (course spec §7: POST …/application/saveOtherDetail) with the version it was loaded
 * at; resolves with the application's id and new version. Quiet: the form shows a refusal itself.
 */
export async function saveOtherDetails(
  form: StepSaveInput<OtherDetailsForm>,
  options?: CallOptions,
): Promise<StepSaved> {
  const answer = await apiCall<StepSaved>(ApiPath.saveOtherDetail, { body: form, quiet: true, ...options });
  keepOpenApplication({ id: answer.id });
  return { id: answer.id, version: answer.version };
}
