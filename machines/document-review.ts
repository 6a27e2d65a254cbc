import { assign, emit, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import {
  type DocumentMark,
  type DocumentReviewAnswer,
  MARK_LABELS,
  type ReviewFile,
  ReviewMsg,
} from '../src/domain/documents/review.ts';
import { notProvided } from './not-provided.ts';

export interface DocumentReviewInput {
  id: number;
}

/** A mark as staff send it. */
export interface MarkValues {
  mark: DocumentMark;
  reason: string;
}

export interface DocumentReviewContext {
  id: number;
  /** The files and their marks as last loaded (or as the last mark answered). */
  review: DocumentReviewAnswer | null;
  /** The file being checked: its dialog is open. */
  open: number | null;
  /** Where the open file's preview is shown from (an object URL), once it has loaded. */
  previewUrl: string | null;
  /** Said after a mark was recorded, until the next check. */
  done: string | null;
  error: FlowError | null;
}

export type DocumentReviewEvent =
  /** Check a file: its dialog opens, with its preview when the browser can show it. */
  | { type: 'OPEN'; fileId: number }
  | { type: 'CLOSE' }
  | { type: 'MARK'; values: MarkValues }
  /** Save a copy of a file the browser cannot show (the documents step's download). */
  | { type: 'DOWNLOAD' }
  | { type: 'RETRY' };

/** A mark was recorded: the history beside the panel has a new entry (the container reloads it). */
export type DocumentReviewEmitted = { type: 'marked' };

/** The file with this id in what was loaded. */
export const fileOf = (context: Pick<DocumentReviewContext, 'review'>, id: number | null) =>
  context.review?.files.find((file) => file.id === id);

/**
 * Staff's document checks in the container (issue 25 item 6): loading (the files and their marks)
 * → ready | failed (retry). OPEN opens a file's dialog: a file the browser can show (a PDF, PNG or
 * JPEG) loads its preview first (a failed preview says so, and the file can still be marked);
 * another kind is marked without one, and may be downloaded (DOWNLOAD). MARK records 'Accepted' or 'Needs replacing' with a reason:
 * the dialog closes, the list shows the mark and the machine emits `marked`; a refusal keeps the
 * dialog and what was typed, with the server's message. CLOSE lets the preview go.
 */
export const documentReviewMachine = setup({
  types: {
    context: {} as DocumentReviewContext,
    events: {} as DocumentReviewEvent,
    input: {} as DocumentReviewInput,
    emitted: {} as DocumentReviewEmitted,
  },
  actors: {
    loadReview: fromPromise<DocumentReviewAnswer, { id: number }>(notProvided('loadReview')),
    loadPreview: fromPromise<string, { id: number; file: ReviewFile }>(notProvided('loadPreview')),
    saveMark: fromPromise<DocumentReviewAnswer, { id: number; fileId: number; values: MarkValues }>(
      notProvided('saveMark'),
    ),
  },
  actions: {
    /** The web app frees the preview's object URL (URL.revokeObjectURL), when there is one. */
    releasePreview: () => undefined,
    /** The web app saves the open file (the download says its own failure, as the documents step's does). */
    download: () => undefined,
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    forgetFile: assign({ open: null, previewUrl: null, error: null }),
  },
  guards: {
    known: ({ context, event }) => !!fileOf(context, (event as { fileId: number }).fileId),
    previewable: ({ context }) => !!fileOf(context, context.open)?.previewable,
    notPreviewable: ({ context }) => fileOf(context, context.open)?.previewable === false,
  },
}).createMachine({
  id: 'documentReview',
  context: ({ input }) => ({
    id: input.id,
    review: null,
    open: null,
    previewUrl: null,
    done: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadReview',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ review: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'closed',
      states: {
        /** No file open; coming back from one lets its preview go. */
        closed: {
          entry: ['releasePreview', 'forgetFile'],
          on: {
            OPEN: {
              guard: 'known',
              target: 'open',
              actions: assign({ open: ({ event }) => event.fileId, done: null, error: null }),
            },
          },
        },
        open: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'previewable', target: 'previewing' }, { target: 'viewing' }],
            },
            previewing: {
              on: { CLOSE: '#documentReview.ready.closed' },
              invoke: {
                src: 'loadPreview',
                input: ({ context }) => ({
                  id: context.id,
                  file: fileOf(context, context.open) as ReviewFile,
                }),
                onDone: { target: 'viewing', actions: assign({ previewUrl: ({ event }) => event.output }) },
                onError: {
                  target: 'viewing',
                  actions: assign({
                    error: ({ event }) => ({ ...toFlowError(event.error), message: ReviewMsg.previewFailed }),
                  }),
                },
              },
            },
            viewing: {
              on: {
                MARK: 'saving',
                CLOSE: '#documentReview.ready.closed',
                DOWNLOAD: { guard: 'notPreviewable', actions: 'download' },
              },
            },
            // Not closable while the mark is on its way: staff learn whether it was recorded.
            saving: {
              entry: assign({ error: null }),
              invoke: {
                src: 'saveMark',
                input: ({ context, event }) => ({
                  id: context.id,
                  fileId: context.open ?? 0,
                  values: (event as Extract<DocumentReviewEvent, { type: 'MARK' }>).values,
                }),
                onDone: {
                  target: '#documentReview.ready.closed',
                  actions: [
                    assign({
                      done: ({ context, event }) => {
                        const file = fileOf({ review: event.output }, context.open);
                        return file?.mark
                          ? ReviewMsg.marked(MARK_LABELS[file.mark.mark], file.sourceName)
                          : null;
                      },
                      review: ({ event }) => event.output,
                    }),
                    emit({ type: 'marked' as const }),
                  ],
                },
                onError: { target: 'viewing', actions: 'setError' },
              },
            },
          },
        },
      },
    },
  },
});
