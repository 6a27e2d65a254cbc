import { describe, expect, it } from 'vitest';
import { supportRequestsMachine } from '../../machines/support-requests.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { homeErrors, supportPage } from '../support/model/home-fixtures.ts';
import { supportRequests } from '../support/model/registry.ts';

describeModel(supportRequests);

describe('support-requests: what the user sees', () => {
  it('loads 20 a page and pages only over 20', async () => {
    const flow = drive(supportRequestsMachine);
    expect(flow.calls.at(-1)).toMatchObject({ src: 'loadSupport', input: { pageNum: 1, pageSize: 20 } });
    await flow.resolve('loadSupport', supportPage(20));
    flow.actor.send({ type: 'NEXT' });
    expect(flow.snapshot().matches('ready')).toBe(true);
    flow.actor.send({ type: 'RELOAD' });
    await flow.resolve('loadSupport', supportPage(21));
    flow.actor.send({ type: 'NEXT' });
    expect(flow.calls.at(-1)).toMatchObject({ input: { pageNum: 2 } });
    await flow.resolve('loadSupport', supportPage(21));
    flow.actor.send({ type: 'PREV' });
    expect(flow.calls.at(-1)).toMatchObject({ input: { pageNum: 1 } });
  });

  it('reloads from the first page, even in the middle of a load', async () => {
    const flow = drive(supportRequestsMachine);
    await flow.resolve('loadSupport', supportPage(45));
    flow.actor.send({ type: 'NEXT' });
    flow.actor.send({ type: 'RELOAD' });
    expect(flow.snapshot().matches('loading')).toBe(true);
    expect(flow.calls.at(-1)).toMatchObject({ input: { pageNum: 1 } });
  });

  it('offers Retry after a failure', async () => {
    const flow = drive(supportRequestsMachine);
    await flow.reject('loadSupport', homeErrors.serverBroken);
    expect(flow.snapshot().matches('failed')).toBe(true);
    expect(flow.snapshot().context.error?.code).toBe(500);
    flow.actor.send({ type: 'RETRY' });
    expect(flow.snapshot().context.error).toBeNull();
  });
});
