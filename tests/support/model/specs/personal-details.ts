import type { EventObject } from 'xstate';
import type { PersonalDetailsInput } from '../../../../machines/personal-details.ts';
import { personalDetailsMachine } from '../../../../machines/personal-details.ts';
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
 * personal-details-step.md: §2 routes, the button (Save & Continue, Next while an offer is edited) and
 * where a save leads (applicants and agents: /application/{id} or /internationalApplication/{id};
 * staff stay and emit next); §4 staff pre-fill; §5 'Please correct the edit information.'; §6 Pre-Fill
 * is for staff only; §8 other server failures show no message in this step.
 */
type Context = SpecContext<typeof personalDetailsMachine>;

const HEADING = 'Personal Details';
const input = ({ input }: Context) => input as PersonalDetailsInput;
const labels = ({ history }: Context) => history.map((event) => describeEvent(event));

/** §2 routes of the step and of the course application step that follows it. */
const personalRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/personal/${id}` : `/InternationalPersonal/${id}`;
const applicationRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/application/${id}` : `/internationalApplication/${id}`;

/** §4.4: a confirmed pre-fill locks the personal fields for the rest of the visit. */
const locked = (context: Context) => labels(context).includes('CONFIRM');

/** §4, §6: only staff pre-fill, beside the Student ID of the studied-before questions (not shown while an offer is edited). */
const canPrefill = (context: Context) => input(context).mode === 'staff' && !input(context).editOffer;

/** §5 Student ID: digits only, at most 10. */
const validStudentNum = (value: string) => /^\d{1,10}$/.test(value.trim());

/** PREFILL looks the student up only where staff can pre-fill and with a valid number; else nothing happens. */
const prefillFrom =
  (state: string) =>
  (context: Context): string => {
    const { studentNum } = context.event as EventObject & { studentNum: string };
    return canPrefill(context) && validStudentNum(studentNum) ? 'ready.obtaining' : state;
  };

/**
 * What the step says about the form's state. §5: a refused save (406), or a Pre-Fill pressed with an
 * invalid Student ID (its own validation), shows 'Please correct the edit information.'; §8: other
 * server failures show nothing here. Left unchecked once the form carries the lock notice.
 */
function formMessage(context: Context): { message?: string | null } {
  const refused = lastSaveError(context)?.code === Code.Refused;
  if (refused) return { message: Msg.correctEditInformation };
  const invalidPrefill =
    context.label.startsWith('PREFILL') &&
    canPrefill(context) &&
    !validStudentNum((context.event as EventObject & { studentNum: string }).studentNum);
  if (invalidPrefill) return { message: Msg.correctEditInformation };
  return locked(context) ? {} : { message: null };
}

/** Observed in every state once the step is loaded. */
const onForm = (context: Context): Observation => ({
  ...onStepForm(context, personalRoute, applicationRoute, 'application'),
  locked: locked(context),
  buttons: canPrefill(context) ? {} : { 'Pre-Fill': 'absent' as const },
});

/** The found student (the last obtain answer) is of another category than the form (§4.2). */
function categoryDiffers(context: Context): boolean {
  const found = context.history.findLast((event) => describeEvent(event).startsWith('done obtain')) as
    | (EventObject & { output: { applicationCategory: Category | null } })
    | undefined;
  const category = found?.output.applicationCategory ?? null;
  return category !== null && category !== input(context).category;
}

export const personalDetailsSpec = defineSpec(personalDetailsMachine, {
  initial: 'loading',
  rules: [
    ...formStepRules,
    { from: 'ready.idle', on: 'PREFILL', to: prefillFrom('ready.idle') },
    { from: 'ready.saved', on: 'PREFILL', to: prefillFrom('ready.saved') },
    // §4.1: a student found is confirmed first; an answer without details has nothing to confirm.
    {
      from: 'ready.obtaining',
      on: 'done obtain',
      to: ({ event }) =>
        (event as EventObject & { output: { personalDetails: unknown } }).output.personalDetails
          ? 'ready.confirming'
          : 'ready.idle',
    },
    // §4.5: a rejected pre-fill is silently ignored.
    { from: 'ready.obtaining', on: 'error obtain', to: 'ready.idle' },
    { from: 'ready.confirming', on: 'CONFIRM', to: 'ready.idle' },
    { from: 'ready.confirming', on: 'CANCEL', to: 'ready.idle' },
  ],
  states: {
    ...loadStates(HEADING, 'personal details'),
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
      ...(locked(context) ? {} : { message: null }),
      buttons: savingButtons(context),
    }),
    'ready.saved': (context) =>
      isStaff(context)
        ? staffSaved(HEADING, context)
        : // Applicants and agents are on their way to the course application (see `url`).
          { busy: false, ...formMessage(context) },
    'ready.obtaining': { heading: HEADING, busy: true, buttons: { 'Looking up…': 'disabled' } },
    // §4.1–2: the confirmation, with a warning when the found student's category differs.
    'ready.confirming': (context) => ({
      heading: 'Pre-fill the personal details?',
      busy: false,
      warning: categoryDiffers(context),
      buttons: { 'Pre-Fill': 'enabled', Cancel: 'enabled' },
    }),
  },
  view: (snapshot, emitted) => ({
    ...stepView(snapshot, emitted),
    ...(snapshot.matches('ready') ? { locked: snapshot.context.locked } : {}),
    ...(snapshot.matches({ ready: 'confirming' })
      ? { warning: snapshot.context.prefill?.categoryDiffers }
      : {}),
  }),
});
