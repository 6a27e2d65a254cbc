import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { OtherDetailsInput } from '@machines/other-details.ts';
import { configure, screen } from '@testing-library/react';
import type { OtherDetailsForm } from '@/domain/other-details/form.ts';
import { otherDetails } from '../../support/model/registry-application.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { mountOtherHost, saveOtherForm } from './other-details-host.tsx';
import { readReadOnly } from './read-only.ts';
import { user } from './user.ts';

// Role queries skip the per-element visibility check (the form is read at every step).
configure({ defaultHidden: true });

let nextEvents: ApplicationFlowEmitted[] = [];

describeUiModel(otherDetails, {
  mount: ({ logic, input }) => {
    nextEvents = [];
    mountOtherHost({
      ...(input as OtherDetailsInput),
      logic,
      onNext: (event) => nextEvents.push(event),
    });
  },
  async perform(event) {
    switch (event.type) {
      case 'RETRY':
        return user.click(await screen.findByRole('button', { name: 'Try again' }));
      case 'SAVE':
        return saveOtherForm((event as unknown as { values: OtherDetailsForm }).values);
      default:
        throw new Error(`other-details: no user action for ${event.type}`);
    }
  },
  observe: (expected) => ({
    // The load shows a spinner in a 'Loading…' status, without aria-busy: a spinner is busy too.
    ...('busy' in expected && document.querySelector('.chakra-spinner') ? { busy: true } : {}),
    ...('readOnly' in expected ? readReadOnly() : {}),
    ...('nextEvents' in expected ? { nextEvents: [...nextEvents] } : {}),
  }),
});
