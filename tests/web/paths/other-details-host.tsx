import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { OtherDetailsInput } from '@machines/other-details.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyStateMachine } from 'xstate';
import type { OtherDetailsForm } from '@/domain/other-details/form.ts';
import { renderRoutes, signInAs } from '../harness.tsx';
import { OtherDetailsScreen } from '../other-details-fakes.tsx';
import { fakeDrafts, setMode } from '../personal-details-fakes.tsx';
import { setControl } from './set-control.ts';

export interface OtherHostOptions extends OtherDetailsInput {
  logic: AnyStateMachine;
  onNext: (event: ApplicationFlowEmitted) => void;
}

/**
 * The real older other-details step in the step screen shell at /other/{id}, mounted at every
 * address: when the flow moves on (to /documents/{id}) the address changes, what a person sees, and
 * the rest of a path can still be replayed on the step.
 */
export function mountOtherHost({ category, mode, id, editOffer = false, logic, onNext }: OtherHostOptions) {
  setMode(mode);
  signInAs();
  // The replays load without drafts; the autosave's clock is never moved, so no draft is kept.
  const { drafts, clock } = fakeDrafts();
  const element = (
    <OtherDetailsScreen
      logic={logic}
      category={category}
      id={id}
      editOffer={editOffer}
      onNext={onNext}
      drafts={drafts}
      clock={clock}
    />
  );
  return renderRoutes([{ path: '*', element }], `/other/${id}`);
}

/** Fills the shown controls with the SAVE event's values (again while answers open more) and saves. */
export async function saveOtherForm(values: OtherDetailsForm): Promise<void> {
  const form = await screen.findByRole('form', { name: 'Other Details' });
  for (let pass = 0; pass < 4; pass += 1) {
    let changed = false;
    for (const [field, value] of Object.entries(values)) changed = setControl(field, value) || changed;
    if (!changed) break;
  }
  await userEvent.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
}
