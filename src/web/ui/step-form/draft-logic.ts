import { stepDraftMachine } from '@machines/step-draft.ts';
import { draftActors } from '@/web/api/drafts.ts';

/** The step draft machine with the real draft calls; tests hand the step screen their own. */
export const stepDraftLogic = stepDraftMachine.provide({ actors: draftActors });
