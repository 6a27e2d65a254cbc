import type { EventObject } from 'xstate';
import {
  type CourseApplicationLoad,
  courseApplicationMachine,
} from '../../../../machines/course-application.ts';
import { Code } from '../../../../src/domain/envelope.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';
import {
  formStepRules,
  isStaff,
  lastSaveError,
  loadStates,
  onStepForm,
  primary,
  readOnlyState,
  savingButtons,
  staffSaved,
  stepView,
} from './step.ts';

/**
 * course-qualifications-other-steps.md: §2 the course application screen and its routes
 * (/application/{id}, /internationalApplication/{id}), the button (Save & Continue; Next while an
 * offer is edited), after a save applicants and agents go on to the qualifications step
 * (/qualifications/{id}, /internationalQualifications/{id}) while staff stay and emit next; §4 the id
 * of the first save is kept, and answering yes to scholarship asks non-staff a confirmation whose No
 * reverts the answer to no (staff are not asked, §6); §5 'Please correct the edit information.'; §8
 * other server failures show no message in the step.
 */
type Context = SpecContext<typeof courseApplicationMachine>;

const HEADING = 'Course Application';

/** §2 routes of the step and of the qualifications step that follows it. */
const applicationRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/application/${id}` : `/internationalApplication/${id}`;
const qualificationsRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/qualifications/${id}` : `/internationalQualifications/${id}`;

/** §4: a yes to scholarship asks applicants and agents; staff are not asked. */
const asks = (context: Context) =>
  !isStaff(context) && (context.event as EventObject & { answer: boolean }).answer === true;

/**
 * The Scholarship answer the form shows: the saved one (no for a new application), then each answer
 * given; §4: the confirmation's No puts it back to no. A SAVE carries the form's values.
 */
function scholarship(context: Context): boolean {
  let answer = false;
  for (const event of context.history) {
    const label = describeEvent(event);
    if (label.startsWith('done load')) {
      const load = (event as EventObject & { output: CourseApplicationLoad }).output;
      answer = load.applicationDetails?.applyScholarships === true;
    } else if (event.type === 'SCHOLARSHIP') answer = (event as EventObject & { answer: boolean }).answer;
    else if (event.type === 'CANCEL') answer = false;
    else if (event.type === 'SAVE') {
      answer = (event as EventObject & { values: { applyScholarships: boolean } }).values.applyScholarships;
    }
  }
  return answer;
}

/**
 * §5: a refused save (406) says why — 'Please correct the edit information.' with the fields' messages,
 * or the server's reason when someone else saved the application first; §8: other failures say nothing.
 */
function formMessage(context: Context): { message: string | null } {
  const error = lastSaveError(context);
  if (error?.code !== Code.Refused) return { message: null };
  return { message: Object.keys(fieldErrors(error)).length > 0 ? Msg.correctEditInformation : error.message };
}

const fieldErrors = (error: unknown) =>
  ((error as { result?: { errors?: Record<string, string> } }).result?.errors ?? {}) as Record<
    string,
    string
  >;

/** Observed in every state once the step is loaded. */
const onForm = (context: Context): Observation => ({
  ...onStepForm(context, applicationRoute, qualificationsRoute, 'qualifications'),
  scholarship: scholarship(context),
});

export const courseApplicationSpec = defineSpec(courseApplicationMachine, {
  initial: 'loading',
  rules: [
    ...formStepRules,
    {
      from: 'ready.idle',
      on: 'SCHOLARSHIP',
      to: (c) => (asks(c) ? 'ready.confirmingScholarship' : 'ready.idle'),
    },
    {
      from: 'ready.saved',
      on: 'SCHOLARSHIP',
      to: (c) => (asks(c) ? 'ready.confirmingScholarship' : 'ready.saved'),
    },
    { from: 'ready.confirmingScholarship', on: 'CONFIRM', to: 'ready.idle' },
    { from: 'ready.confirmingScholarship', on: 'CANCEL', to: 'ready.idle' },
  ],
  states: {
    ...loadStates(HEADING, 'course application'),
    ready: onForm,
    ...readOnlyState(HEADING),
    'ready.idle': (context) => ({
      heading: HEADING,
      busy: false,
      ...formMessage(context),
      buttons: { [primary(context)]: 'enabled' },
    }),
    'ready.saving': (context) => ({
      heading: HEADING,
      busy: true,
      message: null,
      buttons: savingButtons(context),
    }),
    'ready.saved': (context) =>
      isStaff(context)
        ? staffSaved(HEADING, context)
        : // Applicants and agents are on their way to the qualifications step (see `url`).
          { busy: false, message: null },
    // §4: the confirmation of a yes; its No reverts the answer.
    'ready.confirmingScholarship': {
      busy: false,
      scholarship: true,
      buttons: { Yes: 'enabled', No: 'enabled' },
    },
  },
  view: (snapshot, emitted) => ({
    ...stepView(snapshot, emitted),
    ...(snapshot.matches('ready') ? { scholarship: snapshot.context.form.applyScholarships === true } : {}),
  }),
});
