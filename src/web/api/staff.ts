import type { DecisionValues } from '@machines/staff-decision.ts';
import { ApiError } from '@/domain/api-error.ts';
import { API_PREFIX, ApiPath } from '@/domain/api-paths.ts';
import { staffDuplicatesPath, staffHistoryPath } from '@/domain/applications/read-paths.ts';
import type { DashboardAnswer } from '@/domain/backoffice/dashboard.ts';
import type { DuplicatesAnswer } from '@/domain/backoffice/duplicates.ts';
import type { QueueRequest } from '@/domain/backoffice/requests.ts';
import type { DecisionAnswer, HistoryAnswer, QueueResponse } from '@/domain/backoffice/types.ts';
import { apiCall } from './client.ts';
import { getToken } from './session.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** POST /staff/application/list (issue 11): a page of the queue with its counts. */
export function loadQueue(request: QueueRequest, options: CallOptions = {}): Promise<QueueResponse> {
  return apiCall<QueueResponse>(ApiPath.staffQueue, { body: request, ...options });
}

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FAILED = 'The export could not be downloaded. Please try again later.';

/**
 * GET /staff/application/export with the queue's filters and the session's token (a plain link
 * cannot carry it), saved under the server's file name through a temporary object URL.
 */
export async function downloadQueueExport(format: ExportFormat, request: QueueRequest): Promise<void> {
  const query = new URLSearchParams({ format });
  for (const key of [
    'status',
    'applicationCategory',
    'campus',
    'course',
    'keywords',
    'duplicates',
  ] as const) {
    const value = request[key];
    if (typeof value === 'string' && value) query.set(key, value);
  }
  const token = getToken();
  const response = await fetch(`${API_PREFIX}${ApiPath.staffExport}?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiError(response.status, envelope?.msg || EXPORT_FAILED);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `applications.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /staff/application/history/{id}: the status and the history (notes included). */
export function loadHistory(id: number, options: CallOptions = {}): Promise<HistoryAnswer> {
  return apiCall<HistoryAnswer>(staffHistoryPath(id), { method: 'GET', ...options });
}

/**
 * POST /staff/application/status/{id}: a decision, made from the version the panel loaded (issue 24).
 * Quiet: the dialog shows a refusal itself.
 */
export function decide(
  id: number,
  version: number | undefined,
  values: DecisionValues,
  options: CallOptions = {},
): Promise<DecisionAnswer> {
  const body = {
    status: values.to,
    version,
    reason: values.reason || undefined,
    dueDate: values.dueDate || undefined,
  };
  return apiCall<DecisionAnswer>(`${ApiPath.staffDecision}${id}`, { body, quiet: true, ...options });
}

/** POST /staff/application/note/{id}. Quiet: the panel shows a refusal itself. */
export function addNote(id: number, content: string, options: CallOptions = {}): Promise<unknown> {
  return apiCall<unknown>(`${ApiPath.staffNote}${id}`, { body: { content }, quiet: true, ...options });
}

/**
 * GET /staff/application/duplicates/{id}: the applications that may be the same applicant's (issue
 * 25). Quiet: the panel says itself when they could not be checked.
 */
export function loadDuplicates(id: number, options: CallOptions = {}): Promise<DuplicatesAnswer> {
  return apiCall<DuplicatesAnswer>(staffDuplicatesPath(id), {
    method: 'GET',
    quiet: true,
    ...options,
  });
}

/** POST /staff/application/not-duplicate/{id}. Quiet: the panel shows a refusal itself. */
export function markNotDuplicate(id: number, otherId: number, options: CallOptions = {}): Promise<unknown> {
  return apiCall<unknown>(`${ApiPath.staffNotDuplicate}${id}`, {
    body: { otherId },
    quiet: true,
    ...options,
  });
}

/** GET /staff/application/dashboard: the intake's overview (issue 25). */
export function loadDashboard(options: CallOptions = {}): Promise<DashboardAnswer> {
  return apiCall<DashboardAnswer>(ApiPath.staffDashboard, { method: 'GET', ...options });
}
