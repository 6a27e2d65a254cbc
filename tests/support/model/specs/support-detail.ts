import { supportDetailMachine } from '../../../../machines/support-detail.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

/**
 * portal-shell §2: the route named potentialdetailial takes an id and a type (value supportonline)
 * and is used to check a support request; docs/api.md's support detail answers 406 'This support
 * request was not found.' for a request that is not the caller's. Anything else that fails can be
 * tried again (issue 26: the screen's decisions are the machine's).
 */
type Context = SpecContext<typeof supportDetailMachine>;

const NOT_FOUND = 'This support request was not found.';
const namesARequest = ({ input }: Context) =>
  input.type === 'supportonline' && /^[1-9][0-9]*$/.test(input.id ?? '');

export const supportDetailSpec = defineSpec(supportDetailMachine, {
  initial: (c) => (namesARequest(c) ? 'loading' : 'notFound'),
  rules: [
    { from: 'loading', on: 'done load', to: 'shown' },
    { from: 'loading', on: 'error load (not found)', to: 'notFound' },
    { from: 'loading', on: 'error load (server broken)', to: 'failed' },
    { from: 'failed', on: 'RETRY', to: 'loading' },
  ],
  states: {
    loading: {
      heading: 'Support Request',
      message: 'Loading the support request…',
      buttons: { Retry: 'absent' },
    },
    failed: {
      heading: 'Support Request',
      message: 'This support request could not be loaded.',
      buttons: { Retry: 'enabled' },
    },
    shown: { heading: 'Support Request', subject: 'Cannot upload', buttons: { Retry: 'absent' } },
    notFound: { heading: 'Support Request', message: NOT_FOUND, subject: null, buttons: { Retry: 'absent' } },
  },
  view: (snapshot) => ({ subject: snapshot.context.detail?.subject ?? null }),
});
