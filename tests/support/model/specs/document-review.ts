import type { EventObject } from 'xstate';
import { documentReviewMachine } from '../../../../machines/document-review.ts';
import type { DocumentReviewAnswer, ReviewFile } from '../../../../src/domain/documents/review.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof documentReviewMachine>;

const is = (event: EventObject | undefined, start: string) =>
  !!event && describeEvent(event).startsWith(start);

/** Issue 25 item 6's words for the two marks. */
const LABELS = { accepted: 'Accepted', needsReplacing: 'Needs replacing' } as const;
const PREVIEW_FAILED = 'The document could not be shown. Please try again later.';

/** What the panel knows after the path so far: the files as last answered, the file open, its preview. */
function panelOf({ history }: Context) {
  let review: DocumentReviewAnswer | null = null;
  let open: ReviewFile | null = null;
  let preview: 'loading' | 'shown' | 'failed' | 'none' = 'none';
  /** What the panel said after the last mark, until another file is opened. */
  let done: string | null = null;
  for (const event of history) {
    const output = (event as unknown as { output?: unknown }).output;
    if (is(event, 'done loadReview')) review = output as DocumentReviewAnswer;
    if (is(event, 'done saveMark') && open) {
      review = output as DocumentReviewAnswer;
      const marked = review.files.find((file) => file.id === open?.id)?.mark;
      // The file that was open is marked as the answer says.
      done = marked ? `${open.sourceName} is marked ${LABELS[marked.mark]}.` : null;
    }
    if (event.type === 'OPEN' && !open) {
      const wanted = (event as unknown as { fileId: number }).fileId;
      open = review?.files.find((file) => file.id === wanted) ?? null;
      preview = open?.previewable ? 'loading' : 'none';
      if (open) done = null;
    }
    if (is(event, 'done loadPreview')) preview = 'shown';
    if (is(event, 'error loadPreview')) preview = 'failed';
    if (event.type === 'CLOSE' || is(event, 'done saveMark')) open = null;
  }
  return { review, open, preview, done };
}

const knownFile = (context: Context) => {
  const { review } = panelOf({ ...context, history: context.history.slice(0, -1) });
  const wanted = (context.event as unknown as { fileId: number }).fileId;
  return review?.files.find((file) => file.id === wanted);
};

/** Each file's name → its mark in words (or null), as the list shows it. */
const marksOf = (review: DocumentReviewAnswer | null) =>
  Object.fromEntries(
    (review?.files ?? []).map((file) => [file.sourceName, file.mark ? LABELS[file.mark.mark] : null]),
  );

/** What the open file's dialog shows in place of the document: the document (PDF or image), or why not. */
function previewOf(file: ReviewFile, preview: 'loading' | 'shown' | 'failed' | 'none') {
  if (preview !== 'shown') return preview;
  return file.mediaType === 'application/pdf' ? 'pdf' : 'image';
}

const errorOf = (event: EventObject) => (event as unknown as { error: Error }).error.message;

/**
 * Issue 25 item 6: staff open each document in the container (a PDF or an image shown in the page, any
 * other kind only marked) and mark it 'Accepted' or 'Needs replacing' with a short reason; the mark
 * is recorded (the history beside the panel has a new entry) and the list shows it.
 */
export const documentReviewSpec = defineSpec(documentReviewMachine, {
  initial: 'loading',
  rules: [
    { from: 'loading', on: 'done loadReview', to: 'ready.closed' },
    { from: 'loading', on: 'error loadReview', to: 'failed' },
    { from: 'failed', on: 'RETRY', to: 'loading' },
    // A file no longer listed opens nothing; a PDF or image loads its preview; any other kind has none.
    {
      from: 'ready.closed',
      on: 'OPEN',
      to: (c) => {
        const file = knownFile(c);
        if (!file) return 'ready.closed';
        return file.previewable ? 'ready.open.previewing' : 'ready.open.viewing';
      },
    },
    { from: 'ready.open.previewing', on: 'done loadPreview', to: 'ready.open.viewing' },
    // A preview that failed says so; the file can still be marked.
    { from: 'ready.open.previewing', on: 'error loadPreview', to: 'ready.open.viewing' },
    { from: 'ready.open.previewing', on: 'CLOSE', to: 'ready.closed' },
    { from: 'ready.open.viewing', on: 'MARK', to: 'ready.open.saving' },
    { from: 'ready.open.viewing', on: 'CLOSE', to: 'ready.closed' },
    // A file the browser cannot show is saved instead; the dialog stays.
    { from: 'ready.open.viewing', on: 'DOWNLOAD', to: 'ready.open.viewing' },
    { from: 'ready.open.saving', on: 'done saveMark', to: 'ready.closed' },
    { from: 'ready.open.saving', on: 'error saveMark', to: 'ready.open.viewing' },
  ],
  states: {
    loading: { busy: true, emitted: [] },
    failed: (c) => ({ busy: false, buttons: { Retry: 'enabled' }, message: errorOf(c.event), emitted: [] }),
    ready: (c) => ({ marks: marksOf(panelOf(c).review) }),
    // After a mark the history beside the panel has a new entry: `marked` tells the container.
    'ready.closed': (c) => ({
      busy: false,
      dialog: null,
      message: panelOf(c).done,
      emitted: is(c.event, 'done saveMark') ? ['marked'] : [],
    }),
    'ready.open': (c) => {
      const { open, preview } = panelOf(c);
      return open
        ? { dialog: `Check ${open.sourceName}`, preview: previewOf(open, preview), emitted: [] }
        : {};
    },
    'ready.open.previewing': { busy: true, message: null },
    'ready.open.viewing': (c) => ({
      busy: false,
      message: is(c.event, 'error saveMark')
        ? errorOf(c.event)
        : panelOf(c).preview === 'failed'
          ? PREVIEW_FAILED
          : null,
    }),
    'ready.open.saving': { busy: true },
  },
  view: (snapshot, emitted) => {
    const { review, open, previewUrl, done, error } = snapshot.context;
    const file = review?.files.find((one) => one.id === open);
    const busy =
      snapshot.matches('loading') ||
      snapshot.matches({ ready: { open: 'previewing' } }) ||
      snapshot.matches({ ready: { open: 'saving' } });
    return {
      emitted,
      busy,
      ...(snapshot.matches('ready') ? { marks: marksOf(review) } : {}),
      ...(snapshot.matches('failed') ? { message: error?.message ?? null } : {}),
      ...(snapshot.matches({ ready: 'closed' }) ? { dialog: null, message: done } : {}),
      ...(snapshot.matches({ ready: 'open' }) && file
        ? {
            dialog: `Check ${file.sourceName}`,
            preview: !file.previewable
              ? 'none'
              : snapshot.matches({ ready: { open: 'previewing' } })
                ? 'loading'
                : previewUrl
                  ? file.mediaType === 'application/pdf'
                    ? 'pdf'
                    : 'image'
                  : 'failed',
            ...(snapshot.matches({ ready: { open: 'saving' } }) ? {} : { message: error?.message ?? null }),
          }
        : {}),
    };
  },
});
