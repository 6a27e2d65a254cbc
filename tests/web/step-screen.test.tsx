import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseCourse, courseFormReady, renderCourse } from './course-application-fakes.tsx';

const location = () => screen.getByTestId('location').textContent;

/** The step screen shell (src/web/app/step-screen.tsx), shown with the course application step. */
describe('step screen shell', () => {
  it('replaces a new application’s -1 address after the first save, so Back returns to the saved step', async () => {
    const { router, save } = renderCourse({ id: -1 });
    await courseFormReady();
    await chooseCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(location()).toBe('/qualifications/12'));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ applicationId: -1, version: 0 });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe('/application/12'));
  });

  it('asks before leaving with unsaved changes: Stay keeps the form, Leave goes', async () => {
    renderCourse();
    await courseFormReady();
    const home = () =>
      within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', {
        name: 'My Applications',
      });
    // Nothing changed yet: no question.
    await chooseCourse();
    await userEvent.click(home());
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/application/12');
    await userEvent.click(home());
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(location()).toBe('/potential/home'));
  });

  it('leaves at once when nothing was changed, and has a Sign Out', async () => {
    renderCourse();
    await courseFormReady();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'My Applications' }));
    await waitFor(() => expect(location()).toBe('/potential/home'));
  });

  it('opens a submitted application’s step read only: a note says why, nothing can be changed or saved', async () => {
    const { save } = renderCourse({ status: 'Submitted', details: {} });
    const form = await courseFormReady();
    expect(screen.getByRole('note', { name: 'Read only' }).textContent).toBe(
      'This application is Submitted: its answers can be read but no longer changed.',
    );
    // Disabled as a person meets it: by the fieldset around the form (the :disabled state).
    expect(
      within(form)
        .getByLabelText(/^Course Type/)
        .matches(':disabled'),
    ).toBe(true);
    const button = within(form).getByRole('button', { name: 'Save & Continue' });
    expect(button.matches(':disabled')).toBe(true);
    await userEvent.click(button);
    expect(save).not.toHaveBeenCalled();
  });

  it('opens an application being edited as usual, with no read-only note', async () => {
    renderCourse({ status: 'Editing', details: {} });
    const form = await courseFormReady();
    expect(screen.queryByRole('note', { name: 'Read only' })).toBeNull();
    expect(
      within(form)
        .getByLabelText(/^Course Type/)
        .matches(':disabled'),
    ).toBe(false);
  });
});
