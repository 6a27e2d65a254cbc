import type { StepDraftInput } from '@machines/step-draft.ts';
import { screen, within } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import { stepDraft } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { mountDraftHost, seen } from './step-draft-host.tsx';
import { user } from './user.ts';

let step: AnyActorRef | null = null;

const discardButton = () => screen.queryByRole('button', { name: 'Discard draft' });
/** The Discard button while the discard is on its way: it says so, and is busy. */
const discardingShown = () =>
  screen.queryByRole('button', { name: 'Discarding draft…' })?.hasAttribute('data-loading') ?? false;
/** What the restored draft's notice says about the last discard: the text of the failure, or null. */
function discardProblem(): string | null {
  const notice = screen
    .queryAllByRole('status')
    .find((status) => /We restored the changes/.test(status.textContent ?? ''));
  return notice ? (within(notice).queryByText(/could not be discarded/)?.textContent ?? null) : null;
}

/**
 * Drafts as a person meets them on a step form (issue 8, issue 26): typing, Save & Continue, Discard
 * draft (busy while on its way; a failure said in the restored draft's notice), the quiet line beside
 * the button, and the leave question's unsaved changes; the autosave on the replay's simulated clock.
 */
describeUiModel(stepDraft, {
  mount({ logic, clock, input }) {
    step = mountDraftHost(logic, clock, input as StepDraftInput);
  },
  async perform(event) {
    switch (event.type) {
      case 'EDIT':
        // One more character: one change of the form.
        return user.type(screen.getByRole('textbox', { name: 'Family Name' }), 'n');
      case 'SUBMIT':
        return user.click(screen.getByRole('button', { name: 'Save & Continue' }));
      case 'DISCARD': {
        // Only a restored draft has the button, and it waits while a draft is on its way.
        const button = discardButton();
        if (!button || (button as HTMLButtonElement).disabled) return;
        return user.click(button);
      }
      case 'SAVED': {
        // The step's save answered: the step tells its drafts (not a click of this form).
        const { id, version } = event as unknown as { id: number; version: number };
        step?.send({ type: 'STEP_SAVED', id, version });
        return;
      }
      default:
        throw new Error(`step-draft: no user action for ${event.type}`);
    }
  },
  observe: (expected) => ({
    // The quiet line beside the button (the restored draft's notice is a status of its own).
    ...('message' in expected
      ? {
          message: document.querySelector('[role="status"][aria-live="polite"]')?.textContent?.trim() ?? null,
        }
      : {}),
    ...('unsaved' in expected ? { unsaved: seen.unsaved } : {}),
    // While the discard is on its way the button says so, busy (a person sees 'Discarding draft…').
    ...('discarding' in expected ? { discarding: discardingShown() } : {}),
    // A failed discard is said in the restored draft's notice, beside the button to try again.
    ...('discardProblem' in expected ? { discardProblem: discardProblem() } : {}),
  }),
});
