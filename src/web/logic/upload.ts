import type { DocumentsLoad } from '@machines/documents.ts';
import { type UploadCallInput, uploadMachine } from '@machines/upload.ts';
import { createContext, useContext } from 'react';
import { type AnyStateMachine, fromPromise } from 'xstate';
import { deleteDocument, loadDocuments, uploadDocument } from '@/web/api/documents.ts';
import type { ActorClock } from '@/web/ui/actor-clock.ts';

/** The upload machine with the real calls; a failed delete or reload is only logged (spec §8). */
export const uploadLogic = uploadMachine.provide({
  actors: {
    upload: fromPromise<void, UploadCallInput>(({ input, signal }) => uploadDocument(input, { signal })),
    remove: fromPromise<void, { id: number; fileId: number }>(({ input, signal }) =>
      deleteDocument(input.id, input.fileId, { signal }),
    ),
    load: fromPromise<DocumentsLoad, { id: number }>(({ input, signal }) =>
      loadDocuments(input.id, { signal }),
    ),
  },
  actions: {
    logFailure: ({ event }) => console.warn('Documents:', (event as { error?: unknown }).error),
  },
});

/** Which upload machine each type's Add Document runs, and on which clock: tests provide fakes. */
export interface UploadSetup {
  logic: AnyStateMachine;
  clock?: ActorClock;
}

export const UploadSetupContext = createContext<UploadSetup>({ logic: uploadLogic });

export const useUploadSetup = () => useContext(UploadSetupContext);
