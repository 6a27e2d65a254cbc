import { type Answer, applicationAnswerMachine } from '@machines/application-answer.ts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import { Code } from '@/domain/envelope.ts';
import { AnswerPanel } from '@/web/screens/summary/answer-panel.tsx';
import { renderRoutes, signInAs } from './harness.tsx';

configure({ defaultHidden: true });

describe('the applicant’s answer on the summary (issue 11)', () => {
  it('asks before sending the evidence back, shows it sending, then says what the application became', async () => {
    let finish: (value: { status: string }) => void = () => {};
    const send = vi.fn(
      (_input: { id: number; version: number; answer: Answer }) =>
        new Promise<{ status: string }>((resolve) => {
          finish = resolve;
        }),
    );
    const logic = applicationAnswerMachine.provide({
      actors: {
        sendAnswer: fromPromise<
          { status: string },
          { id: number; version: number; answer: 'evidence' | 'accept' | 'decline' }
        >(({ input }) => send(input)),
      },
    });
    signInAs();
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <AnswerPanel id={31} category="Domestic" status="evidenceNeeded" version={3} logic={logic} />
          ),
        },
      ],
      '/summary/31',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Evidence Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send the evidence back?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Evidence Back' }));
    expect(send).toHaveBeenCalledWith({ id: 31, version: 3, answer: 'evidence' });
    expect(screen.getByRole('alertdialog', { name: 'Send the evidence back?' })).toBeTruthy();
    finish({ status: 'Under Review' });
    await waitFor(() => expect(document.body.textContent).toContain('Your application is now Under Review.'));
  });
});

describe('an evidence request in view (issue 23)', () => {
  it('shows a banner with the due date, the reason’s lines and the way to Documents; once sent, only the new status', async () => {
    const logic = applicationAnswerMachine.provide({
      actors: {
        sendAnswer: fromPromise<{ status: string }, { id: number; version: number; answer: Answer }>(
          async () => ({
            status: 'Under Review',
          }),
        ),
      },
    });
    signInAs();
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <AnswerPanel
              id={31}
              category="International"
              status="evidenceNeeded"
              reason={'Please upload:\n- your passport'}
              dueDate="2026-12-04"
              version={3}
              logic={logic}
            />
          ),
        },
      ],
      '/InternationalSummary/31',
    );
    const banner = screen.getByRole('region', { name: 'Evidence needed by 4 December 2026' });
    expect(banner.textContent).toContain('Please upload:\n- your passport');
    expect(within(banner).getByRole('link', { name: 'Upload evidence' }).getAttribute('href')).toBe(
      '/internationalDocuments/31',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Send Evidence Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send the evidence back?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Evidence Back' }));
    await waitFor(() => expect(document.body.textContent).toContain('Your application is now Under Review.'));
    expect(document.body.textContent).not.toMatch(/Evidence needed/i);
  });
});

describe('an offer', () => {
  it('offers Accept and Decline; a refusal keeps the question open with the server’s message; Cancel sends nothing', async () => {
    const send = vi.fn(
      async (_input: { id: number; version: number; answer: Answer }): Promise<{ status: string }> => {
        throw new ApiError(Code.Refused, 'An application that is Accepted cannot become Declined.');
      },
    );
    const logic = applicationAnswerMachine.provide({
      actors: {
        sendAnswer: fromPromise<
          { status: string },
          { id: number; version: number; answer: 'evidence' | 'accept' | 'decline' }
        >(({ input }) => send(input)),
      },
    });
    signInAs();
    renderRoutes(
      [
        {
          path: '*',
          element: <AnswerPanel id={31} category="Domestic" status="offered" version={3} logic={logic} />,
        },
      ],
      '/summary/31',
    );
    const panel = screen.getByRole('region', { name: 'Your answer' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept Offer', 'Decline Offer']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline Offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline the offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline Offer' }));
    expect(send).toHaveBeenCalledWith({ id: 31, version: 3, answer: 'decline' });
    await within(dialog).findByText('An application that is Accepted cannot become Declined.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a status the applicant cannot answer', () => {
    signInAs();
    renderRoutes(
      [{ path: '*', element: <AnswerPanel id={31} category="Domestic" status="submitted" version={3} /> }],
      '/summary/31',
    );
    expect(screen.queryByRole('region', { name: 'Your answer' })).toBeNull();
  });
});
