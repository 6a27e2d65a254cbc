import type { StepDraftInput } from '@machines/step-draft.ts';
import { render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import {
  type AnyActorRef,
  type AnyStateMachine,
  assign,
  createActor,
  emit,
  type SimulatedClock,
  setup,
} from 'xstate';
import { Providers } from '@/web/app/providers.tsx';
import { StepDraftsProvider } from '@/web/ui/step-form/drafts.tsx';
import { STEP_TITLE_ID } from '@/web/ui/step-form/step-definition.ts';
import { StepFormShell } from '@/web/ui/step-form/step-form.tsx';
import { UnsavedChangesContext } from '@/web/ui/step-form/unsaved-changes.ts';

/** The saved form under the draft: what 'Discard draft' goes back to. */
export const SAVED_FORM = { familyName: 'Lee' };

/**
 * A stand-in for a loaded step's actor (machines/step.ts): the context the drafts read (which draft,
 * the restored one) and its `saved { id }` emission, sent when the path's SAVED comes. The step's own
 * states are its replays' business (personal-details, …).
 */
const stepStub = setup({
  types: {
    input: {} as StepDraftInput,
    context: {} as {
      id: number;
      category: string;
      version: number;
      draftStep: string | null;
      draft: { savedAt: string; saved: typeof SAVED_FORM } | null;
      staleDraft: null;
    },
    events: {} as { type: 'STEP_SAVED'; id: number; version: number },
    emitted: {} as { type: 'saved'; id: number },
  },
}).createMachine({
  context: ({ input }) => ({
    id: input.target?.applicationId ?? 12,
    category: input.target?.applicationCategory ?? 'Domestic',
    version: input.target?.version ?? 3,
    draftStep: input.target?.step ?? null,
    draft: input.restored ? { savedAt: input.restored, saved: SAVED_FORM } : null,
    staleDraft: null,
  }),
  on: {
    STEP_SAVED: {
      actions: [
        assign({ version: ({ event }) => event.version, draft: null }),
        emit(({ event }) => ({ type: 'saved' as const, id: event.id })),
      ],
    },
  },
});

/** What the leave question would hear last: whether the form holds unsaved changes. */
export const seen = { unsaved: false };

function DraftForm() {
  // The restored draft's values are on the form (the step laid them over the saved ones).
  const form = useForm({ defaultValues: { familyName: 'Nguyen' } });
  return (
    <>
      <h1 id={STEP_TITLE_ID}>Personal Details</h1>
      <StepFormShell
        form={form}
        onSubmit={form.handleSubmit(() => undefined)}
        action="Save & Continue"
        saving={false}
        error={null}
        summary="Please correct the edit information."
        fields={[]}
      >
        <label>
          Family Name
          <input {...form.register('familyName')} />
        </label>
      </StepFormShell>
    </>
  );
}

/** The step form shell with its drafts, as a loaded step shows it; returns the stand-in step actor. */
export function mountDraftHost(
  logic: AnyStateMachine,
  clock: SimulatedClock,
  input: StepDraftInput,
): AnyActorRef {
  seen.unsaved = false;
  const step = createActor(stepStub, { input }).start();
  render(
    <Providers>
      <UnsavedChangesContext.Provider
        value={(dirty) => {
          seen.unsaved = dirty;
        }}
      >
        <StepDraftsProvider step={step} logic={logic} clock={clock}>
          <DraftForm />
        </StepDraftsProvider>
      </UnsavedChangesContext.Provider>
    </Providers>,
  );
  return step;
}
