/**
 * Staff's document checks under model-based test (issue 25 item 6; re-exported by registry.ts and
 * listed in its `registry`).
 */
import { documentReviewMachine } from '../../../machines/document-review.ts';
import {
  DOC_ID,
  needsReplacing,
  PDF_ID,
  reviewErrors,
  reviewLoaded,
  reviewMarked,
} from './document-review-fixtures.ts';
import { defineModel } from './types.ts';

export const documentReview = defineModel(documentReviewMachine, {
  name: 'document-review',
  inputs: { default: { id: 31 } },
  outcomes: {
    loadReview: [
      { label: 'three files', output: reviewLoaded },
      { label: 'server broken', error: reviewErrors.serverBroken },
    ],
    loadPreview: [
      { label: 'shown', output: 'blob:preview' },
      { label: 'server broken', error: reviewErrors.previewBroken },
    ],
    saveMark: [
      { label: 'recorded', output: reviewMarked },
      { label: 'reason required', error: reviewErrors.reasonRequired },
    ],
  },
  events: () => [
    // A PDF (previewed), an Office file (no preview) and a file no longer listed.
    { type: 'OPEN', fileId: PDF_ID },
    { type: 'OPEN', fileId: DOC_ID },
    { type: 'OPEN', fileId: 999 },
    { type: 'MARK', values: needsReplacing },
    { type: 'DOWNLOAD' },
  ],
  // A file the browser shows has no Download button: Chromium's viewer saves it.
  withheld: ({ context }) =>
    context.review?.files.find((file) => file.id === context.open)?.previewable ? ['DOWNLOAD'] : [],
  contextKey: ({ open, review }) => ({ open, marked: review?.files.some((file) => file.mark) ?? false }),
});
