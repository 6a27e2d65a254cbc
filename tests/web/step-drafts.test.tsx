import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import type { DraftSaved } from '@/domain/applications/drafts.ts';
import { samplePersonalDetails } from '@/domain/personal/sample.ts';
import { loadApplicationDetails } from '@/web/api/application-details.ts';
import { NETWORK_FAILURE } from '@/web/api/client.ts';
import { chooseCourse, courseFormReady, inBlock, renderCourse } from './course-application-fakes.tsx';
import { DRAFT_SAVED_AT, formReady, inGroup, renderStep } from './personal-details-fakes.tsx';

/**
 * Drafts on the step screen (issue 8, "Leaving and coming back"), with the real screens and machines
 * and fake calls. The autosave's clock is a SimulatedClock: time moves only when a test moves it.
 */

const saved = samplePersonalDetails('Domestic');
const familyName = () => inGroup('Personal Information').getByLabelText(/^Family Name/) as HTMLInputElement;
const statusLine = (text: string | RegExp) =>
  screen.queryAllByRole('status').find((node) => node.textContent?.match(text)) ?? null;
const wait = (clock: { increment: (ms: number) => void }, ms: number) => act(() => clock.increment(ms));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.unstubAllGlobals());

describe('step drafts: autosave', () => {
  it('keeps a draft 2 s after typing stops, unvalidated, and says “Saving draft…” then “Draft saved at 14:05”', async () => {
    const answer = deferred<DraftSaved>();
    const { clock, saveDraft } = renderStep({ details: saved, id: 12, saveDraft: () => answer.promise });
    await formReady();
    await userEvent.clear(familyName());
    await userEvent.type(familyName(), 'Ng');
    await wait(clock, 1500);
    // Still typing: the wait starts again.
    await userEvent.type(familyName(), 'uyen1');
    await wait(clock, 1999);
    expect(saveDraft).not.toHaveBeenCalled();
    await wait(clock, 1);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    // A digit the save would refuse is kept as typed: drafts are not validated.
    expect(saveDraft.mock.calls[0]?.[0]).toEqual({
      step: 'personal',
      applicationId: 12,
      applicationCategory: 'Domestic',
      // The version the form was loaded at: a draft older than another's save is not restored.
      version: 1,
      form: expect.objectContaining({ familyName: 'Nguyen1', mail: saved.mail }),
    });
    expect(statusLine('Saving draft…')).not.toBeNull();
    await act(async () => answer.resolve({ savedAt: DRAFT_SAVED_AT }));
    const line = statusLine('Draft saved');
    expect(line?.textContent).toBe('Draft saved at 14:05');
    expect(line?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('Saving draft…')).toBeNull();
  });

  it('keeps no draft when nothing changed', async () => {
    const { clock, saveDraft } = renderStep({ details: saved, id: 12 });
    await formReady();
    await wait(clock, 60_000);
    expect(saveDraft).not.toHaveBeenCalled();
    expect(screen.queryByText(/draft/i)).toBeNull();
  });

  it('sends one draft at a time: typing meanwhile is kept by the next one', async () => {
    const first = deferred<DraftSaved>();
    const answers = [first.promise, Promise.resolve({ savedAt: DRAFT_SAVED_AT })];
    const { clock, saveDraft } = renderStep({
      details: saved,
      id: 12,
      saveDraft: () => answers.shift() as Promise<DraftSaved>,
    });
    await formReady();
    await userEvent.type(familyName(), 'A');
    await wait(clock, 2000);
    await userEvent.type(familyName(), 'B');
    await wait(clock, 2000);
    await wait(clock, 2000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve({ savedAt: DRAFT_SAVED_AT }));
    await wait(clock, 2000);
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(saveDraft.mock.calls[1]?.[0].form).toMatchObject({ familyName: `${saved.familyName}AB` });
  });

  it('keeps no draft while the step saves, and none after it saved', async () => {
    const answer = deferred<number>();
    const { clock, saveDraft, save } = renderStep({
      mode: 'staff',
      details: saved,
      id: 12,
      save: () => answer.promise,
    });
    await formReady();
    await userEvent.type(familyName(), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(save).toHaveBeenCalledTimes(1);
    await wait(clock, 10_000);
    expect(saveDraft).not.toHaveBeenCalled();
    await act(async () => answer.resolve(12));
    await waitFor(() => expect(statusLine('saved')).not.toBeNull());
    await wait(clock, 10_000);
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('says so when the draft could not be kept, and keeps what was typed', async () => {
    const { clock } = renderStep({
      details: saved,
      id: 12,
      saveDraft: async () => {
        throw new ApiError(NETWORK_FAILURE, 'The server is not answering.');
      },
    });
    await formReady();
    await userEvent.type(familyName(), 'Z');
    await wait(clock, 2000);
    await waitFor(() =>
      expect(statusLine(/Draft not saved/)?.textContent).toBe(
        'Draft not saved — your changes are still on this page.',
      ),
    );
    expect(familyName().value).toBe(`${saved.familyName}Z`);
  });
});

describe('step drafts: restoring', () => {
  const restoredAt = new Date(2026, 2, 3, 14, 5).toISOString();

  it('opens with the draft over the saved values and says so; Discard draft throws it away and shows the saved ones', async () => {
    const discard = deferred<void>();
    const { discardDraft } = renderStep({
      details: saved,
      id: 12,
      draft: { form: { familyName: 'Drafted' }, savedAt: restoredAt },
      discardDraft: () => discard.promise,
    });
    await formReady();
    expect(familyName().value).toBe('Drafted');
    const notice = statusLine('We restored') as HTMLElement;
    expect(notice.textContent).toContain(
      'We restored the changes you had not saved yet (draft from 3 March 2026, 14:05).',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Discard draft' }));
    expect(discardDraft).toHaveBeenCalledWith({
      step: 'personal',
      applicationId: 12,
      applicationCategory: 'Domestic',
      // The version the form was loaded at: a draft older than another's save is not restored.
      version: 1,
    });
    // The form waits for the server before going back.
    expect(familyName().value).toBe('Drafted');
    await act(async () => discard.resolve());
    await waitFor(() => expect(familyName().value).toBe(saved.familyName));
    expect(statusLine('We restored')).toBeNull();
  });

  it('restores a new application’s course draft of the route’s category, for every step the same way', async () => {
    const { discardDraft } = renderCourse({
      id: -1,
      category: 'International',
      draft: { form: { applicationType: 101, campusId: 1 }, savedAt: restoredAt },
    });
    await courseFormReady();
    const course = inBlock('Course');
    expect((course.getByLabelText(/^Course Type/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Bachelor',
    );
    expect((course.getByLabelText(/^Campus/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Sydney',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(discardDraft).toHaveBeenCalledWith({
      step: 'application',
      applicationId: -1,
      applicationCategory: 'International',
      version: 0,
    });
    await waitFor(() => expect((course.getByLabelText(/^Course Type/) as HTMLSelectElement).value).toBe(''));
  });

  it('says a stale draft was not restored, with its date, and opens the saved values (issue 26)', async () => {
    renderStep({ details: saved, id: 12, draft: { form: {}, savedAt: restoredAt, stale: true } });
    await formReady();
    expect(familyName().value).toBe(saved.familyName);
    expect(statusLine('was not restored')?.textContent).toBe(
      'A draft from 3 March 2026, 14:05 was not restored because the application changed since',
    );
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  });

  it('asks render/edit for a new application’s drafts of the route’s category', async () => {
    const fetch = vi.fn(async () => Response.json({ code: 204, msg: '', result: { id: -1, drafts: {} } }));
    vi.stubGlobal('fetch', fetch);
    await loadApplicationDetails(-1, { category: 'International' });
    await loadApplicationDetails(12, { category: 'International' });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(
      /render\/edit\/-1\?category=International$/,
    );
    expect(String((fetch.mock.calls[1] as unknown[])[0])).toMatch(/render\/edit\/12$/);
  });
});

describe('step drafts: leaving', () => {
  const home = () =>
    within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', {
      name: 'My Applications',
    });
  const leaveQuestion = async () =>
    (await screen.findByRole('alertdialog', { name: 'Leave this page?' })).textContent;
  const stay = async () => {
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  };

  it('says the changes are kept as a draft only while the latest draft holds every change', async () => {
    const { clock } = renderCourse();
    await courseFormReady();
    await chooseCourse();
    await userEvent.click(home());
    expect(await leaveQuestion()).toContain('have not been saved and will be lost');
    await stay();
    await wait(clock, 2000);
    await waitFor(() => expect(statusLine('Draft saved at 14:05')).not.toBeNull());
    await userEvent.click(home());
    const kept = await leaveQuestion();
    expect(kept).toContain('Your changes are saved as a draft; you can finish later.');
    expect(kept).not.toContain('will be lost');
    await stay();
    // A change after the draft: it would be lost again.
    await userEvent.selectOptions(inBlock('Course').getByLabelText(/^Study Term Mode/), 'Trimester');
    await userEvent.click(home());
    expect(await leaveQuestion()).toContain('will be lost');
  });

  it('counts a restored draft as an unsaved change: leaving asks, and says it is kept (issue 26)', async () => {
    renderCourse({
      draft: { form: { applicationType: 101 }, savedAt: new Date(2026, 2, 3, 14, 5).toISOString() },
    });
    await courseFormReady();
    await userEvent.click(home());
    expect(await leaveQuestion()).toContain('Your changes are saved as a draft; you can finish later.');
  });

  it('warns as before when the latest draft failed', async () => {
    const { clock } = renderCourse({
      saveDraft: async () => {
        throw new ApiError(NETWORK_FAILURE, 'The server is not answering.');
      },
    });
    await courseFormReady();
    await chooseCourse();
    await wait(clock, 2000);
    await waitFor(() => expect(statusLine(/Draft not saved/)).not.toBeNull());
    await userEvent.click(home());
    expect(await leaveQuestion()).toContain('will be lost');
  });
});
