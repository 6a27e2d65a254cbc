import { type DownloadInput, downloadMachine } from '@machines/download.ts';
import { fromPromise } from 'xstate';
import type { QueueRequest } from '@/domain/backoffice/requests.ts';
import type { ApplicationFile } from '@/domain/documents/types.ts';
import { downloadDocument } from '@/web/api/documents.ts';
import { downloadQueueExport, type ExportFormat } from '@/web/api/staff.ts';
import { downloadApplicationPdf } from '@/web/api/summary.ts';

export type DownloadLogic = typeof downloadMachine;

/** The application's PDF copy (issue 23); tests hand in their own `download`. */
export function pdfDownloadLogic(
  id: number,
  download: (id: number) => Promise<void> = downloadApplicationPdf,
) {
  return downloadMachine.provide({
    actors: { download: fromPromise<void, DownloadInput>(() => download(id)) },
  });
}

/** The queue as CSV or Excel (issue 11): the format is the item, the queue's request the params. */
export function queueExportLogic(download: typeof downloadQueueExport = downloadQueueExport) {
  return downloadMachine.provide({
    actors: {
      download: fromPromise<void, DownloadInput>(({ input }) =>
        download(input.item as ExportFormat, input.params as QueueRequest),
      ),
    },
  });
}

/** What a document's download is sent with: its application and the file. */
export interface DocumentDownload {
  id: number;
  file: ApplicationFile;
}

/**
 * An uploaded document (spec §2: its name downloads it). The call says its own failure (a notice),
 * as the document checks' download does; tests hand in their own `download`.
 */
export function documentDownloadLogic(download: typeof downloadDocument = downloadDocument) {
  return downloadMachine.provide({
    actors: {
      download: fromPromise<void, DownloadInput>(({ input }) => {
        const { id, file } = input.params as DocumentDownload;
        return download(id, file);
      }),
    },
  });
}
