import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import type { DocumentsLoadAnswer } from '../../src/domain/documents/types.ts';
import type { Envelope } from '../../src/domain/envelope.ts';
import type { TestServer } from './test-server.ts';

/** Uploads one file as the documents step does (spec §7: multipart, the `type` field, then the file). */
export async function upload(
  server: Pick<TestServer, 'url'>,
  token: string,
  id: number,
  file: { type: string; name: string; bytes: Buffer },
): Promise<Envelope<unknown>> {
  const body = new FormData();
  body.append('type', file.type);
  body.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${server.url}${API_PREFIX}${ApiPath.uploadFile}${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  return (await response.json()) as Envelope<unknown>;
}

/** The documents step's load (spec §7: `?step=Documents`). */
export const loadDocuments = (server: Pick<TestServer, 'call'>, token: string, id: number) =>
  server.call<DocumentsLoadAnswer>(`${ApiPath.applicationFiles}${id}?step=Documents`, undefined, { token });

/** A file's download, as the bytes and headers. */
export async function download(server: Pick<TestServer, 'url'>, token: string, id: number, fileId: number) {
  const response = await fetch(`${server.url}${API_PREFIX}${ApiPath.downloadFile}${id}/${fileId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
