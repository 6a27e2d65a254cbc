import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { samplePersonalDetails } from '@/domain/personal/sample.ts';
import { formReady, group, inGroup, queryGroup, renderStep } from './personal-details-fakes.tsx';

const GROUPS = [
  'TOP Information',
  'Personal Information',
  'Cultural Background',
  'Citizenship/Visa Details',
  'Contact Details',
  'Local Address',
  'Emergency Contact',
  'Special Circumstances',
];

describe('personal details: the groups of each category', () => {
  it('shows the domestic groups without the international address or arrival year', async () => {
    const { load } = renderStep({ category: 'Domestic' });
    await formReady();
    expect(load).toHaveBeenCalledWith({ id: -1 });
    for (const name of GROUPS) expect(group(name)).toBeTruthy();
    expect(queryGroup('International Address')).toBeNull();
    expect(screen.queryByLabelText(/Year of Arrival in Australia/)).toBeNull();
    expect(screen.getByRole('link', { name: /How to apply/ })).toBeTruthy();
  });

  it('shows the international address and the arrival year for International', async () => {
    renderStep({ category: 'International' });
    await formReady();
    for (const name of [...GROUPS, 'International Address']) expect(group(name)).toBeTruthy();
    const year = screen.getByLabelText(/Year of Arrival in Australia/) as HTMLSelectElement;
    expect(year.options[1]?.value).toBe(String(new Date().getFullYear()));
    expect(year.options[year.options.length - 1]?.value).toBe('1900');
    const country = inGroup('International Address').getByLabelText(/Country/) as HTMLSelectElement;
    expect([...country.options].map((o) => o.value)).not.toContain('752');
  });

  it('offers the citizen types of the category, with its default chosen', async () => {
    renderStep({ category: 'International' });
    await formReady();
    const citizenType = screen.getByLabelText(/Citizen Type/) as HTMLSelectElement;
    expect([...citizenType.options].map((o) => o.value)).toEqual(['', '1840', '1841']);
    expect(citizenType.value).toBe('1840');
  });

  it('fixes the local address country to Australia and disables it', async () => {
    renderStep();
    await formReady();
    const country = inGroup('Local Address').getByLabelText(/Country/) as HTMLSelectElement;
    expect(country.value).toBe('752');
    expect(country.disabled).toBe(true);
  });

  it('numbers the breadcrumb per category and links later steps only with an id', async () => {
    renderStep({ category: 'Domestic', id: -1 });
    await formReady();
    const steps = within(screen.getByRole('navigation', { name: 'Application steps' }));
    expect(steps.getByText('Documents').previousSibling?.textContent).toBe('6');
    expect(steps.getByRole('link', { name: /Start/ })).toBeTruthy();
    expect(steps.queryByRole('link', { name: /Application/ })).toBeNull();
    expect(steps.getByText('Personal').closest('[aria-current="step"]')).toBeTruthy();
  });

  it('links the later steps of a saved application', async () => {
    renderStep({ category: 'International', id: 12, details: samplePersonalDetails('International') });
    await formReady();
    const steps = within(screen.getByRole('navigation', { name: 'Application steps' }));
    expect(steps.getByText('Documents').previousSibling?.textContent).toBe('5');
    expect(steps.getByRole('link', { name: /Application/ }).getAttribute('href')).toBe(
      '/internationalApplication/12',
    );
    expect(steps.queryByRole('link', { name: /Finish/ })).toBeNull();
  });

  it('fills the form from a saved application', async () => {
    renderStep({ id: 12, details: samplePersonalDetails('Domestic') });
    await formReady();
    expect((inGroup('Personal Information').getByLabelText(/^Family Name/) as HTMLInputElement).value).toBe(
      'Nguyen',
    );
    expect((screen.getByLabelText(/^Date of Birth/) as HTMLInputElement).value).toBe('1999-05-14');
    expect((screen.getByLabelText(/^Date of Birth/) as HTMLInputElement).min).toBe('1900-01-01');
  });
});

