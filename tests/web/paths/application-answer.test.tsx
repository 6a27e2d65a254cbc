import { configure, screen, within } from '@testing-library/react';
import type { StatusKey } from '@/domain/applications/status.ts';
import type { ApplicationAnswerLogic } from '@/web/logic/application-answer.ts';
import { ANSWERS, AnswerPanel } from '@/web/screens/summary/answer-panel.tsx';
import { applicationAnswer } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { renderRoutes, signInAs } from '../harness.tsx';
import { press } from './home-adapter.tsx';

// The panel stays behind an open question (aria-hidden then).
configure({ defaultHidden: true });

const question = () => screen.queryByRole('alertdialog');
const panel = () => screen.getByRole('region', { name: 'Your answer' });

/** The applicant's answer panel as the summary shows it, for the UI path replays. */
describeUiModel(applicationAnswer, {
  mount: ({ logic, input }) => {
    signInAs();
    const { status, version } = input as { status: StatusKey; version: number };
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <AnswerPanel
              id={31}
              category="International"
              status={status}
              version={version}
              logic={logic as ApplicationAnswerLogic}
            />
          ),
        },
      ],
      '/InternationalSummary/31',
    );
  },
  async perform(event) {
    switch (event.type) {
      case 'ANSWER': {
        const { answer } = event as unknown as { answer: keyof typeof ANSWERS };
        // An answer the status does not allow has no button.
        return press(within(panel()).queryByRole('button', { name: ANSWERS[answer].button }));
      }
      case 'CONFIRM': {
        const names = Object.values(ANSWERS).map((words) => words.button);
        const confirm = within(question() as HTMLElement)
          .getAllByRole('button')
          .find((button) => names.includes(button.textContent ?? ''));
        return press(confirm ?? null);
      }
      case 'CANCEL':
        return press(within(question() as HTMLElement).getByRole('button', { name: 'Cancel' }));
      default:
        throw new Error(`application-answer: no user action for ${event.type}`);
    }
  },
  observe(expected) {
    const seen: Record<string, unknown> = {};
    if ('answers' in expected)
      seen.answers = question()
        ? []
        : within(panel())
            .queryAllByRole('button')
            .map((button) => button.textContent);
    if ('question' in expected)
      seen.question = question()
        ? (within(question() as HTMLElement).queryByRole('heading')?.textContent ?? null)
        : null;
    if ('message' in expected)
      seen.message = question()
        ? (within(question() as HTMLElement).queryAllByRole('alert')[0]?.textContent ?? null)
        : null;
    if ('said' in expected)
      seen.said = /Your application is now [^.]+\./.exec(panel().textContent ?? '')?.[0] ?? null;
    return seen;
  },
});
