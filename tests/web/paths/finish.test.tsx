import type { FinishInput } from '@machines/finish.ts';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { stepRoute } from '@/domain/applications/steps.ts';
import { FinishScreen } from '@/web/screens/finish/finish-screen.tsx';
import { finish } from '../../support/model/registry-summary.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { Page, renderRoutes, signInAs } from '../harness.tsx';
import { user } from './user.ts';

/**
 * The finish screen at its route on the replay's simulated clock; the applications home a plain page,
 * so the replacing navigation after the countdown shows as its heading and address.
 */
describeUiModel(finish, {
  mount: ({ logic, clock, input }) => {
    const { category, id } = input as FinishInput;
    signInAs();
    const element = <FinishScreen logic={logic} clock={clock} download={vi.fn(async () => undefined)} />;
    renderRoutes(
      [
        { path: 'finish/:id', element },
        { path: 'internationalFinish/:id', element },
        { path: 'potential/home', element: <Page title="My Applications" /> },
      ],
      stepRoute(category, 'finish', id),
    );
  },
  async perform(event) {
    switch (event.type) {
      case 'PAUSE':
        return user.click(await screen.findByRole('button', { name: 'Pause' }));
      case 'RESUME':
        return user.click(await screen.findByRole('button', { name: 'Resume' }));
      default:
        throw new Error(`finish: no user action for ${event.type}`);
    }
  },
  observe: (expected) => {
    const status = screen.queryAllByRole('status').find((el) => /seconds?\b/.test(el.textContent ?? ''));
    const seconds = /(\d+) seconds?/.exec(status?.textContent ?? '')?.[1];
    const reference = /APP-\d{4}-\d{6}/.exec(document.body.textContent ?? '')?.[0] ?? null;
    return {
      ...('seconds' in expected ? { seconds: seconds === undefined ? null : Number(seconds) } : {}),
      ...('reference' in expected ? { reference } : {}),
    };
  },
});