describe('personal details: loading', () => {
  it('says it is loading, then offers a retry when the load fails', async () => {
    const { load } = renderStep({ loadFailures: 1 });
    expect(await screen.findByRole('status')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Your personal details could not be loaded.')).toBeTruthy();
    await userEvent.click(retry);
    await formReady();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('personal details: conditional fields', () => {
  // Issue 23 item 1, ADR 018.
  it('asks an International applicant living abroad neither the arrival year nor the local address', async () => {
    renderStep({ category: 'International' });
    await formReady();
    const personal = inGroup('Personal Information');
    const lives = within(personal.getByRole('group', { name: 'Do you currently live in Australia?' }));
    const suburb = inGroup('Local Address').getByLabelText(/^Suburb/) as HTMLInputElement;
    await userEvent.type(suburb, 'Parramatta');
    await userEvent.click(lives.getByRole('radio', { name: 'No' }));
    expect(personal.queryByLabelText(/Year of Arrival in Australia/)).toBeNull();
    expect(queryGroup('Local Address')).toBeNull();
    expect(group('International Address')).toBeTruthy();
    // A slip back to Yes finds the address as it was typed; only a save empties it.
    await userEvent.click(lives.getByRole('radio', { name: 'Yes' }));
    expect(personal.getByLabelText(/Year of Arrival in Australia/)).toBeTruthy();
    expect((inGroup('Local Address').getByLabelText(/^Suburb/) as HTMLInputElement).value).toBe('Parramatta');
  });

  it('keeps the local address for a Domestic applicant who answers No, and asks no airport pick-up', async () => {
    renderStep({ category: 'Domestic' });
    await formReady();
    const lives = within(screen.getByRole('group', { name: 'Do you currently live in Australia?' }));
    await userEvent.click(lives.getByRole('radio', { name: 'No' }));
    expect(group('Local Address')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /airport pick-up/ })).toBeNull();
  });

  it('asks International applicants about an airport pick-up', async () => {
    renderStep({ category: 'International' });
    await formReady();
    expect(
      inGroup('TOP Information').getByRole('group', {
        name: 'Would you like an airport pick-up when you arrive?',
      }),
    ).toBeTruthy();
  });

  it('shows previous names for a name change and clears them when the answer flips', async () => {
    renderStep();
    await formReady();
    const personal = inGroup('Personal Information');
    const changed = within(personal.getByRole('group', { name: /officially changed your name/ }));
    expect(personal.queryByLabelText(/Previous Family Name/)).toBeNull();
    await userEvent.click(changed.getByRole('radio', { name: 'Yes' }));
    const previous = personal.getByLabelText(/Previous Family Name/) as HTMLInputElement;
    await userEvent.type(previous, 'Tran');
    expect(previous.value).toBe('Tran');
    await userEvent.click(changed.getByRole('radio', { name: 'No' }));
    expect(personal.queryByLabelText(/Previous Family Name/)).toBeNull();
    await userEvent.click(changed.getByRole('radio', { name: 'Yes' }));
    expect((personal.getByLabelText(/Previous Family Name/) as HTMLInputElement).value).toBe('');
  });

  it('shows the visa fields and Please specify for visa type Other, clearing it on another type', async () => {
    renderStep({ category: 'International' });
    await formReady();
    const visa = inGroup('Citizenship/Visa Details');
    await userEvent.click(
      within(visa.getByRole('group', { name: /Australian visa/ })).getByRole('radio', { name: 'Yes' }),
    );
    await userEvent.selectOptions(visa.getByLabelText(/Visa Type/), '1364');
    await userEvent.type(visa.getByLabelText(/Please specify/), 'Bridging');
    await userEvent.selectOptions(visa.getByLabelText(/Visa Type/), '2500');
    expect(visa.queryByLabelText(/Please specify/)).toBeNull();
    await userEvent.selectOptions(visa.getByLabelText(/Visa Type/), '1364');
    expect((visa.getByLabelText(/Please specify/) as HTMLInputElement).value).toBe('');
    expect(visa.getByLabelText(/Visa Subclass Number/)).toBeTruthy();
  });

  it('shows the State or Territory of an emergency contact in Australia only', async () => {
    renderStep();
    await formReady();
    const contact = inGroup('Emergency Contact');
    expect(contact.queryByLabelText(/State or Territory/)).toBeNull();
    await userEvent.selectOptions(contact.getByLabelText(/^Country/), '752');
    await userEvent.selectOptions(contact.getByLabelText(/State or Territory/), '2');
    await userEvent.selectOptions(contact.getByLabelText(/^Country/), '10554');
    expect(contact.queryByLabelText(/State or Territory/)).toBeNull();
  });

  it('resets the disability answers when the question is answered again', async () => {
    renderStep();
    await formReady();
    const special = inGroup('Special Circumstances');
    const question = within(special.getByRole('group', { name: /disability/ }));
    await userEvent.click(question.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(special.getByRole('checkbox', { name: 'Hearing' }));
    await userEvent.click(question.getByRole('radio', { name: 'No' }));
    await userEvent.click(question.getByRole('radio', { name: 'Yes' }));
    expect((special.getByRole('checkbox', { name: 'Hearing' }) as HTMLInputElement).checked).toBe(false);
    const advice = within(special.getByRole('group', { name: /advice/ }));
    expect((advice.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  });

  it('filters typing to the allowed characters', async () => {
    renderStep();
    await formReady();
    const mobile = inGroup('Contact Details').getByLabelText(/^Mobile Number/) as HTMLInputElement;
    await userEvent.type(mobile, '04a12-345');
    expect(mobile.value).toBe('0412345');
    expect(mobile.inputMode).toBe('numeric');
    const passport = inGroup('Citizenship/Visa Details').getByLabelText(
      /^Passport Number/,
    ) as HTMLInputElement;
    await userEvent.type(passport, 'N12 34-5');
    expect(passport.value).toBe('N12345');
  });

  it('asks for the Year of Arrival only outside Domestic, and takes a date input value', async () => {
    renderStep({ category: 'International' });
    await formReady();
    const birth = screen.getByLabelText(/^Date of Birth/) as HTMLInputElement;
    expect(birth.type).toBe('date');
    fireEvent.change(birth, { target: { value: '2000-02-29' } });
    expect(birth.value).toBe('2000-02-29');
  });
});
