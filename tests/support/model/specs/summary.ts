import type { EventObject } from 'xstate';
import { summaryMachine } from '../../../../machines/summary.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';
import { isStaff, loadFailedMessage } from './step.ts';

/**
 * portal-shell-account-documents-summary.md §2 Summary screen (read-only; Confirm only while the
 * stored status is editing or pending; the Declaration popup with its checkbox, Submit doing nothing
 * until it is ticked, an X that closes it), §4 "Submit: posts the submission and then goes to the
 * finish screen" (/finish/{id}, /internationalFinish/{id}), staff emitting next instead (§6), §5 the
 * checkbox must be ticked; issue 10: a refusal names the parts still missing. Issue 23: Confirm while
 * parts are missing (as the detail says, or as the last refusal named them) does not open the
 * Declaration: 'Your application is not complete yet' with each missing part, in view.
 */
type Context = SpecContext<typeof summaryMachine>;

const HEADING = 'Summary';
const DIALOG = 'Declaration';
/** §2: the routes of the summary and the finish, per category. */
const summaryRoute = (category: Category, id: number) =>
  category === 'International' ? `/InternationalSummary/${id}` : `/summary/${id}`;
const finishRoute = (category: Category, id: number) =>
  category === 'International' ? `/internationalFinish/${id}` : `/finish/${id}`;

const input = (context: Context) => context.input as { id: number; category: Category };
const labels = (history: EventObject[]) => history.map(describeEvent);

/** The status the last load answered: Confirm shows only for editing and pending (§2). */
function loadedStatus({ history }: Context): string | null {
  const load = history.findLast((event) => describeEvent(event).startsWith('done load')) as
    | { output: { summary: { status: string } } }
    | undefined;
  return load ? load.output.summary.status.toLowerCase() : null;
}
const confirmable = (context: Context) => ['editing', 'pending'].includes(loadedStatus(context) ?? '');

/** Issue 23: the parts still missing — the last refusal's, else as the detail loaded them. */
function missingNow({ history }: Context): string[] {
  const last = history.findLast((event) => {
    const label = describeEvent(event);
    return label.startsWith('done load') || label.startsWith('error submit');
  }) as
    | {
        output?: { summary: { missing?: { message: string }[] } };
        error?: { result?: { missing?: { message: string }[] } };
      }
    | undefined;
  const parts = last?.output ? last.output.summary.missing : last?.error?.result?.missing;
  return (parts ?? []).map((part) => part.message);
}
/** Confirm: nothing for read-only statuses; the parts when something is missing; else the Declaration. */
const afterConfirm = (c: Context) =>
  !confirmable(c) ? null : missingNow(c).length > 0 ? 'ready.incomplete' : 'ready.declaration';
const INCOMPLETE = 'Your application is not complete yet. Please finish the parts listed below.';

/** The box as the person left it since the popup last opened (it opens unticked). */
function ticked({ history }: Context): boolean {
  let box = false;
  for (const label of labels(history)) {
    if (label === 'CONFIRM') box = false;
    else if (label === 'TICK') box = true;
    else if (label === 'UNTICK') box = false;
  }
  return box;
}

const submittedIds = (context: Context) =>
  labels(context.history).some((label) => label.startsWith('done submit')) ? [input(context).id] : [];

/** The last refusal or failure of the submission. */
function lastSubmitError(context: Context) {
  const event = context.history.findLast((e) => describeEvent(e).startsWith('error submit')) as
    | { error: Error & { result?: { missing?: { message: string }[] } } }
    | undefined;
  return event?.error;
}

/** Everywhere once loaded: the address, staff's next, the `saved` of a submission. */
const onSummary = (context: Context): Observation => {
  const { category, id } = input(context);
  const leaves = submittedIds(context).length > 0 && !isStaff(context);
  return {
    url: leaves ? finishRoute(category, id) : summaryRoute(category, id),
    nextEvents: isStaff(context)
      ? submittedIds(context).map((at) => ({ type: 'next', step: 'finish', id: at }))
      : [],
    emitted: context.label.startsWith('done submit') ? ['saved'] : [],
  };
};

