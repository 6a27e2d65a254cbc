import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROVIDER_META_NAME } from '@/domain/provider.ts';
import { formReady, inGroup, renderStep } from './personal-details-fakes.tsx';
import { BACHELOR, entry, qualificationsFormReady, renderQualifications } from './qualifications-fakes.tsx';

/** Issue 11: the spec's questions to the student, and the same asked about the student. */
const STUDIED = 'Have you studied at TOP Education before?';
const STUDENT_STUDIED = 'Has the student studied at TOP Education before?';
const REQUIRED = 'This is required.';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

async function summary(): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(document.activeElement).toBe(alert));
  return alert;
}

describe('the step screens speak to the person at the screen', () => {
  it('asks an applicant about themselves, in the spec’s words', async () => {
    renderStep({ mode: 'applicant' });
    await formReady();
    const top = inGroup('TOP Information');
    expect(top.getByRole('group', { name: STUDIED })).toBeTruthy();
    expect(top.queryByRole('group', { name: STUDENT_STUDIED })).toBeNull();
    expect(screen.getByText('10 letters and numbers, if you have one.')).toBeTruthy();
  });

  it('names the provider the page was served for (PROVIDER_NAME, ADR 018)', async () => {
    const meta = document.createElement('meta');
    meta.name = PROVIDER_META_NAME;
    meta.content = 'Northbridge College';
    document.head.append(meta);
    try {
      renderStep({ mode: 'applicant' });
      await formReady();
      const group = inGroup('Northbridge College Information');
      expect(
        group.getByRole('group', { name: 'Have you studied at Northbridge College before?' }),
      ).toBeTruthy();
      expect(screen.queryByText(/\bTOP\b/)).toBeNull();
    } finally {
      meta.remove();
    }
  });

  for (const mode of ['agent', 'staff'] as const) {
    it(`asks the ${mode === 'agent' ? 'agent' : 'staff member'} about the student`, async () => {
      renderStep({ mode });
      await formReady();
      const top = inGroup('TOP Information');
      expect(top.getByRole('group', { name: STUDENT_STUDIED })).toBeTruthy();
      expect(top.queryByRole('group', { name: STUDIED })).toBeNull();
      expect(screen.getByRole('group', { name: "Is English the student's first language?" })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Does the student hold an Australian visa?' })).toBeTruthy();
      expect(screen.getByText('10 letters and numbers, if the student has one.')).toBeTruthy();
      // A character count speaks to whoever types, the agent or staff member too (GOV.UK's 'You have
      // N characters remaining'): it is not a question about the student.
      const counts = /-count(-hint|-live)?$/;
      const toTheStudent = screen.queryAllByText(/\b(you|your)\b/i).filter((text) => !counts.test(text.id));
      expect(toTheStudent.map((text) => text.textContent)).toEqual([]);
    });
  }

  it('names the unanswered question in the agent’s summary in the student wording', async () => {
    renderStep({ mode: 'agent' });
    await formReady();
    await save();
    const box = within(await summary());
    const link = box.getByRole('link', { name: `${STUDENT_STUDIED}: ${REQUIRED}` });
    expect(link.getAttribute('href')).toBe('#studiedAtTopEducation');
    expect(box.queryByRole('link', { name: new RegExp(`^${STUDIED.replace('?', '\\?')}`) })).toBeNull();
  });

  it('says an agent’s required message at the field and in the summary in the student wording', async () => {
    renderQualifications({ mode: 'agent' });
    await qualificationsFormReady();
    expect(
      screen.getByText('Optional. Add the jobs the student has held, the most recent first.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: BACHELOR }));
    const section = entry(BACHELOR);
    expect(
      section.getByRole('group', { name: 'Has the student completed this qualification?' }),
    ).toBeTruthy();
    await save();
    const box = within(await summary());
    const worded = 'Please say whether the student has completed this qualification.';
    expect(box.getByRole('link', { name: new RegExp(worded) })).toBeTruthy();
    expect(document.getElementById('qualifications.0.completed-error')?.textContent).toBe(worded);
    expect(screen.queryByText('Please say whether you have completed this qualification.')).toBeNull();
  });

  it('keeps the applicant’s required message word for word', async () => {
    renderQualifications({ mode: 'applicant' });
    await qualificationsFormReady();
    await userEvent.click(screen.getByRole('checkbox', { name: BACHELOR }));
    await save();
    await summary();
    expect(document.getElementById('qualifications.0.completed-error')?.textContent).toBe(
      'Please say whether you have completed this qualification.',
    );
  });
});
