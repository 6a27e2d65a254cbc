import type { StepKey } from '@/domain/applications/steps.ts';
import type { Category } from '@/domain/user.ts';
import { type EarlyRequest, sendEarly } from '@/web/api/client.ts';
import { documentsEarly } from '@/web/api/documents.ts';
import { otherDetailsEarly } from '@/web/api/other-details.ts';
import { renderEditEarly } from '@/web/api/personal-details.ts';
import { getToken } from '@/web/api/session.ts';
import { summaryEarly } from '@/web/api/summary.ts';

/** What each step's screen loads first, as its route starts it (the same requests its machine sends). */
const STEP_READS: Partial<Record<StepKey, (id: number, category: Category) => EarlyRequest[]>> = {
  personal: (id, category) => [renderEditEarly(id, category)],
  application: (id, category) => [renderEditEarly(id, category)],
  qualifications: (id, category) => [renderEditEarly(id, category)],
  other: (id, category) => [otherDetailsEarly(id, category)],
  documents: (id) => [documentsEarly(id)],
  summary: summaryEarly,
  finish: (id) => summaryEarly(id),
};

/**
 * A navigation to a step (issue 27): its reads start now, while the step's code is on its way; the
 * step's machine still loads when it starts, and takes these answers (api/early-calls.ts). Nothing
 * is asked without a session: the route guard sends the person to sign in instead.
 */
export function startStepReads(step: StepKey, id: number, category: Category): void {
  sendEarly(getToken() ? (STEP_READS[step]?.(id, category) ?? []) : []);
}
