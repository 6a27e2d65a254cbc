import { assign, fromPromise, setup } from 'xstate';
import { toFlowError } from '../src/domain/api-error.ts';
import { notProvided } from './not-provided.ts';

/** Download one of the things a button offers (a PDF copy; the queue as CSV or Excel). */
export type DownloadEvent = { type: 'DOWNLOAD'; item: string; params?: unknown };

/** What the download call is given: the item, and what the screen sent with it (the queue's filters). */
export interface DownloadInput {
  item: string;
  params: unknown;
}

export interface DownloadContext {
  /** What is downloading now; null when nothing is. */
  item: string | null;
  params: unknown;
  /** Why the last download failed, as the server or the browser said it; null after a success. */
  error: string | null;
}

/**
 * A file the person asked for (the application's PDF copy, issue 23; the queue export, issue 11):
 * one download at a time — a press while one is out does nothing — and a failure is said until the
 * next try, which clears it.
 */
export const downloadMachine = setup({
  types: { context: {} as DownloadContext, events: {} as DownloadEvent },
  actors: {
    /** Fetches the file with the session's token and hands it to the browser. */
    download: fromPromise<void, DownloadInput>(notProvided('download')),
  },
  actions: {
    start: assign({
      item: ({ event }) => event.item,
      params: ({ event }) => event.params ?? null,
      error: null,
    }),
    finish: assign({ item: null }),
    keepError: assign({
      item: null,
      error: ({ event }) => toFlowError((event as unknown as { error: unknown }).error).message,
    }),
  },
}).createMachine({
  id: 'download',
  context: { item: null, params: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { DOWNLOAD: { target: 'downloading', actions: 'start' } } },
    downloading: {
      invoke: {
        src: 'download',
        input: ({ context }): DownloadInput => ({ item: context.item as string, params: context.params }),
        onDone: { target: 'idle', actions: 'finish' },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: { on: { DOWNLOAD: { target: 'downloading', actions: 'start' } } },
  },
});
