import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import { Code } from '@/domain/envelope.ts';
import { PersonalMsg } from '@/domain/personal/messages.ts';
import { samplePersonalDetails } from '@/domain/personal/sample.ts';
import { formReady, inGroup, renderStep } from './personal-details-fakes.tsx';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

async function summaryWithFocus(): Promise<HTMLElement> {
  const summary = await screen.findByRole('alert');
  await waitFor(() => expect(document.activeElement).toBe(summary));
  return summary;
}

describe('personal details: validation', () => {
  it('shows the summary with focus and a link to each invalid field, and keeps what was typed', async () => {
    const { save: saveCall } = renderStep();
    await formReady();
    const familyName = inGroup('Personal Information').getByLabelText(/^Family Name/) as HTMLInputElement;
    await userEvent.type(familyName, 'Nguyen');
    await save();
    const summary = await summaryWithFocus();
    expect(within(summary).getByRole('heading').textContent).toBe(PersonalMsg.summary);
    const link = within(summary).getByRole('link', {
      name: PersonalMsg.firstGivenNameRequired,
    });
    expect(link.getAttribute('href')).toBe('#firstGivenName');
    expect(
      within(summary).getByRole('link', { name: `Emergency Contact: ${PersonalMsg.titleRequired}` }),
    ).toBeTruthy();
    expect(within(summary).queryByRole('link', { name: PersonalMsg.familyNameRequired })).toBeNull();
    expect(familyName.value).toBe('Nguyen');
    const first = inGroup('Personal Information').getByLabelText(/^First Given Name/);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toContain('firstGivenName-error');
    await userEvent.click(link);
    expect(document.activeElement).toBe(first);
    expect(saveCall).not.toHaveBeenCalled();
  });

  it('asks for a local postcode of exactly 4 digits', async () => {
    renderStep({ id: 12, details: { ...samplePersonalDetails('Domestic'), localAddressPostcode: '215' } });
    await formReady();
    await save();
    const summary = await summaryWithFocus();
    expect(summary.textContent).toContain(`Local Address Postcode: ${PersonalMsg.postcode4Digits}`);
    const postcode = inGroup('Local Address').getByLabelText(/^Postcode/);
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('localAddressPostcode-error')?.textContent).toBe(
      PersonalMsg.postcode4Digits,
    );
  });

  it('requires the passport unless the country of citizenship is Australia (283)', async () => {
    renderStep({ id: 12, details: samplePersonalDetails('Domestic') });
    await formReady();
    const citizenship = inGroup('Citizenship/Visa Details');
    const passport = citizenship.getByLabelText(/^Passport Number/) as HTMLInputElement;
    expect((citizenship.getByLabelText(/Country of Citizenship/) as HTMLSelectElement).value).toBe('283');
    expect(passport.required).toBe(false);
    await userEvent.selectOptions(citizenship.getByLabelText(/Country of Citizenship/), '10356');
    expect(passport.required).toBe(true);
    await save();
    const summary = await summaryWithFocus();
    expect(summary.textContent).toContain(PersonalMsg.passportRequired);
    await userEvent.selectOptions(citizenship.getByLabelText(/Country of Citizenship/), '283');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('merges a refusal’s field messages into the form and keeps the values', async () => {
    renderStep({
      id: 12,
      details: samplePersonalDetails('Domestic'),
      save: async () => {
        throw new ApiError(Code.Refused, PersonalMsg.summary, { errors: { mail: PersonalMsg.emailInvalid } });
      },
    });
    await formReady();
    await save();
    const summary = await summaryWithFocus();
    expect(summary.textContent).toContain(PersonalMsg.summary);
    await waitFor(() => expect(summary.textContent).toContain(`Primary Email: ${PersonalMsg.emailInvalid}`));
    const mail = inGroup('Contact Details').getByLabelText(/^Primary Email/) as HTMLInputElement;
    expect(mail.getAttribute('aria-invalid')).toBe('true');
    expect(mail.value).toBe('linh.nguyen@example.com');
    expect((inGroup('Personal Information').getByLabelText(/^Family Name/) as HTMLInputElement).value).toBe(
      'Nguyen',
    );
  });
});

describe('personal details: after a save', () => {
  it('sends no arrival year and no local address for an International applicant living abroad', async () => {
    const { save: saveCall } = renderStep({
      category: 'International',
      details: {
        ...samplePersonalDetails('International'),
        resident: false,
        localAddressSuburb: 'Parramatta',
      },
    });
    await formReady();
    await save();
    await waitFor(() => expect(saveCall).toHaveBeenCalled());
    expect(saveCall).toHaveBeenCalledWith(
      expect.objectContaining({
        resident: false,
        dateArrivalAustralia: '',
        localAddressSuburb: '',
        localAddressStreetLine1: '',
        internationalAddressStreetLine1: '12 Hill Road',
      }),
    );
  });

  it('sends the checked values and takes an applicant to the course application', async () => {
    const { save: saveCall } = renderStep({ details: samplePersonalDetails('Domestic') });
    await formReady();
    await save();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/application/12'));
    expect(saveCall).toHaveBeenCalledWith(
      expect.objectContaining({
        familyName: 'Nguyen',
        localAddressCountry: 752,
        applicationCategory: 'Domestic',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Course Application' })).toBeTruthy();
  });

  it('keeps staff on the step and hands the flow’s next event to onNext', async () => {
    const { onNext } = renderStep({ mode: 'staff', details: samplePersonalDetails('Domestic') });
    await formReady();
    await save();
    await waitFor(() => expect(onNext).toHaveBeenCalledWith({ type: 'next', step: 'application', id: 12 }));
    expect(screen.getByTestId('location').textContent).toBe('/personal/-1');
    expect(screen.getByRole('status').textContent).toContain('saved');
  });

  it('reads Next when an offer is edited, and asks the OSHC question instead of the studied one', async () => {
    renderStep({
      category: 'International',
      id: 12,
      editOffer: true,
      details: samplePersonalDetails('International'),
    });
    await formReady();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).toBeNull();
    const top = inGroup('TOP Information');
    expect(top.getByRole('group', { name: /Overseas Student Health Cover/ })).toBeTruthy();
    expect(top.queryByRole('group', { name: /studied at TOP Education/ })).toBeNull();
  });
});

describe('personal details: modes', () => {
  it('shows the counselor name to agents, not to applicants', async () => {
    renderStep({ mode: 'agent' });
    await formReady();
    expect(inGroup('TOP Information').getByLabelText(/Responsible Counselor Name/)).toBeTruthy();
  });

  it('does not show the counselor name or agent question to applicants', async () => {
    renderStep({ mode: 'applicant' });
    await formReady();
    expect(screen.queryByLabelText(/Responsible Counselor Name/)).toBeNull();
    expect(screen.queryByRole('group', { name: /nominated education agent/ })).toBeNull();
  });

  it('relaxes the emergency contact for staff and asks staff the agent question', async () => {
    renderStep({ mode: 'staff' });
    await formReady();
    expect((inGroup('Emergency Contact').getByLabelText(/^Title/) as HTMLSelectElement).required).toBe(false);
    const top = inGroup('TOP Information');
    const agent = within(top.getByRole('group', { name: /nominated education agent/ }));
    await userEvent.click(agent.getByRole('radio', { name: 'Yes' }));
    await userEvent.selectOptions(top.getByLabelText(/^Agency/), '9001');
    await userEvent.type(top.getByLabelText(/Responsible Counselor Name/), 'Sam Lee');
    await userEvent.click(agent.getByRole('radio', { name: 'No' }));
    expect(top.queryByLabelText(/^Agency/)).toBeNull();
    await userEvent.click(agent.getByRole('radio', { name: 'Yes' }));
    expect((top.getByLabelText(/^Agency/) as HTMLSelectElement).value).toBe('');
    expect((top.getByLabelText(/Responsible Counselor Name/) as HTMLInputElement).value).toBe('');
  });

  it('requires the emergency contact of applicants', async () => {
    renderStep({ mode: 'applicant' });
    await formReady();
    expect((inGroup('Emergency Contact').getByLabelText(/^Title/) as HTMLSelectElement).required).toBe(true);
  });
});

describe('personal details: breadcrumb', () => {
  it('follows a step link through the flow machine', async () => {
    renderStep({ id: 12, details: samplePersonalDetails('Domestic') });
    await formReady();
    const steps = within(screen.getByRole('navigation', { name: 'Application steps' }));
    await userEvent.click(steps.getByRole('link', { name: /Application/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/application/12'));
  });
});
