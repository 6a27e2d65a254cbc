import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import { Code } from '@/domain/envelope.ts';
import {
  answer,
  block,
  control,
  inBlock,
  otherFormReady,
  Q,
  queryControl,
  renderOther,
  setDate,
} from './other-details-fakes.tsx';

const location = () => screen.getByTestId('location').textContent;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

/** Spec §8, word for word. */
const SUMMARY = 'Please correct the edit information.';

/** Answers every question so that it opens its details, and fills them: an IELTS test, an agency. */
async function fillEverything() {
  await answer(Q.englishFirst, 'No');
  await userEvent.selectOptions(control('First Language'), 'Hindi');
  await answer(Q.secondary, 'Yes');
  setDate('Secondary Studies Completion Date', '2014-11-28');
  await answer(Q.postSecondary, 'No');
  await answer(Q.test, 'Yes');
  await userEvent.selectOptions(control('English Test'), 'IELTS Academic');
  setDate('Test Date', '2025-09-13');
  await userEvent.type(control('Overall Score'), '7.5');
  await userEvent.type(control('Listening'), '8');
  await userEvent.type(control('Use of English'), 'Every day at work.');
  await answer(Q.agent, 'Yes');
  await userEvent.selectOptions(control('Agency'), 'Southern Cross Student Services (demo)');
}

