import type { EventObject } from 'xstate';
import type { PersonalDetailsInput } from '../../../../machines/personal-details.ts';
import { personalDetailsMachine } from '../../../../machines/personal-details.ts';
import { Code } from '../../../../src/domain/envelope.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';

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

/** §2: the button reads Next while an offer is edited, otherwise Save & Continue. */
const primary = (context: Context) => (input(context).editOffer ? 'Next' : 'Save & Continue');

/** §2 routes of the step and of the course application step that follows it. */
const personalRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/personal/${id}` : `/InternationalPersonal/${id}`;
const applicationRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/application/${id}` : `/internationalApplication/${id}`;

/** The saves that answered with an id, in order. */
const savedIds = ({ history }: Context) =>
  history.flatMap((event) =>
    describeEvent(event).startsWith('done save')
      ? [(event as EventObject & { output: { id: number } }).output.id]
      : [],
  );

/** §2: applicants and agents go on after a save; staff never leave the step's address. */
function url(context: Context): string {
  const { category, id, mode } = input(context);
  const saved = savedIds(context);
  const last = saved.at(-1);
  return mode === 'staff' || last === undefined
    ? personalRoute(category, id)
    : applicationRoute(category, last);
}

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
  const lastSave = context.history.findLast((event) =>
    /^(SAVE|done save|error save)/.test(describeEvent(event)),
  );
  const refused = (lastSave as { error?: { code?: number } } | undefined)?.error?.code === Code.Refused;
  if (refused) return { message: Msg.correctEditInformation };
  const invalidPrefill =
    context.label.startsWith('PREFILL') &&
    canPrefill(context) &&
    !validStudentNum((context.event as EventObject & { studentNum: string }).studentNum);
  if (invalidPrefill) return { message: Msg.correctEditInformation };
  return locked(context) ? {} : { message: null };
}

/** Staff: one `next` to the Application step per save, under the id the save answered (§2, §6). */
const nextEvents = (context: Context) =>
  input(context).mode === 'staff'
    ? savedIds(context).map((id) => ({ type: 'next', step: 'application', id }))
    : [];

/** Observed in every state once the step is loaded. */
const onForm = (context: Context): Observation => ({
  url: url(context),
  locked: locked(context),
  nextEvents: nextEvents(context),
  emitted: context.label.startsWith('done save') ? ['saved'] : [],
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
    { from: 'loading', on: 'done load', to: 'ready.idle' },
    { from: 'loading', on: 'error load', to: 'loadFailed' },
    { from: 'loadFailed', on: 'RETRY', to: 'loading' },
    { from: 'ready.idle', on: 'SAVE', to: 'ready.saving' },
    // Staff stay on the step after a save and may save again (§2); the form stays open.
    { from: 'ready.saved', on: 'SAVE', to: 'ready.saving' },
    { from: 'ready.saving', on: 'done save', to: 'ready.saved' },
    { from: 'ready.saving', on: 'error save', to: 'ready.idle' },
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
    loading: (context) => ({ heading: HEADING, busy: true, buttons: { [primary(context)]: 'absent' } }),
    // The load failed: said in the step, with a way to try again (the server's reason is the client's).
    loadFailed: (context) => ({
      heading: HEADING,
      busy: false,
      message: 'Your personal details could not be loaded.',
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
      ...(locked(context) ? {} : { message: null }),
      buttons: { 'Saving…': 'disabled', [primary(context)]: 'absent' },
    }),
    'ready.saved': (context) =>
      input(context).mode === 'staff'
        ? // Staff stay, told that it saved; the form stays open for another change.
          { heading: HEADING, busy: false, message: 'saved', buttons: { [primary(context)]: 'enabled' } }
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
  view: (snapshot, emitted) => {
    const { context } = snapshot;
    const ready = snapshot.matches('ready');
    return {
      busy: snapshot.hasTag('busy'),
      emitted,
      ...(ready ? { locked: context.locked } : {}),
      // The machine knows of server answers only: a 406 is said, other failures are not (§5, §8).
      ...(ready && context.error
        ? { message: context.error.code === Code.Refused ? context.error.message : null }
        : {}),
      ...(snapshot.matches({ ready: 'confirming' }) ? { warning: context.prefill?.categoryDiffers } : {}),
    };
  },
});
