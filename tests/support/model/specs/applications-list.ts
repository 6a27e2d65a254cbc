import type { EventObject } from 'xstate';
import { applicationsListMachine } from '../../../../machines/applications-list.ts';
import type { ApplicationRow, ListResponse } from '../../../../src/domain/applications/list.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof applicationsListMachine>;

/** Spec §9: list page size 20. */
const PAGE = 20;
const is = (event: EventObject | undefined, start: string) =>
  !!event && describeEvent(event).startsWith(start);
const rowOf = (event: EventObject) => (event as unknown as { row: ApplicationRow }).row;

/**
 * What the list shows after the events so far: the last page the server answered, the page asked
 * for (filters and sort go back to page 1, spec §9 "default sort update_time descending"), the sort.
 */
function listOf({ history }: Context) {
  let page = 1;
  let loaded: ListResponse | null = null;
  let ascending = false;
  for (const event of history) {
    if (is(event, 'done loadApplications')) loaded = (event as unknown as { output: ListResponse }).output;
    if (event.type === 'FILTER') page = 1;
    if (event.type === 'TOGGLE_SORT') {
      page = 1;
      ascending = !ascending;
    }
    if (event.type === 'NEXT' && hasNext(page, loaded)) page += 1;
    if (event.type === 'PREV' && hasPrev(page, loaded)) page -= 1;
  }
  return { page, loaded, sort: ascending ? 'ascending' : 'descending' };
}

/** Spec §9: Prev and Next are enabled only when the total is over 20 (and there is a page there). */
const hasNext = (page: number, loaded: ListResponse | null) =>
  !!loaded && loaded.total > PAGE && page * PAGE < loaded.total;
const hasPrev = (page: number, loaded: ListResponse | null) => !!loaded && loaded.total > PAGE && page > 1;

/**
 * Spec §2: Edit if the status is 'Editing', otherwise View; Delete only for 'editing'; an info
 * icon with the rejected reason on 'Refused' and 'Evidence Needed' rows.
 */
const rowSeen = (row: ApplicationRow) => ({
  name: row.familyName,
  status: row.status,
  reason: row.status === 'Refused' || row.status === 'Evidence Needed',
  actions: row.status === 'Editing' ? ['Edit', 'Delete'] : ['View'],
});

/**
 * Spec §3 session-scoped values, §4 "Editing an existing application uses its id and category": what
 * the last Edit or View followed keeps for the steps (its category and status); null before any.
 */
function keptOf({ history }: Context) {
  const opened = history.findLast((event) => event.type === 'OPEN');
  if (!opened) return null;
  const { category, statusKey } = rowOf(opened);
  return { applicationCategory: category, status: statusKey };
}

/** What every state shows of the list itself (the rows stay while the next page loads), and what is kept. */
function common(context: Context) {
  const { page, loaded, sort } = listOf(context);
  return { sort, kept: keptOf(context), ...(loaded ? { page, rows: loaded.list.map(rowSeen) } : {}) };
}

/** The page shown before this step's event, and what it holds. */
function pageBefore(context: Context): [number, ListResponse | null] {
  const { page, loaded } = listOf({ ...context, history: context.history.slice(0, -1) });
  return [page, loaded];
}

const paging = (ifMoves: boolean) => (ifMoves ? 'loading' : 'ready.idle');

