import type { DecisionValues } from '@machines/staff-decision.ts';
import { configure, screen, within } from '@testing-library/react';
import type { StaffDecisionLogic } from '@/web/logic/staff-decision.ts';
import { DecisionPanel } from '@/web/screens/staff-decision/decision-panel.tsx';
import { staffDecision } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { renderRoutes, signInAs, testUser } from '../harness.tsx';
import { loadingShown, press } from './home-adapter.tsx';
import { replaceText, user } from './user.ts';

// The panel stays behind an open dialog (aria-hidden then): what it shows is still what staff saw.
configure({ defaultHidden: true });

const openDialog = () => screen.queryByRole('dialog');
const panel = () => screen.getByRole('region', { name: 'Decision' });

/** The decision panel at its place in the staff container, for the UI path replays. */
describeUiModel(staffDecision, {
  mount: ({ logic }) => {
    signInAs({ ...testUser, role: 'staff' });
    renderRoutes(
      [{ path: '*', element: <DecisionPanel id={31} logic={logic as StaffDecisionLogic} /> }],
      '/staff/application/International/31',
    );
  },
  async perform(event) {
    switch (event.type) {
      case 'DECIDE': {
        const { to } = event as unknown as { to: string };
        const label = { evidenceNeeded: 'Evidence Needed', accepted: 'Accepted' }[to] ?? to;
        // A move the lifecycle does not offer has no button to press.
        return press(screen.queryByRole('button', { name: `Mark as ${label}` }));
      }
      case 'SUBMIT': {
        const { values } = event as unknown as { values: DecisionValues };
        const dialog = within(openDialog() as HTMLElement);
        const reason = dialog.queryByLabelText(/^Reason/) as HTMLTextAreaElement | null;
        if (reason && reason.value !== values.reason) {
          await replaceText(reason, values.reason);
        }
        const due = dialog.queryByLabelText(/^Evidence due by/) as HTMLInputElement | null;
        if (due && due.value !== values.dueDate) {
          await user.clear(due);
          await user.type(due, values.dueDate);
        }
        return press(dialog.getByRole('button', { name: 'Confirm' }));
      }
      case 'CANCEL':
        return press(within(openDialog() as HTMLElement).getByRole('button', { name: 'Cancel' }));
      case 'NOTE': {
        const { content } = event as unknown as { content: string };
        await user.type(screen.getByLabelText(/^Internal note/), content);
        return press(screen.getByRole('button', { name: 'Add Note' }));
      }
      case 'RETRY':
        return press(screen.getByRole('button', { name: 'Retry' }));
      case 'RELOAD':
        return press(screen.getByRole('button', { name: 'Reload' }));
      default:
        throw new Error(`staff-decision: no user action for ${event.type}`);
    }
  },
  observe(expected) {
    const seen: Record<string, unknown> = {};
    if ('busy' in expected && (loadingShown() || panel().querySelector('[aria-busy="true"]')))
      seen.busy = true;
    const text = panel().textContent ?? '';
    if ('status' in expected)
      seen.status =
        /Status: (.+?)(?: · |$)/.exec(screen.queryByText(/^Status:/)?.textContent ?? '')?.[1] ?? null;
    if ('moves' in expected) {
      const group = screen.queryByRole('group', { name: 'Decisions' });
      seen.moves = group
        ? within(group)
            .getAllByRole('button')
            .map((button) => button.textContent)
        : [];
    }
    if ('entries' in expected)
      seen.entries = within(panel())
        .queryAllByRole('listitem')
        .filter((item) => item.parentElement?.tagName === 'OL').length;
    if ('done' in expected) {
      const done = ['The application is now', 'The note was added'].find((start) => text.includes(start));
      seen.done = done ? (text.match(new RegExp(`${done}[^.]*\\.`))?.[0] ?? null) : null;
    }
    if ('dialog' in expected)
      seen.dialog =
        openDialog()?.getAttribute('aria-label') ??
        within(openDialog() ?? document.createElement('div')).queryByRole('heading')?.textContent ??
        null;
    if ('reason' in expected)
      seen.reason = (
        within(openDialog() as HTMLElement).queryByLabelText(/^Reason/) as HTMLTextAreaElement | null
      )?.value;
    if ('message' in expected)
      seen.message = screen.queryAllByRole('alert').map((alert) => alert.textContent)[0] ?? null;
    return seen;
  },
});
