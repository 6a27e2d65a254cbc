import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { SummaryInput } from '@machines/summary.ts';
import { configure, screen } from '@testing-library/react';
import { DECLARATION_CHECKBOX } from '@/domain/submission/constants.ts';
import { summary } from '../../support/model/registry-summary.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { mountSummaryHost } from './summary-host.tsx';
import { user } from './user.ts';

configure({ defaultHidden: true });

let nextEvents: ApplicationFlowEmitted[] = [];

const press = async (name: string) => user.click(await screen.findByRole('button', { name }));

describeUiModel(summary, {
  mount: ({ logic, input }) => {
    nextEvents = [];
    mountSummaryHost({ ...(input as SummaryInput), logic, onNext: (event) => nextEvents.push(event) });
  },
  async perform(event) {
    switch (event.type) {
      case 'RETRY':
        return press('Try again');
      case 'CONFIRM': {
        // Read-only statuses have no Confirm: a person cannot press it, and nothing happens.
        const confirm = screen.queryByRole('button', { name: 'Confirm' });
        return confirm ? user.click(confirm) : undefined;
      }
      case 'TICK':
      case 'UNTICK': {
        // A person ticks an unticked box and unticks a ticked one; the other way there is nothing to do.
        const box = (await screen.findByRole('checkbox', { name: DECLARATION_CHECKBOX })) as HTMLInputElement;
        return box.checked === (event.type === 'UNTICK') ? user.click(box) : undefined;
      }
      case 'SUBMIT':
        return press('Submit');
      case 'CLOSE':
        return press('Close');
      default:
        throw new Error(`summary: no user action for ${event.type}`);
    }
  },
  observe: (expected) => {
    const box = screen.queryByRole('checkbox', { name: DECLARATION_CHECKBOX }) as HTMLInputElement | null;
    const alert = screen.queryAllByRole('alert').at(0);
    return {
      ...('busy' in expected && document.querySelector('.chakra-spinner') ? { busy: true } : {}),
      ...('nextEvents' in expected ? { nextEvents: [...nextEvents] } : {}),
      ...('ticked' in expected ? { ticked: box?.checked ?? null } : {}),
      ...('missing' in expected
        ? { missing: alert ? [...alert.querySelectorAll('a')].map((link) => link.textContent) : [] }
        : {}),
      // Issue 23: focus moved to the list of missing parts (a screen reader reads it; it is scrolled to).
      ...('focusOnMissing' in expected
        ? { focusOnMissing: Boolean(alert?.contains(document.activeElement)) }
        : {}),
    };
  },
});