/** portal-shell §2 "Potential home" ('My Applications', Delete, the rejected reason, Prev/Next), §9, decision 008. */
export const applicationsListSpec = defineSpec(applicationsListMachine, {
  initial: 'loading',
  rules: [
    { from: 'loading', on: 'done loadApplications', to: 'ready.idle' },
    // A failed load shows an inline alert with Retry (decision 008).
    { from: 'loading', on: 'error loadApplications', to: 'failed' },
    // Filters and the sort reload from page 1, whenever they change.
    { from: 'loading', on: 'FILTER', to: 'loading' },
    { from: 'loading', on: 'TOGGLE_SORT', to: 'loading' },
    { from: 'failed', on: 'RETRY', to: 'loading' },
    { from: 'failed', on: 'FILTER', to: 'loading' },
    { from: 'failed', on: 'TOGGLE_SORT', to: 'loading' },
    { from: 'ready.idle', on: 'FILTER', to: 'loading' },
    { from: 'ready.idle', on: 'TOGGLE_SORT', to: 'loading' },
    { from: 'ready.idle', on: 'NEXT', to: (c) => paging(hasNext(...pageBefore(c))) },
    { from: 'ready.idle', on: 'PREV', to: (c) => paging(hasPrev(...pageBefore(c))) },
    // Delete only for 'editing' rows, after 'Are you sure remove?'.
    {
      from: 'ready.idle',
      on: 'DELETE',
      to: ({ event }) => (rowOf(event).status === 'Editing' ? 'ready.confirmingDelete' : 'ready.idle'),
    },
    {
      from: 'ready.idle',
      on: 'SHOW_REASON',
      to: ({ event }) =>
        ['Refused', 'Evidence Needed'].includes(rowOf(event).status) ? 'ready.showingReason' : 'ready.idle',
    },
    { from: 'ready.confirmingDelete', on: 'CONFIRM', to: 'ready.deleting' },
    { from: 'ready.confirmingDelete', on: 'CANCEL', to: 'ready.idle' },
    // Deleted: the list reloads; refused: the question stays open with the reason (decision 008).
    { from: 'ready.deleting', on: 'done deleteApplication', to: 'loading' },
    { from: 'ready.deleting', on: 'error deleteApplication', to: 'ready.confirmingDelete' },
    { from: 'ready.showingReason', on: 'CLOSE', to: 'ready.idle' },
    // Edit or View, wherever the rows are shown: the list stays as it is (a load goes on).
    { from: 'loading', on: 'OPEN', to: 'loading' },
    { from: 'failed', on: 'OPEN', to: 'failed' },
    { from: 'ready.idle', on: 'OPEN', to: 'ready.idle' },
  ],
  states: {
    loading: (c) => ({ ...common(c), busy: true }),
    failed: (c) => ({
      ...common(c),
      busy: false,
      message: Msg.serverBrokenEnvelope,
      buttons: { Retry: 'enabled' },
    }),
    ready: common,
    'ready.idle': (c) => {
      const { page, loaded } = listOf(c);
      return {
        heading: 'Home',
        busy: false,
        message: null,
        buttons: {
          Prev: hasPrev(page, loaded) ? 'enabled' : 'disabled',
          Next: hasNext(page, loaded) ? 'enabled' : 'disabled',
        },
      };
    },
    'ready.confirmingDelete': ({ event }) => ({
      heading: Msg.removeConfirm,
      busy: false,
      buttons: { Delete: 'enabled', Cancel: 'enabled' },
      message: is(event, 'error deleteApplication') ? Msg.onlyEditingDeleted : null,
    }),
    'ready.deleting': {
      heading: Msg.removeConfirm,
      busy: true,
      buttons: { 'Deleting…': 'disabled', Cancel: 'disabled' },
      message: null,
    },
    // The alert is titled with the status, the reason's line breaks kept.
    'ready.showingReason': ({ event }) => ({
      heading: rowOf(event).status,
      reason: rowOf(event).rejectedReason,
      busy: false,
      buttons: { OK: 'enabled' },
    }),
  },
  view: (snapshot) => {
    const { data, pageNum, orderDirection, selected, error } = snapshot.context;
    const reading = snapshot.matches({ ready: 'showingReason' }) && selected;
    return {
      busy: snapshot.matches('loading') || snapshot.matches({ ready: 'deleting' }),
      message: error?.message ?? null,
      sort: orderDirection === 'desc' ? 'descending' : 'ascending',
      ...(data ? { page: pageNum } : {}),
      ...(reading ? { heading: selected.status, reason: selected.rejectedReason } : {}),
    };
  },
});
