import type { EventObject } from 'xstate';
import {
  type CourseApplicationInput,
  type CourseApplicationLoad,
  courseApplicationMachine,
} from '../../../../machines/course-application.ts';
import { Code } from '../../../../src/domain/envelope.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';

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
const input = ({ input }: Context) => input as CourseApplicationInput;
const staff = (context: Context) => input(context).mode === 'staff';

/** §2: the button reads Next while an offer is edited, otherwise Save & Continue. */
const primary = (context: Context) => (input(context).editOffer ? 'Next' : 'Save & Continue');

/** §2 routes of the step and of the qualifications step that follows it. */
const applicationRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/application/${id}` : `/internationalApplication/${id}`;
const qualificationsRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/qualifications/${id}` : `/internationalQualifications/${id}`;

/** The saves that answered, with the id each answered. */
const savedIds = ({ history }: Context) =>
  history.flatMap((event) =>
    describeEvent(event).startsWith('done save')
      ? [(event as EventObject & { output: { id: number } }).output.id]
      : [],
  );

/** §2: applicants and agents go on after a save; staff never leave the step's address. */
function url(context: Context): string {
  const { category, id } = input(context);
  const last = savedIds(context).at(-1);
  return staff(context) || last === undefined
    ? applicationRoute(category, id)
    : qualificationsRoute(category, last);
}

/** §4: a yes to scholarship asks applicants and agents; staff are not asked. */
const asks = (context: Context) =>
  !staff(context) && (context.event as EventObject & { answer: boolean }).answer === true;

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
  const lastSave = context.history.findLast((event) =>
    /^(SAVE|done save|error save)/.test(describeEvent(event)),
  );
  const error = (lastSave as { error?: { code?: number; message: string } } | undefined)?.error;
  if (error?.code !== Code.Refused) return { message: null };
  return { message: Object.keys(fieldErrors(error)).length > 0 ? Msg.correctEditInformation : error.message };
}

const fieldErrors = (error: unknown) =>
  ((error as { result?: { errors?: Record<string, string> } }).result?.errors ?? {}) as Record<
    string,
    string
  >;

/** Staff: one `next` to the Qualifications step per save, under the id the save answered (§2, §6). */
const nextEvents = (context: Context) =>
  staff(context) ? savedIds(context).map((id) => ({ type: 'next', step: 'qualifications', id })) : [];

/** Observed in every state once the step is loaded. */
const onForm = (context: Context): Observation => ({
  url: url(context),
  scholarship: scholarship(context),
  nextEvents: nextEvents(context),
  emitted: context.label.startsWith('done save') ? ['saved'] : [],
});

export const courseApplicationSpec = defineSpec(courseApplicationMachine, {
  initial: 'loading',
  rules: [
    { from: 'loading', on: 'done load', to: 'ready.idle' },
    { from: 'loading', on: 'error load', to: 'loadFailed' },
    { from: 'loadFailed', on: 'RETRY', to: 'loading' },
    { from: 'ready.idle', on: 'SAVE', to: 'ready.saving' },
    // Staff stay on the step after a save and may save again (§2); the form stays open.
    { from: 'ready.saved', on: 'SAVE', to: 'ready.saving' },
    { from: 'ready.saving', on: 'done save', to: 'ready.saved' },
    // Any refused or failed save (a 406, someone else saved first, a server failure): the form stays.
    { from: 'ready.saving', on: 'error save', to: 'ready.idle' },
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
    loading: (context) => ({ heading: HEADING, busy: true, buttons: { [primary(context)]: 'absent' } }),
    // The load failed: said in the step, with a way to try again.
    loadFailed: (context) => ({
      heading: HEADING,
      busy: false,
      message: 'Your course application could not be loaded.',
      buttons: { 'Try again': 'enabled', [primary(context)]: 'absent' },
    }),
    ready: onForm,
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
      buttons: { 'Saving…': 'disabled', [primary(context)]: 'absent' },
    }),
    'ready.saved': (context) =>
      staff(context)
        ? // Staff stay, told that it saved; the form stays open for another change.
          { heading: HEADING, busy: false, message: 'saved', buttons: { [primary(context)]: 'enabled' } }
        : // Applicants and agents are on their way to the qualifications step (see `url`).
          { busy: false, message: null },
    // §4: the confirmation of a yes; its No reverts the answer.
    'ready.confirmingScholarship': {
      busy: false,
      scholarship: true,
      buttons: { Yes: 'enabled', No: 'enabled' },
    },
  },
  view: (snapshot, emitted) => {
    const { context } = snapshot;
    const ready = snapshot.matches('ready');
    return {
      busy: snapshot.hasTag('busy'),
      emitted,
      ...(ready ? { scholarship: context.form.applyScholarships === true } : {}),
      // The machine knows of server answers only: a 406 is said, other failures are not (§5, §8).
      ...(ready && context.error
        ? { message: context.error.code === Code.Refused ? context.error.message : null }
        : {}),
    };
  },
});
