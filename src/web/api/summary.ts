import type { FinishFacts } from '@machines/finish.ts';
import type { SummaryLoad } from '@machines/summary.ts';
import { ApiError } from '@/domain/api-error.ts';
import { API_PREFIX, ApiPath } from '@/domain/api-paths.ts';
import { declarationPath, summaryDetailPath } from '@/domain/applications/read-paths.ts';
import type { SummaryDetail } from '@/domain/applications/summary.ts';
import { studentName } from '@/domain/submission/finish-text.ts';
import type { DeclarationAnswer, SubmitAnswer } from '@/domain/submission/types.ts';
import type { Category } from '@/domain/user.ts';
import { apiCall } from './client.ts';
import { getToken } from './session.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** GET getDetailOfSummary/{id} (spec §7): the summary detail, with its status, reference and submission time. */
export function loadSummaryDetail(id: number, options: CallOptions = {}): Promise<SummaryDetail> {
  return apiCall<SummaryDetail>(summaryDetailPath(id), { method: 'GET', ...options });
}

/** GET …/domestic/condition or …/international/condition (spec §7): the declaration HTML. */
export async function loadDeclaration(category: Category, options: CallOptions = {}): Promise<string> {
  const answer = await apiCall<DeclarationAnswer>(declarationPath(category), { method: 'GET', ...options });
  return answer?.content ?? '';
}

/** What the summary screen loads: the detail and the declaration of the route's category, together. */
export async function loadSummary(
  id: number,
  category: Category,
  options: CallOptions = {},
): Promise<SummaryLoad> {
  const [summary, declaration] = await Promise.all([
    loadSummaryDetail(id, options),
    loadDeclaration(category, options),
  ]);
  return { summary, declaration };
}

/**
 * POST submit/{id} (spec §7), no body. Quiet: the screen says why a 406 refused it (the message and
 * `result.missing`); other failures are shown by the client as everywhere.
 */
export function submitApplication(id: number, options: CallOptions = {}): Promise<SubmitAnswer> {
  return apiCall<SubmitAnswer>(`${ApiPath.submit}${id}`, { method: 'POST', quiet: true, ...options });
}

/** The finish screen's reference (null before submission) and the student it names, from the summary detail. */
export async function loadFinishFacts(id: number, options: CallOptions = {}): Promise<FinishFacts> {
  const summary = await apiCall<SummaryDetail>(summaryDetailPath(id), {
    method: 'GET',
    background: true,
    ...options,
  });
  return {
    reference: summary.reference ?? null,
    student: studentName(summary.firstGivenName, summary.familyName),
  };
}

/** The file name the server gives (Content-Disposition), else application-{id}.pdf. */
function fileNameOf(response: Response, id: number): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : `application-${id}.pdf`;
}

/**
 * GET applicationPdf/{id} with the session's token (a plain link cannot carry it), then saves the
 * PDF through a temporary object URL. Rejects with an ApiError when the server answers otherwise.
 */
export async function downloadApplicationPdf(id: number): Promise<void> {
  const token = getToken();
  const response = await fetch(`${API_PREFIX}${ApiPath.applicationPdf}${id}`, {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.includes('pdf')) {
    let message = 'The PDF copy could not be downloaded. Please try again later.';
    try {
      const envelope = (await response.json()) as { msg?: string };
      if (envelope.msg) message = envelope.msg;
    } catch {}
    throw new ApiError(response.status, message);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, id);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
