import { fromPromise } from 'xstate';
import { ApiPath } from '@/domain/api-paths.ts';
import type { DiscardDraftRequest, DraftSaved, SaveDraftRequest } from '@/domain/applications/drafts.ts';
import { apiCall } from './client.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Keeps a step's draft on the server, unvalidated (issue 8): the screen's autosave. Resolves with
 * when it was kept ("Draft saved"); the application's version does not move. Quiet: a refused draft
 * (too large, too deep, no longer editable) is the screen's to show, not a toast every few seconds.
 * render/edit answers the drafts back in `drafts[step]`.
 */
export function saveDraft(request: SaveDraftRequest, options?: CallOptions): Promise<DraftSaved> {
  return apiCall<DraftSaved>(ApiPath.saveDraft, { body: request, quiet: true, background: true, ...options });
}

/** Throws a step's draft away (the person chose to start again from what is saved). Quiet, as above. */
export async function discardDraft(request: DiscardDraftRequest, options?: CallOptions): Promise<void> {
  await apiCall<null>(ApiPath.discardDraft, { body: request, quiet: true, background: true, ...options });
}

/** The step machines' draft actors (machines/step.ts `saveDraft`, `discardDraft`) with these calls. */
export const draftActors = {
  saveDraft: fromPromise<DraftSaved, SaveDraftRequest>(({ input, signal }) => saveDraft(input, { signal })),
  discardDraft: fromPromise<void, DiscardDraftRequest>(({ input, signal }) =>
    discardDraft(input, { signal }),
  ),
};
