import type { DocumentsLoad } from '@machines/documents.ts';
import type { UploadCallInput } from '@machines/upload.ts';
import { ApiError } from '@/domain/api-error.ts';
import { API_PREFIX, ApiPath } from '@/domain/api-paths.ts';
import { documentsLoadPath } from '@/domain/applications/read-paths.ts';
import { MESSAGE_MS } from '@/domain/constants.ts';
import type { ApplicationFile, DocumentsLoadAnswer } from '@/domain/documents/types.ts';
import { Msg } from '@/domain/messages.ts';
import { keepOpenApplication } from './applications.ts';
import { answerOf, apiCall, NETWORK_FAILURE } from './client.ts';
import { notify } from './notices.ts';
import { getToken } from './session.ts';

interface CallOptions {
  signal?: AbortSignal;
}

const authorization = (): Record<string, string> => {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/**
 * POST applicationFiles/{id}?step=Documents (spec §3, §7): the required types, every type's caption
 * and the application's files. A failure shows no message of the client's (spec §8): the step says
 * its load failed, and a reload's failure is only logged.
 */
export async function loadDocuments(id: number, options: CallOptions = {}): Promise<DocumentsLoad> {
  const answer = await apiCall<Partial<DocumentsLoadAnswer> | null>(documentsLoadPath(id), {
    method: 'POST',
    background: true,
    ...options,
  });
  const loadedId = answer?.id ?? id;
  keepOpenApplication({ id: loadedId, category: answer?.applicationCategory, status: answer?.status });
  return {
    uploadTypes: answer?.uploadTypes ?? [],
    allUploadTypes: answer?.allUploadTypes ?? {},
    applicationFiles: answer?.applicationFiles ?? [],
    status: answer?.status ?? null,
    applicationCategory: answer?.applicationCategory ?? null,
    id: loadedId,
    version: 0,
  };
}

/**
 * Uploads one file (spec §7: multipart with the `type` field and the file, the authorization header)
 * through XMLHttpRequest, so its progress can be shown. Resolves on code 204; otherwise rejects with
 * the server's message, which the screen shows beside the type (spec §8), so the client says nothing.
 */
export function uploadDocument(
  { id, fileType, file, onProgress }: UploadCallInput,
  { signal }: CallOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('type', fileType);
    // The machine knows a chosen file by its name and size; the browser chose a File.
    body.append('file', file as unknown as Blob, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}${ApiPath.uploadFile}${id}`);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value);
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable && progress.total > 0)
        onProgress((progress.loaded / progress.total) * 100);
    };
    request.onload = () => {
      const type = request.getResponseHeader('Content-Type') ?? 'application/json';
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { 'Content-Type': type },
      });
      answerOf(response, { background: true }).then(() => resolve(), reject);
    };
    request.onerror = () => reject(new ApiError(NETWORK_FAILURE, Msg.serverBrokenHttp));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** POST deleteFile/{id}/{fileId} (spec §7). A failure is only logged (spec §8). */
export async function deleteDocument(id: number, fileId: number, options: CallOptions = {}): Promise<void> {
  await apiCall<unknown>(`${ApiPath.deleteFile}${id}/${fileId}`, {
    method: 'POST',
    background: true,
    ...options,
  });
}

/** The message of a download that failed (the spec names none). */
export const DOWNLOAD_FAILED = 'The document could not be downloaded. Please try again later.';

/**
 * GET downloadFile/{id}/{fileId} with the session's token (a plain link cannot carry it), then saves
 * it under the name it was uploaded with, through a temporary object URL. A failure is said.
 */
export async function downloadDocument(id: number, file: ApplicationFile): Promise<void> {
  try {
    const response = await fetch(`${API_PREFIX}${ApiPath.downloadFile}${id}/${file.id}`, {
      headers: authorization(),
    });
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
      throw new ApiError(response.status, envelope?.msg || DOWNLOAD_FAILED);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = file.file.sourceName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  } catch (error) {
    const message = error instanceof ApiError ? error.message : DOWNLOAD_FAILED;
    notify({ tone: 'error', message, durationMs: MESSAGE_MS });
  }
}
