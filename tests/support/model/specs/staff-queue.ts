import type { EventObject } from 'xstate';
import { staffQueueMachine } from '../../../../machines/staff-queue.ts';
import type { QueueResponse, QueueRow } from '../../../../src/domain/backoffice/types.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof staffQueueMachine>;

/** Issue 11: the queue holds 20 applications a page. */
const PAGE = 20;
const is = (event: EventObject | undefined, start: string) =>
  !!event && describeEvent(event).startsWith(start);

/** The page asked for and the last one answered after the events so far (a filter goes back to page 1). */
function queueOf({ history }: Context) {
  let page = 1;
  let loaded: QueueResponse | null = null;
  for (const event of history) {
    if (is(event, 'done loadQueue')) loaded = (event as unknown as { output: QueueResponse }).output;
    if (event.type === 'FILTER') page = 1;
    if (event.type === 'NEXT' && hasNext(page, loaded)) page += 1;
    if (event.type === 'PREV' && hasPrev(page, loaded)) page -= 1;
  }
  return { page, loaded };
}
const hasNext = (page: number, loaded: QueueResponse | null) => !!loaded && page * PAGE < loaded.total;
const hasPrev = (page: number, loaded: QueueResponse | null) => !!loaded && page > 1;

function pageBefore(context: Context): [number, QueueResponse | null] {
  const { page, loaded } = queueOf({ ...context, history: context.history.slice(0, -1) });
  return [page, loaded];
}

/** What a row shows: the reference, the applicant, the status, when evidence is due, and Open. */
const rowSeen = (row: QueueRow) => ({
  reference: row.reference,
  status: row.status,
  due: row.evidenceDueDate !== null,
  open: `/staff/application/${row.category}/${row.id}`,
});

function common(context: Context) {
  const { page, loaded } = queueOf(context);
  return loaded ? { page, rows: loaded.list.map(rowSeen), total: loaded.total } : {};
}

const paging = (moves: boolean) => (moves ? 'loading' : 'ready');

/** Issue 11 "Staff home": the queue, its filters, 20 a page, counts per status, Open. */
export const staffQueueSpec = defineSpec(staffQueueMachine, {
  initial: 'loading',
  rules: [
    { from: 'loading', on: 'done loadQueue', to: 'ready' },
    { from: 'loading', on: 'error loadQueue', to: 'failed' },
    { from: 'loading', on: 'FILTER', to: 'loading' },
    { from: 'failed', on: 'RETRY', to: 'loading' },
    { from: 'failed', on: 'FILTER', to: 'loading' },
    { from: 'ready', on: 'FILTER', to: 'loading' },
    { from: 'ready', on: 'NEXT', to: (c) => paging(hasNext(...pageBefore(c))) },
    { from: 'ready', on: 'PREV', to: (c) => paging(hasPrev(...pageBefore(c))) },
  ],
  states: {
    loading: (c) => ({ ...common(c), busy: true }),
    failed: (c) => ({
      ...common(c),
      busy: false,
      message: Msg.serverBrokenEnvelope,
      buttons: { Retry: 'enabled' },
    }),
    ready: (c) => {
      const { page, loaded } = queueOf(c);
      return {
        ...common(c),
        heading: 'Applications Queue',
        busy: false,
        message: null,
        buttons: {
          Prev: hasPrev(page, loaded) ? 'enabled' : 'disabled',
          Next: hasNext(page, loaded) ? 'enabled' : 'disabled',
        },
      };
    },
  },
  view: (snapshot) => {
    const { data, pageNum, error } = snapshot.context;
    return {
      busy: snapshot.matches('loading'),
      message: error?.message ?? null,
      ...(data ? { page: pageNum, rows: data.list.map(rowSeen), total: data.total } : {}),
    };
  },
});
