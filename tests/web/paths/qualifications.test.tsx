import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { QualificationsInput } from '@machines/qualifications.ts';
import { configure, screen, within } from '@testing-library/react';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import { qualifications } from '../../support/model/registry-application.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import {
  mountQualificationsHost,
  prefillQualifications,
  readFound,
  readPrefillError,
  readQualifications,
  saveQualificationsForm,
  typeEnrolmentCode,
} from './qualifications-host.tsx';
import { readReadOnly } from './read-only.ts';
import { user } from './user.ts';

// Role queries skip the per-element visibility check (the form is read at every step); dialogs
// unmount when closed.
configure({ defaultHidden: true });

let mode: QualificationsInput['mode'] = 'applicant';
let editOffer = false;
let nextEvents: ApplicationFlowEmitted[] = [];

describeUiModel(qualifications, {
  mount: ({ logic, input }) => {
    const step = input as QualificationsInput;
    mode = step.mode;
    editOffer = step.editOffer ?? false;
    nextEvents = [];
    mountQualificationsHost({ ...step, logic, onNext: (event) => nextEvents.push(event) });
  },
  async perform(event) {
    switch (event.type) {
      case 'RETRY':
        return user.click(await screen.findByRole('button', { name: 'Try again' }));
      case 'SAVE':
        return saveQualificationsForm((event as unknown as { values: QualificationsForm }).values);
      case 'PREFILL_CODE': {
        // Only staff have the pre-fill box, and not while an offer is edited (§2, §6): others cannot type.
        if (mode !== 'staff' || editOffer) return;
        return typeEnrolmentCode((event as unknown as { code: string }).code);
      }
      case 'PREFILL': {
        if (mode !== 'staff' || editOffer) return;
        return prefillQualifications((event as unknown as { values: QualificationsForm }).values);
      }
      case 'CONFIRM':
      case 'CANCEL': {
        const dialog = await screen.findByRole('alertdialog');
        const name = event.type === 'CONFIRM' ? 'Yes' : 'No';
        return user.click(within(dialog).getByRole('button', { name }));
      }
      default:
        throw new Error(`qualifications: no user action for ${event.type}`);
    }
  },
  observe: (expected) => ({
    // The load shows a spinner in a 'Loading…' status, without aria-busy: a spinner is busy too.
    ...('busy' in expected && document.querySelector('.chakra-spinner') ? { busy: true } : {}),
    ...('checked' in expected ? readQualifications() : {}),
    ...('found' in expected ? { found: readFound() } : {}),
    ...('prefillError' in expected ? { prefillError: readPrefillError() } : {}),
    ...('readOnly' in expected ? readReadOnly() : {}),
    ...('nextEvents' in expected ? { nextEvents: [...nextEvents] } : {}),
  }),
});
