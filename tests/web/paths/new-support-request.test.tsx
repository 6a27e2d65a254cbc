import { screen, within } from '@testing-library/react';
import type { SupportRequestInput } from '@/domain/support/support.ts';
import type { NewSupportRequestLogic } from '@/web/logic/home.ts';
import { newSupportRequest } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { fieldsSeen } from './dialog-fields.ts';
import { inDialog, mountHome, press } from './home-adapter.tsx';
import { replaceText, user } from './user.ts';

const DIALOG = 'New Support Request';
const form = () => within(screen.getByRole('dialog', { name: DIALOG }));
const control = (label: RegExp) => form().getByLabelText(label) as HTMLInputElement;

/** Fills the form with what the event carries (clearing what a refusal left) and sends it. */
async function send({ type, subject, content }: SupportRequestInput) {
  await user.selectOptions(control(/^Support type/), String(type));
  await replaceText(control(/^Subject/), subject);
  await replaceText(control(/^Content/), content ?? '');
  await press(inDialog(DIALOG, 'Send Request'));
}

describeUiModel(newSupportRequest, {
  mount: ({ logic }) => {
    mountHome({ newSupportLogic: logic as NewSupportRequestLogic }, '/potential/home?tab=support');
  },
  async perform(event) {
    switch (event.type) {
      case 'OPEN':
        // The types come with the list: wait for it, as a person would.
        await screen.findByRole('table', { name: 'Support requests' });
        return press(screen.getByRole('button', { name: 'New Request' }));
      case 'SUBMIT':
        return send((event as unknown as { values: SupportRequestInput }).values);
      case 'CLOSE':
        return press(inDialog(DIALOG, 'Cancel'));
      default:
        throw new Error(`new-support-request: no user action for ${event.type}`);
    }
  },
  observe(expected) {
    const open = screen.queryByRole('dialog', { name: DIALOG });
    if (!open) return {};
    const seen = fieldsSeen(open, 'select, input, textarea', expected);
    if ('values' in expected) {
      seen.values = {
        type: control(/^Support type/).value,
        subject: control(/^Subject/).value,
        content: control(/^Content/).value,
      };
    }
    if ('contentCount' in expected)
      seen.contentCount = document.getElementById('support-content-count')?.textContent;
    if ('subjectError' in expected)
      seen.subjectError = document.getElementById('support-subject-error')?.textContent;
    return seen;
  },
});
