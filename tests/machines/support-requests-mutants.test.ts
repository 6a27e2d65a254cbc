import { describe, expect, it } from 'vitest';
import { supportPaging, supportRequestsMachine } from '../../machines/support-requests.ts';
import { drive } from '../support/model/drive.ts';
import { supportPage } from '../support/model/home-fixtures.ts';

/** Mutation-test companions (npm run mutation): paging before any answer, RELOAD from a later page. */
describe('support requests: what the model paths do not show', () => {
  it('pages nothing before the first answer, and by the page size the server answered', () => {
    expect(supportPaging({ data: null, pageNum: 1 })).toEqual({ pages: 1, hasPrev: false, hasNext: false });
    const data = { ...supportPage(25), pageSize: 50 };
    expect(supportPaging({ data, pageNum: 1 })).toEqual({ pages: 1, hasPrev: false, hasNext: false });
  });

  it('asks for page 1, 20 a page, and goes back to it on RELOAD', async () => {
    const flow = drive(supportRequestsMachine);
    expect(flow.calls.at(-1)).toMatchObject({ src: 'loadSupport', input: { pageNum: 1, pageSize: 20 } });
    await flow.resolve('loadSupport', supportPage(25));
    flow.actor.send({ type: 'NEXT' });
    expect(flow.calls.at(-1)).toMatchObject({ input: { pageNum: 2 } });
    await flow.resolve('loadSupport', supportPage(25));
    flow.actor.send({ type: 'RELOAD' });
    expect(flow.calls.at(-1)).toMatchObject({ input: { pageNum: 1 } });
  });

  it('starts over from page 1 on RELOAD while a later page is still loading', async () => {
    const flow = drive(supportRequestsMachine);
    await flow.resolve('loadSupport', supportPage(25));
    flow.actor.send({ type: 'NEXT' });
    flow.actor.send({ type: 'RELOAD' });
    expect(flow.calls.map((call) => call.input)).toEqual([
      { pageNum: 1, pageSize: 20 },
      { pageNum: 2, pageSize: 20 },
      { pageNum: 1, pageSize: 20 },
    ]);
  });
});
