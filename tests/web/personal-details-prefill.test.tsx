import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { samplePersonalDetails } from '@/domain/personal/sample.ts';
import { formReady, inGroup, renderStep } from './personal-details-fakes.tsx';

/** Staff answer the studied-before question and type the student number. */
async function lookUp(studentNum: string) {
  const top = inGroup('TOP Information');
  await userEvent.click(
    within(top.getByRole('group', { name: /studied at TOP Education/ })).getByRole('radio', { name: 'Yes' }),
  );
  await userEvent.type(top.getByLabelText(/^Student ID/), studentNum);
  await userEvent.click(top.getByRole('button', { name: 'Pre-Fill' }));
}

const student = (category: 'Domestic' | 'International') => ({
  personalDetails: { ...samplePersonalDetails(category), familyName: 'Tran', firstGivenName: 'Bao' },
  applicationCategory: category,
});

describe('personal details: staff pre-fill', () => {
  it('shows Pre-Fill to staff only, beside the Student ID', async () => {
    renderStep({ mode: 'applicant' });
    await formReady();
    const top = inGroup('TOP Information');
    await userEvent.click(
      within(top.getByRole('group', { name: /studied at TOP Education/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    expect(top.getByLabelText(/^Student ID/)).toBeTruthy();
    expect(top.queryByRole('button', { name: 'Pre-Fill' })).toBeNull();
  });

  it('asks for confirmation, then fills the form and locks the personal fields', async () => {
    const { obtain, save } = renderStep({ mode: 'staff', obtain: async () => student('Domestic') });
    await formReady();
    const personal = inGroup('Personal Information');
    await userEvent.type(personal.getByLabelText(/^Family Name/), 'Typed');
    await lookUp('20231234');
    const dialog = await screen.findByRole('alertdialog');
    expect(obtain).toHaveBeenCalledWith('20231234');
    expect(dialog.textContent).toContain('20231234');
    expect(dialog.textContent).not.toContain('Warning');
    expect((personal.getByLabelText(/^Family Name/) as HTMLInputElement).value).toBe('Typed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pre-Fill' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const familyName = inGroup('Personal Information').getByLabelText(/^Family Name/) as HTMLInputElement;
    await waitFor(() => expect(familyName.value).toBe('Tran'));
    expect(familyName.disabled).toBe(true);
    expect((inGroup('Personal Information').getByLabelText(/^Title/) as HTMLSelectElement).disabled).toBe(
      true,
    );
    expect((inGroup('TOP Information').getByLabelText(/^Student ID/) as HTMLInputElement).value).toBe(
      '20231234',
    );
    expect((inGroup('Contact Details').getByLabelText(/^Primary Email/) as HTMLInputElement).disabled).toBe(
      false,
    );
    expect(screen.getByRole('status').textContent).toContain('cannot be changed');
    // Locked fields are still sent.
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ familyName: 'Tran', studiedAtTopEducation: true, studentNum: '20231234' }),
      ),
    );
  });

  it('warns when the student’s category is not the form’s', async () => {
    renderStep({ mode: 'staff', obtain: async () => student('International') });
    await formReady();
    await lookUp('20231234');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Warning: student 20231234 is a student of the International category, but this application is Domestic.',
    );
  });

  it('leaves the form as it was on Cancel', async () => {
    renderStep({ mode: 'staff', obtain: async () => student('Domestic') });
    await formReady();
    await lookUp('20231234');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const familyName = inGroup('Personal Information').getByLabelText(/^Family Name/) as HTMLInputElement;
    expect(familyName.value).toBe('');
    expect(familyName.disabled).toBe(false);
  });

  it('ignores a rejected look-up without a message', async () => {
    const { obtain } = renderStep({
      mode: 'staff',
      obtain: async () => {
        throw new Error('No student with this number.');
      },
    });
    await formReady();
    await lookUp('20231234');
    await waitFor(() => expect(obtain).toHaveBeenCalled());
    await waitFor(() =>
      expect(inGroup('TOP Information').getByRole('button', { name: 'Pre-Fill' })).toBeTruthy(),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
