import { type FinishFacts, finishMachine } from '@machines/finish.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '@/domain/api-error.ts';
import { FINISH_MESSAGE } from '@/domain/submission/constants.ts';
import { downloadApplicationPdf } from '@/web/api/summary.ts';
import { FinishScreen } from '@/web/screens/finish/finish-screen.tsx';
import { REFERENCE } from '../support/model/summary-fixtures.ts';
import { Page, renderRoutes, signInAs } from './harness.tsx';

const ID = 12;

afterEach(() => {
  vi.unstubAllGlobals();
  for (const meta of document.querySelectorAll('meta[name="portal-mode"]')) meta.remove();
});

function renderFinish({
  path = `/finish/${ID}`,
  reference = async (): Promise<FinishFacts> => ({ reference: REFERENCE, student: 'Mei Chen' }),
  download = vi.fn(async (_id: number) => undefined),
} = {}) {
  signInAs();
  const clock = new SimulatedClock();
  const logic = finishMachine.provide({ actors: { loadReference: fromPromise(reference) } });
  const element = <FinishScreen logic={logic} clock={clock} download={download} />;
  const view = renderRoutes(
    [
      { path: 'finish/:id', element },
      { path: 'internationalFinish/:id', element },
      { path: 'potential/home', element: <Page title="My Applications" /> },
    ],
    path,
  );
  /** Seconds pass on the simulated clock, one at a time (a timer set while firing waits for the next). */
  const pass = async (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) {
      await act(async () => {
        clock.increment(1000);
      });
    }
  };
  return { ...view, clock, pass, download };
}

const countdown = () =>
  screen.getAllByRole('status').find((el) => /second/.test(el.textContent ?? '')) as HTMLElement;

describe('the Finish screen (spec §2, §4, §9)', () => {
  it('congratulates, shows the reference and counts down politely from 5', async () => {
    renderFinish();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FINISH_MESSAGE);
    expect(await screen.findByText(REFERENCE)).toBeTruthy();
    expect(countdown().textContent).toBe('Going to your applications in 5 seconds');
    expect(countdown().getAttribute('aria-live')).toBe('polite');
    const current = screen
      .getByRole('navigation', { name: 'Application steps' })
      .querySelector('[aria-current="step"]');
    expect(current?.textContent).toMatch(/Finish/);
  });

  it('shows the reference in a confirmation panel, then what happens next', async () => {
    renderFinish();
    const panel = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await waitFor(() => expect(panel.textContent).toContain(`Your reference number${REFERENCE}`));
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next.textContent).toContain('We have sent you a confirmation email with your reference number.');
    expect(next.textContent).toContain('We usually make a decision within 4 weeks');
    expect(next.textContent).toContain(
      'You can see the status of your application at any time in My Applications.',
    );
    expect(panel.textContent).not.toContain('Mei Chen');
  });

  it('names the student for an agent (issue 23)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-mode';
    meta.content = 'agent';
    document.head.append(meta);
    renderFinish();
    const panel = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await waitFor(() => expect(panel.textContent).toContain('Application for Mei Chen'));
    expect(panel.textContent).toContain(REFERENCE);
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next.textContent).toContain('to you and to Mei Chen.');
    expect(next.textContent).toContain("You can see the status of Mei Chen's application");
  });

  it.each([`/finish/${ID}`, `/internationalFinish/${ID}`])(
    'from %s goes to /potential/home after 5 seconds, replacing the address',
    async (path) => {
      const { router, pass } = renderFinish({ path });
      await pass(4);
      expect(countdown().textContent).toBe('Going to your applications in 1 second');
      expect(router.state.location.pathname).toBe(path);
      await pass(1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/potential/home'));
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('Pause stops the countdown until Resume (WCAG 2.2.1)', async () => {
    const { router, pass } = renderFinish();
    await pass(2);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await pass(30);
    expect(countdown().textContent).toMatch(/^Paused: 3 seconds left/);
    expect(router.state.location.pathname).toBe(`/finish/${ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(countdown().textContent).toBe('Going to your applications in 3 seconds');
    await pass(3);
    await waitFor(() => expect(router.state.location.pathname).toBe('/potential/home'));
  });

  it('still counts down when the reference cannot be loaded', async () => {
    const { router, pass } = renderFinish({
      reference: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(screen.queryByText(/APP-/)).toBeNull();
    await pass(5);
    await waitFor(() => expect(router.state.location.pathname).toBe('/potential/home'));
  });

  it('links to the applications now', async () => {
    renderFinish();
    const link = screen.getByRole('link', { name: 'Go to my applications now' });
    expect(link.getAttribute('href')).toBe('/potential/home');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'My Applications' })).toBeTruthy();
  });

  it('downloads a PDF copy of the application, and says when it cannot', async () => {
    const download = vi
      .fn(async (_id: number) => undefined)
      .mockRejectedValueOnce(
        new ApiError(500, 'The PDF copy could not be downloaded. Please try again later.'),
      );
    renderFinish({ download });
    await userEvent.click(screen.getByRole('button', { name: 'Download a PDF copy' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be downloaded');
    await userEvent.click(screen.getByRole('button', { name: 'Download a PDF copy' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(download).toHaveBeenCalledWith(ID);
    expect(download).toHaveBeenCalledTimes(2);
  });
});

describe('downloadApplicationPdf', () => {
  it('fetches the PDF with the session’s token and saves it under the server’s file name', async () => {
    signInAs();
    const fetchMock = vi.fn(
      async () =>
        // The body as bytes: Node's Response cannot read jsdom's Blob (it has no stream()).
        new Response(new TextEncoder().encode('%PDF-1.7'), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="APP-2026-000012.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    await downloadApplicationPdf(ID);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/potential/student/application/pdf/${ID}`,
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer test-token' }) }),
    );
    expect(clicked).toEqual([{ href: 'blob:pdf', download: 'APP-2026-000012.pdf' }]);
    click.mockRestore();
  });

  it('rejects with the server’s message when it answers with an envelope instead', async () => {
    signInAs();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 406, msg: 'Only submitted applications have a PDF copy.', result: null }),
      ),
    );
    await expect(downloadApplicationPdf(ID)).rejects.toThrow('Only submitted applications have a PDF copy.');
  });
});
