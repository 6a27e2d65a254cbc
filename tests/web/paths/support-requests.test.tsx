import { screen, within } from '@testing-library/react';
import { Msg } from '@/domain/messages.ts';
import type { SupportRequestsLogic } from '@/web/logic/home.ts';
import { supportRequests } from '../../support/model/registry.ts';
import type { ModelPath } from '../../support/model/types.ts';
import { describeUiModel, readScreen } from '../../support/model/ui-replay.tsx';
import { loadingShown, mountHome, pageShown, press } from './home-adapter.tsx';
import { user } from './user.ts';

/**
 * RELOAD is what sending a new request does. The request needs a support type, and the types come
 * with a loaded page: before any page has loaded a person cannot send one (reported as a gap).
 */
function reloadable(path: ModelPath): boolean {
  const events = path.steps.map((step) => step.event.type);
  const reload = events.indexOf('RELOAD');
  return reload < 0 || events.slice(0, reload).some((type) => type.startsWith('xstate.done.actor'));
}

/** Sends a new support request (the quiet fake accepts it): the list then reloads its first page. */
async function sendRequest() {
  await press(screen.getByRole('button', { name: 'New Request' }));
  const form = within(await screen.findByRole('dialog', { name: 'New Support Request' }));
  await user.selectOptions(form.getByLabelText(/^Support type/), 'Technical');
  await user.type(form.getByLabelText(/^Subject/), 'Cannot upload');
  await press(form.getByRole('button', { name: 'Send Request' }));
}

/** Each row: type name, subject, status and where Check leads. */
function rowsShown() {
  return screen.queryAllByTestId(/^support-/).map((row) => {
    const cell = (column: string) => row.querySelector(`[data-label="${column}"]`)?.textContent;
    return {
      type: cell('Type Name'),
      subject: cell('Subject'),
      status: cell('Status'),
      check: within(row)
        .getByRole('link', { name: /^Check/, hidden: true })
        .getAttribute('href'),
    };
  });
}

describeUiModel(
  supportRequests,
  {
    mount: ({ logic }) => {
      mountHome({ supportLogic: logic as SupportRequestsLogic }, '/potential/home?tab=support');
    },
    async perform(event) {
      switch (event.type) {
        case 'NEXT':
          return press(screen.getByRole('button', { name: 'Next' }));
        case 'PREV':
          return press(screen.getByRole('button', { name: 'Prev' }));
        case 'RETRY':
          return press(screen.getByRole('button', { name: 'Retry' }));
        case 'RELOAD':
          return sendRequest();
        default:
          throw new Error(`support-requests: no user action for ${event.type}`);
      }
    },
    observe(expected) {
      const seen: Record<string, unknown> = {};
      if ('busy' in expected && loadingShown()) seen.busy = true;
      if ('page' in expected) seen.page = pageShown('Support request pages');
      if ('rows' in expected) seen.rows = rowsShown();
      if ('message' in expected && !screen.queryByRole('dialog')) {
        // The 'sent' notice after a request belongs to the dialog (new-support-request checks it).
        const { message } = readScreen({ message: null });
        const rest = message?.split(' | ').filter((text) => text !== Msg.supportAdded) ?? [];
        seen.message = rest.length ? rest.join(' | ') : null;
      }
      return seen;
    },
  },
  { only: reloadable },
);
