import { screen } from '@testing-library/react';
import type { OtherDetailsForm } from '@/domain/other-details/form.ts';
import { OtherDetailsScreen } from '../other-details-fakes.tsx';
import { setControl } from './set-control.ts';
import { mountStepHost, type StepHostOptions } from './step-host.tsx';
import { user } from './user.ts';

/** The real older other-details step at /other/{id}, for the UI path replays. */
export const mountOtherHost = (options: StepHostOptions) =>
  mountStepHost(OtherDetailsScreen, `/other/${options.id}`, options);

/** Fills the shown controls with the SAVE event's values (again while answers open more) and saves. */
export async function saveOtherForm(values: OtherDetailsForm): Promise<void> {
  const form = await screen.findByRole('form', { name: 'Other Details' });
  for (let pass = 0; pass < 4; pass += 1) {
    let changed = false;
    for (const [field, value] of Object.entries(values)) changed = setControl(field, value) || changed;
    if (!changed) break;
  }
  await user.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
}
