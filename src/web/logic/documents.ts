import { type DocumentsLoad, documentsMachine } from '@machines/documents.ts';
import type { StepLoadInput } from '@machines/step.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loadDocuments } from '@/web/api/documents.ts';

/**
 * The documents machine with the real load (Continue calls nothing: the machine's own `save`); tests
 * hand the screen their own `logic`.
 */
export const documentsLogic = documentsMachine.provide({
  actors: {
    load: fromPromise<DocumentsLoad, StepLoadInput>(({ input, signal }) =>
      loadDocuments(input.id, { signal }),
    ),
  },
});

export const DocumentsActor = createActorContext(documentsLogic);
