import { documentReviewMachine, fileOf, type MarkValues } from '@machines/document-review.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { DocumentReviewAnswer, ReviewFile } from '@/domain/documents/review.ts';
import { loadPreview, loadReview, markDocument } from '@/web/api/document-review.ts';
import { downloadDocument } from '@/web/api/documents.ts';

/** The document checks' machine with the real calls; tests provide their own. */
export const documentReviewLogic = documentReviewMachine.provide({
  actors: {
    loadReview: fromPromise<DocumentReviewAnswer, { id: number }>(({ input, signal }) =>
      loadReview(input.id, { signal }),
    ),
    loadPreview: fromPromise<string, { id: number; file: ReviewFile }>(({ input, signal }) =>
      loadPreview(input.id, input.file, { signal }),
    ),
    saveMark: fromPromise<DocumentReviewAnswer, { id: number; fileId: number; values: MarkValues }>(
      ({ input, signal }) => markDocument(input.id, input.fileId, input.values, { signal }),
    ),
  },
  actions: {
    releasePreview: ({ context }) => {
      if (context.previewUrl) URL.revokeObjectURL(context.previewUrl);
    },
    download: ({ context }) => {
      const file = fileOf(context, context.open);
      if (!file) return;
      const { id, fileType, sourceName, insertTime } = file;
      void downloadDocument(context.id, { id, fileType, file: { sourceName, insertTime, size: 0 } });
    },
  },
});
export type DocumentReviewLogic = typeof documentReviewMachine;
export const DocumentReviewActor = createActorContext(documentReviewMachine);
