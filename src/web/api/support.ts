import { ApiPath } from '@/domain/api-paths.ts';
import type { Mode } from '@/domain/mode.ts';
import type { SupportListRequest } from '@/domain/support/list-request.ts';
import type { SupportDetail, SupportListResponse, SupportRequestInput } from '@/domain/support/support.ts';
import { currentMode } from '@/web/mode.ts';
import { apiCall } from './client.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

/** Spec §6: agents use a separate support endpoint; everyone else the student's. */
function paths(mode: Mode = currentMode()) {
  return mode === 'agent'
    ? { add: ApiPath.agentSupportAdd, list: ApiPath.agentSupportList, detail: ApiPath.agentSupportDetail }
    : { add: ApiPath.supportAdd, list: ApiPath.supportList, detail: ApiPath.supportDetail };
}

/** The user's support requests, newest first, with the types a new request may have. */
export function listSupportRequests(
  request: SupportListRequest,
  options?: CallOptions,
): Promise<SupportListResponse> {
  return apiCall<SupportListResponse>(paths().list, { body: request, ...options });
}

/** Sends a new support request. Quiet: the dialog shows a refusal at its fields. */
export function addSupportRequest(values: SupportRequestInput, options?: CallOptions): Promise<unknown> {
  return apiCall<unknown>(paths().add, { body: values, quiet: true, ...options });
}

/** One support request with the reply, if any. Quiet: the screen shows 'not found' itself. */
export function getSupportRequest(id: number, options?: CallOptions): Promise<SupportDetail> {
  return apiCall<SupportDetail>(`${paths().detail}${id}`, { method: 'GET', quiet: true, ...options });
}