describe('the older Other Details screen (course spec §2)', () => {
  it('shows its title, English Proficiency then Agency Details, a Support link and Save & Continue', async () => {
    renderOther();
    await otherFormReady();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Other Details');
    const legends = screen
      .getAllByRole('group')
      .map((group) => group.querySelector(':scope > legend h2')?.textContent)
      .filter(Boolean);
    expect(legends).toEqual(['English Proficiency', 'Agency Details']);
    const support = screen.getByRole('link', { name: 'Support' });
    expect(support.getAttribute('href')).toBe('/potential/home?tab=support');
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeTruthy();
  });

  it('is not a step of the breadcrumb: none of its entries is this screen', async () => {
    renderOther();
    await otherFormReady();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).queryByText(/Other/)).toBeNull();
    expect(steps.querySelector('[aria-current]')).toBeNull();
  });

  it('opens what each answer asks about, and closes it again', async () => {
    renderOther();
    await otherFormReady();
    expect(queryControl('First Language')).toBeNull();
    await answer(Q.englishFirst, 'No');
    const languages = [...(control('First Language') as unknown as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(languages).toContain('Hindi');
    expect(languages).not.toContain('English');
    await answer(Q.englishFirst, 'Yes');
    expect(queryControl('First Language')).toBeNull();

    expect(queryControl('Post-secondary Studies Completion Date')).toBeNull();
    await answer(Q.postSecondary, 'Yes');
    expect(control('Post-secondary Studies Completion Date').min).toBe('1900-01-01');

    expect(queryControl('English Test')).toBeNull();
    await answer(Q.test, 'Yes');
    expect(queryControl('Overall Score')).toBeNull();
    await userEvent.selectOptions(control('English Test'), 'IELTS Academic');
    for (const label of ['Test Date', 'Overall Score', 'Listening', 'Speaking', 'Reading', 'Writing'])
      expect(queryControl(label), label).not.toBeNull();
    // The OET reports the four skills only.
    await userEvent.type(control('Listening'), '8');
    await userEvent.selectOptions(control('English Test'), 'Occupational English Test (OET)');
    expect(queryControl('Overall Score')).toBeNull();
    // Another test empties the scores typed on the old one's scale.
    expect(control('Listening').value).toBe('');

    expect(inBlock('Agency Details').queryByLabelText(/^Agency/)).toBeNull();
    await answer(Q.agent, 'Yes');
    await userEvent.selectOptions(control('Agency'), 'Global Study Link (demo)');
    await answer(Q.agent, 'No');
    expect(inBlock('Agency Details').queryByLabelText(/^Agency/)).toBeNull();
    await answer(Q.agent, 'Yes');
    expect((control('Agency') as unknown as HTMLSelectElement).value).toBe('');
  });

  it('saves what was typed and goes on to /documents/{id}', async () => {
    const { save: saveCall } = renderOther({ id: 12 });
    await otherFormReady();
    await fillEverything();
    await save();
    await waitFor(() => expect(location()).toBe('/documents/12'));
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeTruthy();
    expect(saveCall).toHaveBeenCalledTimes(1);
    expect(saveCall.mock.calls[0]?.[0]).toEqual({
      applicationId: 12,
      version: 3,
      englishIsFirstLanguage: false,
      firstLanguage: 5203,
      englishSecondaryStudy: true,
      englishSecondaryStudyCompletedDate: '2014-11-28',
      englishPostSecondaryStudy: false,
      englishPostSecondaryStudyCompletedDate: '',
      completedEnglishTest: true,
      englishTestType: 505,
      testDate: '2025-09-13',
      finalResult: '7.5',
      listening: '8',
      speaking: '',
      reading: '',
      writing: '',
      useOfEnglish: 'Every day at work.',
      studiedByAgent: true,
      agency: 9002,
    });
  });

  it('a new application (-1) goes on to /documents/{the id its save answered}', async () => {
    const { save: saveCall } = renderOther({ id: -1, save: async () => ({ id: 77, version: 1 }) });
    await otherFormReady();
    await answer(Q.englishFirst, 'Yes');
    await save();
    await waitFor(() => expect(location()).toBe('/documents/77'));
    expect(saveCall.mock.calls[0]?.[0]).toMatchObject({ applicationId: -1, version: 0 });
  });

  it('refuses what is missing or wrong: the summary takes the focus, each field says why, nothing is sent', async () => {
    const { save: saveCall } = renderOther();
    await otherFormReady();
    await answer(Q.englishFirst, 'No');
    await answer(Q.test, 'Yes');
    await userEvent.selectOptions(control('English Test'), 'TOEFL iBT');
    setDate('Test Date', '1899-12-31');
    await userEvent.type(control('Overall Score'), '121');
    await answer(Q.agent, 'Yes');
    await save();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(SUMMARY);
    await waitFor(() => expect(summary.contains(document.activeElement)).toBe(true));
    for (const line of [
      'First Language is required.',
      'Test Date: The date must not be before 1900.',
      'Overall Score: The score must be a whole number from 0 to 120.',
      'Agency is required.',
    ])
      expect(within(summary).getByRole('link', { name: line })).toBeTruthy();
    expect(inBlock('Agency Details').getByText('Agency is required.')).toBeTruthy();
    expect(control('Overall Score').getAttribute('aria-invalid')).toBe('true');
    expect(saveCall).not.toHaveBeenCalled();
    // Answering No closes the agency and its message.
    await answer(Q.agent, 'No');
    await waitFor(() =>
      expect(within(block('Agency Details')).queryByText('Agency is required.')).toBeNull(),
    );
    expect(location()).toBe('/other/12');
  });

  it('shows the server’s refusal at its fields and keeps what was typed', async () => {
    renderOther({
      save: async () => {
        throw new ApiError(Code.Refused, SUMMARY, {
          errors: { testDate: 'The test date must not be in the future.' },
        });
      },
    });
    await otherFormReady();
    await answer(Q.test, 'Yes');
    await userEvent.selectOptions(control('English Test'), 'PTE Academic');
    setDate('Test Date', '2025-09-13');
    await userEvent.type(control('Overall Score'), '65');
    await save();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(SUMMARY);
    expect(
      within(summary).getByRole('link', { name: 'Test Date: The test date must not be in the future.' }),
    ).toBeTruthy();
    expect(control('Overall Score').value).toBe('65');
    expect(location()).toBe('/other/12');
  });

  it('opens with the saved answers', async () => {
    renderOther({
      saved: {
        englishIsFirstLanguage: false,
        firstLanguage: 5203,
        completedEnglishTest: true,
        englishTestType: 2113,
        testDate: '2025-03-01',
        listening: '350',
        studiedByAgent: true,
        agency: 9001,
        useOfEnglish: 'Nursing in English.',
      },
    });
    await otherFormReady();
    expect((control('First Language') as unknown as HTMLSelectElement).value).toBe('5203');
    expect((control('English Test') as unknown as HTMLSelectElement).value).toBe('2113');
    expect(control('Test Date').value).toBe('2025-03-01');
    expect(control('Listening').value).toBe('350');
    expect(queryControl('Overall Score')).toBeNull();
    expect((control('Agency') as unknown as HTMLSelectElement).value).toBe('9001');
    expect(control('Use of English').value).toBe('Nursing in English.');
  });

  it('lets staff save without leaving: no Support link, a saved notice and next (Documents)', async () => {
    const { onNext } = renderOther({ mode: 'staff' });
    await otherFormReady();
    expect(screen.queryByRole('link', { name: 'Support' })).toBeNull();
    // Staff are asked about the student (issue 11).
    await answer(/^Is English the student's first language\?/, 'Yes');
    await save();
    await waitFor(() => expect(onNext).toHaveBeenCalledWith({ type: 'next', step: 'documents', id: 12 }));
    expect(await screen.findByText('The other details have been saved.')).toBeTruthy();
    expect(location()).toBe('/other/12');
  });

  it('the Support link leads to the support requests of the home', async () => {
    renderOther();
    await otherFormReady();
    await userEvent.click(screen.getByRole('link', { name: 'Support' }));
    await waitFor(() => expect(location()).toBe('/potential/home?tab=support'));
  });
});
