import type { EventObject } from 'xstate';
import { supportRequestsMachine } from '../../../../machines/support-requests.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import type { SupportListResponse, SupportRow } from '../../../../src/domain/support/support.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof supportRequestsMachine>;

/** Spec §9: the support list also pages by 20. */
const PAGE = 20;
const is = (event: EventObject, start: string) => describeEvent(event).startsWith(start);

/** The page asked for and the last page answered; a new request (RELOAD) goes back to page 1. */
function listOf(history: EventObject[]) {
  let page = 1;
  let loaded: SupportListResponse | null = null;
  for (const event of history) {
    if (is(event, 'done loadSupport')) loaded = (event as unknown as { output: SupportListResponse }).output;
    if (event.type === 'RELOAD') page = 1;
    if (event.type === 'NEXT' && hasNext(page, loaded)) page += 1;
    if (event.type === 'PREV' && hasPrev(page, loaded)) page -= 1;
  }
  return { page, loaded };
}

/** Spec §9: Prev and Next are enabled only when the total is over 20 (and there is a page there). */
const hasNext = (page: number, loaded: SupportListResponse | null) =>
  !!loaded && loaded.total > PAGE && page * PAGE < loaded.total;
const hasPrev = (page: number, loaded: SupportListResponse | null) =>
  !!loaded && loaded.total > PAGE && page > 1;

function pageBefore({ history }: Context): [number, SupportListResponse | null] {
  const { page, loaded } = listOf(history.slice(0, -1));
  return [page, loaded];
}

/** Spec §2: Type Name, Subject, Status …, and a Check link to potentialdetailial with the id and type supportonline. */
const rowSeen = (row: SupportRow) => ({
  type: row.typeName,
  subject: row.subject,
  status: row.status,
  check: `/potential/potentialdetailial/${row.id}/supportonline`,
});

/** The rows of the last page answered: they stay while the next one loads. */
function rows({ history }: Context) {
  const { page, loaded } = listOf(history);
  return loaded ? { page, rows: loaded.list.map(rowSeen) } : {};
}

const paging = (moves: boolean) => (moves ? 'loading' : 'ready');

/** portal-shell §2 "Potential home" (the Support Online tab), §3 support request rows, §9 paging. */
export const supportRequestsSpec = defineSpec(supportRequestsMachine, {
  initial: 'loading',
  rules: [
    { from: 'loading', on: 'done loadSupport', to: 'ready' },
    { from: 'loading', on: 'error loadSupport', to: 'failed' },
    { from: 'failed', on: 'RETRY', to: 'loading' },
    { from: 'ready', on: 'NEXT', to: (c) => paging(hasNext(...pageBefore(c))) },
    { from: 'ready', on: 'PREV', to: (c) => paging(hasPrev(...pageBefore(c))) },
    // A request was just sent: whatever the list showed, it loads its first page, where the request is.
    { from: 'loading', on: 'RELOAD', to: 'loading' },
    { from: 'failed', on: 'RELOAD', to: 'loading' },
    { from: 'ready', on: 'RELOAD', to: 'loading' },
  ],
  states: {
    loading: (c) => ({ ...rows(c), busy: true }),
    failed: (c) => ({
      ...rows(c),
      busy: false,
      message: Msg.serverBrokenEnvelope,
      buttons: { Retry: 'enabled', 'New Request': 'enabled' },
    }),
    ready: (c) => {
      const { page, loaded } = listOf(c.history);
      return {
        ...rows(c),
        heading: 'Home',
        busy: false,
        message: null,
        buttons: {
          Prev: hasPrev(page, loaded) ? 'enabled' : 'disabled',
          Next: hasNext(page, loaded) ? 'enabled' : 'disabled',
          'New Request': 'enabled',
        },
      };
    },
  },
  view: (snapshot) => {
    const { data, pageNum, error } = snapshot.context;
    return {
      busy: snapshot.matches('loading'),
      message: error?.message ?? null,
      ...(data ? { page: pageNum, rows: data.list.map(rowSeen) } : {}),
    };
  },
});
