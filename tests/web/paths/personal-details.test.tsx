import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { PersonalDetailsInput } from '@machines/personal-details.ts';
import { configure, screen, within } from '@testing-library/react';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import type { PersonalDetailsLogic } from '@/web/logic/personal-details.ts';
import { personalDetails } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { mountHost, prefill, readLocked, saveForm, withFormLists } from './personal-details-host.tsx';
import { readReadOnly } from './read-only.ts';
import { user } from './user.ts';

// Role queries skip the per-element visibility check: the form is large and is read at every step.
// Dialogs unmount when closed, so nothing hidden is left to be found.
configure({ defaultHidden: true });

let mode: PersonalDetailsInput['mode'] = 'applicant';
let editOffer = false;
let nextEvents: ApplicationFlowEmitted[] = [];

const dialog = () => screen.queryByRole('alertdialog');

describeUiModel(personalDetails, {
  mount: ({ logic, input }) => {
    const step = input as PersonalDetailsInput;
    mode = step.mode;
    editOffer = step.editOffer ?? false;
    nextEvents = [];
    mountHost({
      ...step,
      logic: withFormLists(logic as PersonalDetailsLogic),
      onNext: (event) => nextEvents.push(event),
    });
  },
  async perform(event) {
    switch (event.type) {
      case 'RETRY':
        return user.click(await screen.findByRole('button', { name: 'Try again' }));
      case 'SAVE':
        return saveForm((event as unknown as { values: PersonalDetailsForm }).values);
      case 'PREFILL': {
        // Only staff have Pre-Fill, and not while an offer is edited (§4, §6): others cannot ask.
        if (mode !== 'staff' || editOffer) return;
        const { studentNum } = event as unknown as { studentNum: string };
        // The box keeps digits only: the invalid number a person can leave in it is an empty one.
        return prefill(/^\d{1,10}$/.test(studentNum) ? studentNum : '');
      }
      case 'CONFIRM':
      case 'CANCEL': {
        const open = await screen.findByRole('alertdialog');
        const name = event.type === 'CONFIRM' ? 'Pre-Fill' : 'Cancel';
        return user.click(within(open).getByRole('button', { name }));
      }
      default:
        throw new Error(`personal-details: no user action for ${event.type}`);
    }
  },
  observe: (expected) => ({
    // The load shows a spinner in a 'Loading…' status, without aria-busy: a spinner is busy too.
    ...('busy' in expected && document.querySelector('.chakra-spinner') ? { busy: true } : {}),
    ...('locked' in expected ? readLocked() : {}),
    ...('warning' in expected ? { warning: dialog()?.textContent?.includes('Warning') ?? false } : {}),
    ...('readOnly' in expected ? readReadOnly() : {}),
    ...('nextEvents' in expected ? { nextEvents: [...nextEvents] } : {}),
  }),
});
