import type { EventObject } from 'xstate';
import { queueAddress, staffQueueMachine } from '../../../../machines/staff-queue.ts';
import type { QueueResponse, QueueRow } from '../../../../src/domain/backoffice/types.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof staffQueueMachine>;

/** Issue 11: the queue holds 20 applications a page. */
const PAGE = 20;
const is = (event: EventObject | undefined, start: string) =>
  !!event && describeEvent(event).startsWith(start);

/**
 * Issue 25: the queue starts where its address puts it ('?status=evidenceNeeded&page=2', a link
 * shared or come back to); an address without them is the whole queue from page 1.
 */
function startOf({ input }: Pick<Context, 'input'>) {
  const params = new URLSearchParams(input?.address ?? '');
  return { page: Number(params.get('page') ?? 1), status: params.get('status') ?? '' };
}

/**
 * The page asked for, the status filtered by and the last page answered after the events so far (a
 * filter goes back to page 1).
 */
function queueOf({ input, history }: Context) {
  let { page, status } = startOf({ input });
  let keywords = '';
  let loaded: QueueResponse | null = null;
  for (const event of history) {
    if (is(event, 'done loadQueue')) loaded = (event as unknown as { output: QueueResponse }).output;
    if (event.type === 'FILTER') {
      page = 1;
      const { filters } = event as unknown as { filters: { status?: string; keywords?: string } };
      status = filters.status ?? status;
      keywords = filters.keywords?.trim() ?? keywords;
    }
    if (event.type === 'NEXT' && hasNext(page, loaded)) page += 1;
    if (event.type === 'PREV' && hasPrev(page, loaded)) page -= 1;
  }
  return { page, status, keywords, loaded };
}

/** Issue 25: the address names the status, the keywords and a page past the first, so Back and a shared link find them. */
function addressOf(context: Context) {
  const { page, status, keywords } = queueOf(context);
  const parts = [
    status ? `status=${status}` : '',
    keywords ? `keywords=${encodeURIComponent(keywords)}` : '',
    page > 1 ? `page=${page}` : '',
  ].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
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
  const address = addressOf(context);
  return loaded ? { address, page, rows: loaded.list.map(rowSeen), total: loaded.total } : { address };
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
      address: queueAddress(snapshot.context),
      busy: snapshot.matches('loading'),
      message: error?.message ?? null,
      ...(data ? { page: pageNum, rows: data.list.map(rowSeen), total: data.total } : {}),
    };
  },
});
