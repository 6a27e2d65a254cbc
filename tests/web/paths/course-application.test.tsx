import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { CourseApplicationInput } from '@machines/course-application.ts';
import { configure, screen, within } from '@testing-library/react';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { courseApplication } from '../../support/model/registry-application.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import {
  answerScholarship,
  mountCourseHost,
  readScholarship,
  saveCourseForm,
} from './course-application-host.tsx';
import { readReadOnly } from './read-only.ts';
import { user } from './user.ts';

// Role queries skip the per-element visibility check (the form is read at every step); dialogs
// unmount when closed.
configure({ defaultHidden: true });

let nextEvents: ApplicationFlowEmitted[] = [];

describeUiModel(courseApplication, {
  mount: ({ logic, input }) => {
    nextEvents = [];
    mountCourseHost({
      ...(input as CourseApplicationInput),
      logic,
      onNext: (event) => nextEvents.push(event),
    });
  },
  async perform(event) {
    switch (event.type) {
      case 'RETRY':
        return user.click(await screen.findByRole('button', { name: 'Try again' }));
      case 'SAVE':
        return saveCourseForm((event as unknown as { values: ApplicationDetailsForm }).values);
      case 'SCHOLARSHIP':
        return answerScholarship((event as unknown as { answer: boolean }).answer);
      case 'CONFIRM':
      case 'CANCEL': {
        const dialog = await screen.findByRole('alertdialog');
        return user.click(
          within(dialog).getByRole('button', { name: event.type === 'CONFIRM' ? 'Yes' : 'No' }),
        );
      }
      default:
        throw new Error(`course-application: no user action for ${event.type}`);
    }
  },
  observe: (expected) => ({
    // The load shows a spinner in a 'Loading…' status, without aria-busy: a spinner is busy too.
    ...('busy' in expected && document.querySelector('.chakra-spinner') ? { busy: true } : {}),
    ...('scholarship' in expected ? readScholarship() : {}),
    ...('readOnly' in expected ? readReadOnly() : {}),
    ...('nextEvents' in expected ? { nextEvents: [...nextEvents] } : {}),
  }),
});