export const summarySpec = defineSpec(summaryMachine, {
  initial: 'loading',
  rules: [
    { from: 'loading', on: 'done load', to: 'ready.viewing' },
    { from: 'loading', on: 'error load', to: 'loadFailed' },
    { from: 'loadFailed', on: 'RETRY', to: 'loading' },
    // No Confirm for other statuses: nothing happens.
    { from: 'ready.viewing', on: 'CONFIRM', to: (c) => afterConfirm(c) ?? 'ready.viewing' },
    { from: 'ready.incomplete', on: 'CONFIRM', to: 'ready.incomplete' },
    { from: 'ready.declaration', on: 'TICK', to: 'ready.declaration' },
    { from: 'ready.declaration', on: 'UNTICK', to: 'ready.declaration' },
    // §2, §5: Submit does nothing until the box is ticked.
    {
      from: 'ready.declaration',
      on: 'SUBMIT',
      to: (c) => (ticked(c) ? 'ready.submitting' : 'ready.declaration'),
    },
    { from: 'ready.declaration', on: 'CLOSE', to: 'ready.viewing' },
    { from: 'ready.submitting', on: 'done submit', to: 'ready.submitted' },
    { from: 'ready.submitting', on: 'error submit', to: 'ready.failed' },
    { from: 'ready.failed', on: 'CONFIRM', to: (c) => afterConfirm(c) ?? 'ready.failed' },
  ],
  states: {
    loading: { heading: HEADING, busy: true, buttons: { Confirm: 'absent' } },
    loadFailed: (context) => ({
      heading: HEADING,
      busy: false,
      message: loadFailedMessage(context, 'application summary'),
      buttons: { 'Try again': 'enabled', Confirm: 'absent' },
    }),
    ready: onSummary,
    'ready.viewing': (c) => ({
      heading: HEADING,
      busy: false,
      message: null,
      buttons: { Confirm: confirmable(c) ? 'enabled' : 'absent' },
    }),
    'ready.incomplete': (c) => ({
      heading: HEADING,
      busy: false,
      message: INCOMPLETE,
      missing: missingNow(c),
      focusOnMissing: true,
      buttons: { Confirm: 'enabled' },
    }),
    'ready.declaration': (c) => ({
      heading: DIALOG,
      busy: false,
      message: null,
      ticked: ticked(c),
      buttons: { Submit: ticked(c) ? 'enabled' : 'disabled', Close: 'enabled' },
    }),
    'ready.submitting': { heading: DIALOG, busy: true, buttons: { 'Submitting…': 'disabled' } },
    // Applicants and agents are on their way to the finish (see `url`); staff stay, told so.
    'ready.submitted': (c) =>
      isStaff(c)
        ? {
            heading: HEADING,
            busy: false,
            message: 'The application has been submitted',
            buttons: { Confirm: 'absent' },
          }
        : { busy: false },
    'ready.failed': (c) => {
      const error = lastSubmitError(c);
      return {
        heading: HEADING,
        busy: false,
        message: error?.message ?? null,
        missing: (error?.result?.missing ?? []).map((part) => part.message),
        buttons: { Confirm: 'enabled' },
      };
    },
  },
  view: (snapshot, emitted) => {
    const { error, missing } = snapshot.context;
    return {
      busy: snapshot.hasTag('busy'),
      emitted,
      ...(snapshot.matches({ ready: 'declaration' })
        ? { ticked: snapshot.context.ticked, message: null }
        : {}),
      ...(snapshot.matches({ ready: 'failed' })
        ? { message: error?.message ?? null, missing: missing.map((part) => part.message) }
        : {}),
      ...(snapshot.matches({ ready: 'incomplete' })
        ? { message: INCOMPLETE, missing: missing.map((part) => part.message), focusOnMissing: true }
        : {}),
      ...(snapshot.matches({ ready: 'viewing' }) ? { message: error?.message ?? null } : {}),
    };
  },
});
