import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { Code } from '../../../../src/domain/envelope.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
import type { Observation, Rule, SpecContext } from '../spec.ts';

/**
 * What every form step's spec says alike (DESIGN.md "Steps"; each step's spec §2, §4, §5, §8): the
 * load and its retry, Save & Continue (Next while an offer is edited), saving, where a save leads,
 * staff staying and emitting `next`. A step's spec adds its own states and observations.
 */
interface StepInput {
  id: number;
  category: Category;
  mode: string;
  editOffer?: boolean;
}

const input = (context: SpecContext) => context.input as StepInput;
export const isStaff = (context: SpecContext) => input(context).mode === 'staff';

/** §2: the button reads Next while an offer is edited, otherwise Save & Continue. */
export const primary = (context: SpecContext) => (input(context).editOffer ? 'Next' : 'Save & Continue');

/** The saves that answered, with the id each answered, in order. */
export const savedIds = ({ history }: SpecContext) =>
  history.flatMap((event) =>
    describeEvent(event).startsWith('done save')
      ? [(event as EventObject & { output: { id: number } }).output.id]
      : [],
  );

/** The error of the last save (undefined when it answered or none was made). */
export function lastSaveError(context: SpecContext): { code?: number; message: string } | undefined {
  const lastSave = context.history.findLast((event) =>
    /^(SAVE|done save|error save)/.test(describeEvent(event)),
  );
  return (lastSave as { error?: { code?: number; message: string } } | undefined)?.error;
}

type Route = (category: Category, id: number) => string;

/** §2: applicants and agents go on to the next step's route after a save; staff never leave the step's. */
export function stepUrl(context: SpecContext, here: Route, next: Route): string {
  const { category, id } = input(context);
  const last = savedIds(context).at(-1);
  return isStaff(context) || last === undefined ? here(category, id) : next(category, last);
}

/** Staff: one `next` to the following step per save, under the id the save answered (§2, §6). */
export const nextEvents = (context: SpecContext, step: string) =>
  isStaff(context) ? savedIds(context).map((id) => ({ type: 'next', step, id })) : [];

/**
 * Observed in every state of a loaded step: the address, staff's `next`s, the `saved` emission, and
 * no read-only note (a form step's `ready.readOnly` says one: see readOnlyState).
 */
export const onStepForm = (
  context: SpecContext,
  here: Route,
  next: Route,
  nextStep: string,
): Observation => ({
  url: stepUrl(context, here, next),
  nextEvents: nextEvents(context, nextStep),
  emitted: context.label.startsWith('done save') ? ['saved'] : [],
  readOnly: null,
});

/** The load, its retry and the save, as every step has them. */
export const stepRules: Rule[] = [
  { from: 'loading', on: 'done load', to: 'ready.idle' },
  { from: 'loading', on: 'error load', to: 'loadFailed' },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'ready.idle', on: 'SAVE', to: 'ready.saving' },
  // Staff stay on the step after a save and may save again (§2); the form stays open.
  { from: 'ready.saved', on: 'SAVE', to: 'ready.saving' },
  { from: 'ready.saving', on: 'done save', to: 'ready.saved' },
  // Any refused or failed save (a 406, someone else saved first, a server failure): the form stays.
  { from: 'ready.saving', on: 'error save', to: 'ready.idle' },
];

/**
 * Who may change an application's answers, by its status as the server spells it (issue 10: form
 * steps of an application that is not being edited open read-only; issue 11: staff may still correct
 * one that is submitted, under review or waiting for evidence). A new application has no status.
 */
const EDITABLE_BY: Record<string, readonly string[]> = {
  applicant: ['Editing'],
  agent: ['Editing'],
  staff: ['Editing', 'Submitted', 'Under Review', 'Evidence Needed'],
};

/** The status of the last load that answered (null: a new application, or none answered). */
function loadedStatus({ history }: SpecContext): string | null {
  const load = history.findLast((event) => describeEvent(event).startsWith('done load')) as
    | (EventObject & { output: { status: string | null } })
    | undefined;
  return load?.output.status ?? null;
}

const opensReadOnly = (context: SpecContext) => {
  const status = loadedStatus(context);
  return status !== null && !(EDITABLE_BY[input(context).mode] ?? []).includes(status);
};

/**
 * The rules of a form step that keeps drafts (personal details, course application, qualifications,
 * other details): as every step's, but an application this reader may no longer change opens
 * read-only, and stays so (nothing there saves).
 */
export const formStepRules: Rule[] = [
  {
    from: 'loading',
    on: 'done load',
    to: (context) => (opensReadOnly(context) ? 'ready.readOnly' : 'ready.idle'),
  },
  ...stepRules.filter(({ from, on }) => !(from === 'loading' && on === 'done load')),
];

/**
 * Read-only: the answers shown with a note that says why, and the step's button there but disabled.
 * `readOnly` is the note's text; null wherever the form can be changed.
 */
export const readOnlyState = (heading: string) => ({
  'ready.readOnly': (context: SpecContext): Observation => ({
    heading,
    busy: false,
    message: null,
    readOnly: `This application is ${loadedStatus(context)}: its answers can be read but no longer changed.`,
    buttons: { [primary(context)]: 'disabled' },
  }),
});

/** A failed load as its reader is addressed: the applicant's own, or the student's for agents and staff. */
export const loadFailedMessage = (context: SpecContext, what: string) =>
  `${input(context).mode === 'applicant' ? 'Your' : "The student's"} ${what} could not be loaded.`;

/** Loading, and a failed load said in the step with a way to try again. */
export const loadStates = (heading: string, what: string) => ({
  loading: (context: SpecContext): Observation => ({
    heading,
    busy: true,
    buttons: { [primary(context)]: 'absent' },
  }),
  loadFailed: (context: SpecContext): Observation => ({
    heading,
    busy: false,
    message: loadFailedMessage(context, what),
    buttons: { 'Try again': 'enabled', [primary(context)]: 'absent' },
  }),
});

/** The save on its way: the button says so and cannot be pressed again. */
export const savingButtons = (context: SpecContext): Observation['buttons'] => ({
  'Saving…': 'disabled',
  [primary(context)]: 'absent',
});

/** Staff stay after a save, told that it saved; the form stays open for another change. */
export const staffSaved = (heading: string, context: SpecContext): Observation => ({
  heading,
  busy: false,
  message: 'saved',
  buttons: { [primary(context)]: 'enabled' },
});

/**
 * What the machine replay reads off any step: busy, the emissions and, once loaded, the error it
 * keeps — a 406 is said, other failures are not (§5, §8).
 */
export function stepView(snapshot: AnyMachineSnapshot, emitted: string[]): Partial<Observation> {
  const error = snapshot.matches('ready')
    ? (snapshot.context.error as { code?: number; message: string } | null)
    : null;
  return {
    busy: snapshot.hasTag('busy'),
    emitted,
    ...(error ? { message: error.code === Code.Refused ? error.message : null } : {}),
  };
}
