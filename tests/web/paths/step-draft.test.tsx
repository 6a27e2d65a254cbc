import type { StepDraftInput } from '@machines/step-draft.ts';
import { screen } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import { stepDraft } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { mountDraftHost, seen } from './step-draft-host.tsx';
import { user } from './user.ts';

let step: AnyActorRef | null = null;

const discardButton = () => screen.queryByRole('button', { name: 'Discard draft' });

/**
 * Drafts as a person meets them on a step form (issue 8, issue 26): typing, Save & Continue, Discard
 * draft, the quiet line beside the button, and the leave question's unsaved changes; the autosave on
 * the replay's simulated clock.
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
    ...('discarding' in expected
      ? { discarding: discardButton()?.hasAttribute('data-loading') ?? false }
      : {}),
  }),
});
