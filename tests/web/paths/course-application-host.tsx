import { screen, within } from '@testing-library/react';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { CourseApplicationScreen, courseRoute } from '../course-application-fakes.tsx';
import { setControl } from './set-control.ts';
import { mountStepHost, type StepHostOptions } from './step-host.tsx';
import { user } from './user.ts';

/** The real course application step at its address, for the UI path replays. */
export const mountCourseHost = (options: StepHostOptions) =>
  mountStepHost(CourseApplicationScreen, courseRoute(options.category, options.id), options);

export const courseForm = () =>
  screen.queryByRole('form', { name: 'Course Application' }) as HTMLFormElement | null;

/** A Yes to the scholarship is a question of its own (SCHOLARSHIP, confirmed): a save only says No. */
const setCourseControl = (field: string, value: unknown): boolean =>
  !(field === 'applyScholarships' && value === true) && setControl(field, value);

/** Fills the shown controls with `values`, again while answers reveal more; then the preferences. */
export async function fillCourseForm(values: ApplicationDetailsForm): Promise<void> {
  for (let pass = 0; pass < 4; pass += 1) {
    let changed = false;
    for (const [field, value] of Object.entries(values)) changed = setCourseControl(field, value) || changed;
    if (!changed) break;
  }
  const preferences = () => document.querySelectorAll('select[id^="applyCoModuleIds."]').length;
  while (preferences() > values.applyCoModuleIds.length) {
    await user.click(screen.getByRole('button', { name: `Remove Subject Preference ${preferences()}` }));
  }
  while (preferences() < values.applyCoModuleIds.length) {
    await user.click(screen.getByRole('button', { name: 'Add Subject Preference' }));
  }
  for (const [index, id] of values.applyCoModuleIds.entries())
    setCourseControl(`applyCoModuleIds.${index}`, id);
}

/** Fills the form with the SAVE event's values and presses the step's button. */
export async function saveCourseForm(values: ApplicationDetailsForm): Promise<void> {
  const open = await screen.findByRole('form', { name: 'Course Application' });
  await fillCourseForm(values);
  await user.click(open.querySelector('button[type="submit"]') as HTMLButtonElement);
}

/** Answers the scholarship question; a person re-answers Yes by choosing No first. */
export async function answerScholarship(answer: boolean): Promise<void> {
  const block = within(await screen.findByRole('group', { name: 'Scholarship' }));
  const yes = block.getByLabelText('Yes') as HTMLInputElement;
  const no = block.getByLabelText('No') as HTMLInputElement;
  if (answer && yes.checked) await user.click(no);
  await user.click(answer ? yes : no);
}

/** The Scholarship answer on screen; nothing when the form is not shown. */
export function readScholarship(): { scholarship?: boolean } {
  const yes = courseForm() && (document.getElementById('applyScholarships') as HTMLInputElement | null);
  return yes ? { scholarship: yes.checked } : {};
}
