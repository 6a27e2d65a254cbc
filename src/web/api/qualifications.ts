import type { QualificationsLoad, QualificationsObtained } from '@machines/qualifications.ts';
import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { ApiPath } from '@/domain/api-paths.ts';
import { QUALIFICATION_LIST_KEYS, type QualificationLists } from '@/domain/qualifications/context.ts';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import type { QualificationsStepLoad } from '@/domain/qualifications/render.ts';
import { keepOpenApplication } from './applications.ts';
import { apiCall } from './client.ts';
import { type CallOptions, type RenderEditOptions, renderEdit } from './personal-details.ts';

/** The qualifications step's part of the render/edit answer (course spec §7); older servers may omit any. */
type QualificationsAnswer = Partial<QualificationLists> & Partial<QualificationsStepLoad>;

/**
 * The qualifications step's load: render/edit/{id} (every step's load), read for the step's lists,
 * its saved form and entries, and the caller's draft of the step (a new application's: of
 * `options.category`).
 */
export async function loadQualifications(
  id: number,
  options?: RenderEditOptions,
): Promise<QualificationsLoad> {
  const answer = (await renderEdit(id, options)) as unknown as Awaited<ReturnType<typeof renderEdit>> &
    QualificationsAnswer;
  const lists = Object.fromEntries(QUALIFICATION_LIST_KEYS.map((key) => [key, answer[key] ?? []]));
  return {
    lists: lists as unknown as QualificationLists,
    qualificationsForm: answer.qualificationsForm ?? null,
    qualifications: answer.qualifications ?? [],
    employments: answer.employments ?? [],
    status: answer.status,
    applicationCategory: answer.applicationCategory,
    id: answer.id,
    version: answer.version ?? 0,
    draft: answer.drafts?.qualifications ?? null,
  };
}

/**
 * Saves the qualifications step with the version it was loaded at; resolves with the application's id
 * and new version. Quiet: the form shows a refusal (406, including 'someone else saved first') itself.
 */
export async function saveQualifications(
  form: StepSaveInput<QualificationsForm>,
  options?: CallOptions,
): Promise<StepSaved> {
  const answer = await apiCall<StepSaved>(ApiPath.saveQualifications, {
    body: form,
    quiet: true,
    ...options,
  });
  keepOpenApplication({ id: answer.id });
  return { id: answer.id, version: answer.version };
}

/**
 * Staff pre-fill (course spec §4, §7): a former enrolment's qualifications for this application. A
 * rejected or failed lookup is ignored without a message (§8), so the call is quiet and in the
 * background; the machine goes back to the form.
 */
export async function obtainQualifications(
  applicationId: number,
  enrolmentCode: string,
  options?: CallOptions,
): Promise<QualificationsObtained> {
  const query = new URLSearchParams({ applicationId: String(applicationId), enrolmentCode });
  const answer = await apiCall<Partial<QualificationsObtained> | null>(
    `${ApiPath.obtainQualifications}?${query}`,
    { method: 'POST', quiet: true, background: true, ...options },
  );
  return {
    enrolmentCode: answer?.enrolmentCode ?? enrolmentCode,
    qualifications: Array.isArray(answer?.qualifications) ? answer.qualifications : [],
  };
}
