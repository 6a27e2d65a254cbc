import type { MarkValues } from '../../../machines/document-review.ts';
import { ApiError } from '../../../src/domain/api-error.ts';
import type { DocumentReviewAnswer, ReviewFile } from '../../../src/domain/documents/review.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';

const file = (id: number, caption: string, sourceName: string, mediaType: string): ReviewFile => ({
  id,
  fileType: caption.toUpperCase(),
  caption,
  sourceName,
  insertTime: '2026-03-01T10:00:00.000Z',
  mediaType,
  previewable: mediaType !== 'application/msword',
  mark: null,
});

/** A PDF and a PNG the browser can show, and an Office file it cannot. */
export const PDF_ID = 51;
export const PNG_ID = 52;
export const DOC_ID = 53;

export const reviewLoaded: DocumentReviewAnswer = {
  id: 31,
  files: [
    file(PDF_ID, 'Passport', 'passport.pdf', 'application/pdf'),
    file(PNG_ID, 'Transcript', 'transcript.png', 'image/png'),
    file(DOC_ID, 'Resume', 'cv.doc', 'application/msword'),
  ],
};

/** What a mark answers: every file marked (so whichever was open shows its new mark). */
export const reviewMarked: DocumentReviewAnswer = {
  id: 31,
  files: reviewLoaded.files.map((one) => ({
    ...one,
    mark:
      one.id === PDF_ID
        ? {
            mark: 'needsReplacing',
            reason: 'The photo page is cut off.',
            at: '2026-03-02T10:00:00.000Z',
            by: 'Sam Staff',
          }
        : { mark: 'accepted', reason: '', at: '2026-03-02T10:00:00.000Z', by: 'Sam Staff' },
  })),
};

export const needsReplacing: MarkValues = { mark: 'needsReplacing', reason: 'The photo page is cut off.' };

export const reviewErrors = {
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
  reasonRequired: new ApiError(Code.Refused, 'Please say what needs replacing.'),
  previewBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
};
