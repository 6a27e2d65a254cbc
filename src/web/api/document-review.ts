import type { MarkValues } from '@machines/document-review.ts';
import { ApiError } from '@/domain/api-error.ts';
import { API_PREFIX, ApiPath } from '@/domain/api-paths.ts';
import { type DocumentReviewAnswer, type ReviewFile, ReviewMsg } from '@/domain/documents/review.ts';
import { apiCall } from './client.ts';
import { getToken } from './session.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** GET /staff/application/files/review/{id} (issue 25 item 6): the files and their marks. */
export function loadReview(id: number, options: CallOptions = {}): Promise<DocumentReviewAnswer> {
  return apiCall<DocumentReviewAnswer>(`${ApiPath.staffFileReview}${id}`, { method: 'GET', ...options });
}

/** POST /staff/application/files/mark/{id}/{fileId}. Quiet: the dialog shows a refusal itself. */
export function markDocument(
  id: number,
  fileId: number,
  values: MarkValues,
  options: CallOptions = {},
): Promise<DocumentReviewAnswer> {
  return apiCall<DocumentReviewAnswer>(`${ApiPath.staffFileMark}${id}/${fileId}`, {
    body: { mark: values.mark, reason: values.reason || undefined },
    quiet: true,
    ...options,
  });
}

/**
 * GET /staff/application/files/preview/{id}/{fileId} with the session's token (an <img> or <iframe>
 * cannot carry it): an object URL of the file, which the caller revokes when the preview closes.
 */
export async function loadPreview(id: number, file: ReviewFile, options: CallOptions = {}): Promise<string> {
  const token = getToken();
  const response = await fetch(`${API_PREFIX}${ApiPath.staffFilePreview}${id}/${file.id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: options.signal,
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(envelope?.code ?? response.status, envelope?.msg || ReviewMsg.previewFailed);
  }
  return URL.createObjectURL(await response.blob());
}
