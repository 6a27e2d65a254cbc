import type { EventObject } from 'xstate';
import { NOTE_ADDED, staffDecisionMachine } from '../../../../machines/staff-decision.ts';
import { STATUS_LABELS, type StatusKey } from '../../../../src/domain/applications/status.ts';
import type { HistoryAnswer } from '../../../../src/domain/backoffice/types.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof staffDecisionMachine>;

const is = (event: EventObject | undefined, start: string) =>
  !!event && describeEvent(event).startsWith(start);

/**
 * docs/application-lifecycle.md: what staff may do from each status (issue 11), written out here from
 * the drawing, not read from the machine's definition.
 */
const STAFF_MOVES: Partial<Record<StatusKey, StatusKey[]>> = {
  submitted: ['underReview', 'withdrawn'],
  underReview: ['evidenceNeeded', 'refused', 'offered', 'withdrawn'],
  evidenceNeeded: ['underReview', 'refused', 'withdrawn'],
  offered: ['withdrawn'],
};

/** The last load answered, and what the panel said after the last action. */
function panelOf({ history }: Context) {
  let loaded: HistoryAnswer | null = null;
  let done: string | null = null;
  for (const event of history) {
    if (is(event, 'done loadHistory')) loaded = (event as unknown as { output: HistoryAnswer }).output;
    if (is(event, 'done decide'))
      done = `The application is now ${(event as unknown as { output: { status: string } }).output.status}.`;
    if (is(event, 'done addNote')) done = NOTE_ADDED;
    if (event.type === 'DECIDE' || event.type === 'NOTE' || event.type === 'RELOAD') done = null;
  }
  return { loaded, done };
}

const movesOf = (loaded: HistoryAnswer | null) =>
  (loaded ? (STAFF_MOVES[loaded.statusKey] ?? []) : []).map((to) => `Mark as ${STATUS_LABELS[to]}`);

const offered = ({ event, ...context }: Context) => {
  const { loaded } = panelOf({ ...context, event, history: context.history.slice(0, -1) });
  const to = (event as unknown as { to: StatusKey }).to;
  return (loaded ? (STAFF_MOVES[loaded.statusKey] ?? []) : []).includes(to);
};

function shown(context: Context) {
  const { loaded, done } = panelOf(context);
  return loaded
    ? { status: loaded.status, moves: movesOf(loaded), entries: loaded.entries.length, done }
    : {};
}

/** The decision being made: its dialog's title. */
function dialogOf({ history }: Context) {
  const decide = history.findLast((event) => event.type === 'DECIDE') as unknown as
    | { to: StatusKey }
    | undefined;
  return decide ? `Mark as ${STATUS_LABELS[decide.to]}` : null;
}

/**
 * The reason a dialog opened by DECIDE starts with (issue 25 item 6): an evidence request's is what
 * the documents marked 'Needs replacing' ask for, as the last load said; any other move's is empty.
 */
function draftOf(context: Context): string | undefined {
  if (context.event?.type !== 'DECIDE') return undefined;
  const { loaded } = panelOf(context);
  return (context.event as unknown as { to: StatusKey }).to === 'evidenceNeeded'
    ? (loaded?.evidenceReason ?? '')
    : '';
}

/** Issue 11: the staff container's decision panel, dialogs, notes and history. */
export const staffDecisionSpec = defineSpec(staffDecisionMachine, {
  initial: 'loading',
  rules: [
    { from: 'loading', on: 'done loadHistory', to: 'ready.idle' },
    { from: 'loading', on: 'error loadHistory', to: 'failed' },
    { from: 'failed', on: 'RETRY', to: 'loading' },
    // Only a move the lifecycle offers staff from the loaded status opens its dialog.
    { from: 'ready.idle', on: 'DECIDE', to: (c) => (offered(c) ? 'ready.deciding' : 'ready.idle') },
    { from: 'ready.idle', on: 'NOTE', to: 'ready.noting' },
    // Reload: what others (or a document mark beside the panel) recorded meanwhile.
    { from: 'ready.idle', on: 'RELOAD', to: 'loading' },
    { from: 'ready.deciding', on: 'SUBMIT', to: 'ready.submitting' },
    { from: 'ready.deciding', on: 'CANCEL', to: 'ready.idle' },
    // Decided: the panel reloads; refused: the dialog stays with the server's message.
    { from: 'ready.submitting', on: 'done decide', to: 'loading' },
    { from: 'ready.submitting', on: 'error decide', to: 'ready.deciding' },
    { from: 'ready.noting', on: 'done addNote', to: 'loading' },
    { from: 'ready.noting', on: 'error addNote', to: 'ready.idle' },
  ],
  states: {
    loading: (c) => ({ ...shown(c), busy: true }),
    // The panel says it could not be loaded, with the server's reason, and offers Retry.
    failed: (c) => ({
      busy: false,
      buttons: { Retry: 'enabled' },
      message: (c.event as unknown as { error: Error }).error.message,
    }),
    ready: shown,
    'ready.idle': (c) => ({
      busy: false,
      dialog: null,
      message: is(c.event, 'error addNote')
        ? c.event && (c.event as unknown as { error: Error }).error.message
        : null,
    }),
    'ready.deciding': (c) => ({
      busy: false,
      dialog: dialogOf(c),
      ...(draftOf(c) === undefined ? {} : { reason: draftOf(c) }),
      message: is(c.event, 'error decide') ? (c.event as unknown as { error: Error }).error.message : null,
    }),
    'ready.submitting': (c) => ({ busy: true, dialog: dialogOf(c), message: null }),
    'ready.noting': { busy: true, dialog: null, message: null },
  },
  view: (snapshot) => {
    const { loaded, done, error, move, draftReason } = snapshot.context;
    const dialogOpen = snapshot.matches({ ready: 'deciding' }) || snapshot.matches({ ready: 'submitting' });
    return {
      busy:
        snapshot.matches('loading') ||
        snapshot.matches({ ready: 'submitting' }) ||
        snapshot.matches({ ready: 'noting' }),
      ...(loaded
        ? {
            status: loaded.status,
            moves: (STAFF_MOVES[loaded.statusKey] ?? []).map((to) => `Mark as ${STATUS_LABELS[to]}`),
            entries: loaded.entries.length,
            done,
          }
        : {}),
      ...(snapshot.matches('ready')
        ? { dialog: dialogOpen && move ? `Mark as ${STATUS_LABELS[move.to]}` : null }
        : {}),
      ...(snapshot.matches({ ready: 'deciding' }) ? { reason: draftReason } : {}),
      ...(snapshot.matches('failed') ||
      snapshot.matches({ ready: 'idle' }) ||
      snapshot.matches({ ready: 'deciding' }) ||
      snapshot.matches({ ready: 'submitting' }) ||
      snapshot.matches({ ready: 'noting' })
        ? { message: error?.message ?? null }
        : {}),
    };
  },
});
