import { assign, emit, fromPromise, setup } from 'xstate';
import { ApiError, type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { MAX_FILE_BYTES, RELOAD_AFTER_MS, UPLOAD_EXTENSIONS } from '../src/domain/documents/constants.ts';
import { DocumentMsg } from '../src/domain/documents/messages.ts';
import { Code } from '../src/domain/envelope.ts';
import type { DocumentsLoad } from './documents.ts';
import { notProvided } from './not-provided.ts';
import { BUSY } from './step.ts';

export { UPLOAD_SUCCESS } from '../src/domain/documents/constants.ts';
export { BUSY } from './step.ts';

/** What a person chose (a File in the browser): its name and size are all the machine reads. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

/** One document type of one application: each has its own Add Document button and upload. */
export interface UploadInput {
  /** The application id. */
  id: number;
  /** The upload type key ('PASSPORT', 'OTHER_DOCUMENT', …): the upload's `type` field. */
  fileType: string;
}

export interface UploadContext extends UploadInput {
  /** The file being (or last) uploaded. */
  file: ChosenFile | null;
  /** How much of it has been sent, 0–100 (the progress bar). */
  percent: number;
  /** Why the last upload failed: the server's message (spec §7, §8), or the same refusal said early. */
  error: FlowError | null;
  /** The last upload went through: the screen says UPLOAD_SUCCESS until the next upload or removal. */
  succeeded: boolean;
}

export type UploadEvent =
  /** A file was chosen with the type's Add Document button. */
  | { type: 'UPLOAD'; file: ChosenFile }
  /** The upload call reports how much it has sent. */
  | { type: 'UPLOAD_PROGRESS'; percent: number }
  /** A file's Remove button. */
  | { type: 'REMOVE'; fileId: number }
  /** The failure message is closed. */
  | { type: 'DISMISS' };

/** The list was loaded again: the documents step shows it (its FILES event). */
export type UploadEmitted = { type: 'reloaded'; load: DocumentsLoad };

export interface UploadCallInput {
  id: number;
  fileType: string;
  file: ChosenFile;
  /** Call with the percent sent so far; it becomes UPLOAD_PROGRESS. */
  onProgress: (percent: number) => void;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * What the server would refuse anyway, said before sending 20 MB for nothing (spec §5, §9: the
 * accepted extensions, 20 MB each), in the server's words (src/domain/documents/messages.ts).
 */
export function refusalBeforeUpload(file: ChosenFile): string | null {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return DocumentMsg.extension;
  if (file.size > MAX_FILE_BYTES) return DocumentMsg.tooLarge;
  return null;
}

const chosen = (event: unknown) => (event as Extract<UploadEvent, { type: 'UPLOAD' }>).file;

/** Choosing a file: refused at once when its kind or size is not allowed, else sent. */
const upload = [
  { guard: 'notAllowed' as const, target: 'failed' as const, actions: 'refuse' as const },
  { target: 'uploading' as const, actions: 'choose' as const },
];
const remove = { target: 'removing' as const, actions: 'forget' as const };

/**
 * An upload of one document type (spec §4 "Upload success: shows 'success' and reloads the document
 * list after 1 second"; §7 upload and delete; §8):
 *
 *   idle | failed | success —UPLOAD→ uploading (UPLOAD_PROGRESS) → success —after 1 s→ reloading → idle
 *                                    uploading → failed (the server's message; DISMISS → idle)
 *   idle | failed | success —REMOVE→ removing → reloading → idle
 *
 * A reload emits `reloaded` with the list. A failed load or delete is only logged (§8, the web app
 * provides `logFailure`); a failed delete reloads all the same, so the list shows what the server has.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    emitted: {} as UploadEmitted,
    tags: {} as typeof BUSY,
  },
  actors: {
    /** POST uploadFile/{id}, multipart `type` and `file`; resolves on code 204. */
    upload: fromPromise<void, UploadCallInput>(notProvided('upload')),
    /** POST deleteFile/{id}/{fileId}. */
    remove: fromPromise<void, { id: number; fileId: number }>(notProvided('remove')),
    /** The documents load again (POST applicationFiles/{id}?step=Documents). */
    load: fromPromise<DocumentsLoad, { id: number }>(notProvided('load')),
  },
  actions: {
    choose: assign({ file: ({ event }) => chosen(event), percent: 0, error: null, succeeded: false }),
    refuse: assign(({ event }) => {
      const message = refusalBeforeUpload(chosen(event)) ?? DocumentMsg.noFile;
      const error = toFlowError(new ApiError(Code.Refused, message));
      return { file: chosen(event), percent: 0, error, succeeded: false };
    }),
    progress: assign({
      percent: ({ context, event }) => {
        const { percent } = event as Extract<UploadEvent, { type: 'UPLOAD_PROGRESS' }>;
        return Math.max(context.percent, Math.min(100, Math.round(percent)));
      },
    }),
    uploaded: assign({ percent: 100, succeeded: true }),
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    forget: assign({ error: null, succeeded: false }),
    emitReloaded: emit(({ event }) => ({
      type: 'reloaded' as const,
      load: (event as unknown as { output: DocumentsLoad }).output,
    })),
    /** The web app logs it (spec §8: no user message). */
    logFailure: () => {},
  },
  guards: {
    notAllowed: ({ event }) => refusalBeforeUpload(chosen(event)) !== null,
  },
  delays: { reload: RELOAD_AFTER_MS },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    id: input.id,
    fileType: input.fileType,
    file: null,
    percent: 0,
    error: null,
    succeeded: false,
  }),
  initial: 'idle',
  states: {
    idle: { on: { UPLOAD: upload, REMOVE: remove } },
    uploading: {
      tags: [BUSY],
      on: { UPLOAD_PROGRESS: { actions: 'progress' } },
      invoke: {
        src: 'upload',
        input: ({ context, self }) => ({
          id: context.id,
          fileType: context.fileType,
          file: context.file as ChosenFile,
          onProgress: (percent: number) => self.send({ type: 'UPLOAD_PROGRESS', percent }),
        }),
        onDone: { target: 'success', actions: 'uploaded' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    /** UPLOAD_SUCCESS ('success') is said from here on; the list reloads after RELOAD_AFTER_MS. */
    success: {
      after: { reload: 'reloading' },
      on: { UPLOAD: upload, REMOVE: remove },
    },
    reloading: {
      tags: [BUSY],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'idle', actions: 'emitReloaded' },
        onError: { target: 'idle', actions: 'logFailure' },
      },
    },
    removing: {
      tags: [BUSY],
      invoke: {
        src: 'remove',
        input: ({ context, event }) => ({
          id: context.id,
          fileId: (event as Extract<UploadEvent, { type: 'REMOVE' }>).fileId,
        }),
        onDone: { target: 'reloading' },
        onError: { target: 'reloading', actions: 'logFailure' },
      },
    },
    /** The server's message (or the same refusal said before sending). */
    failed: { on: { UPLOAD: upload, REMOVE: remove, DISMISS: { target: 'idle', actions: 'clearError' } } },
  },
});
