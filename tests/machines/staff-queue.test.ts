import { describe, expect, it } from 'vitest';
import { queueAddress, staffQueueMachine } from '../../machines/staff-queue.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { staffQueue } from '../support/model/registry.ts';
import { queueErrors, queuePage } from '../support/model/staff-queue-fixtures.ts';

describeModel(staffQueue);

describe('staff-queue: what staff see', () => {
  it('asks for page 1 of everything but editing, then the filters trimmed, from page 1 again', async () => {
    const flow = drive(staffQueueMachine);
    expect(flow.calls.at(-1)).toMatchObject({
      src: 'loadQueue',
      input: {
        status: '',
        applicationCategory: '',
        campus: '',
        course: '',
        keywords: '',
        pageNum: 1,
        pageSize: 20,
      },
    });
    await flow.resolve('loadQueue', queuePage(45));
    flow.actor.send({ type: 'NEXT' });
    expect(flow.calls.at(-1)).toMatchObject({ input: { pageNum: 2 } });
    await flow.resolve('loadQueue', queuePage(45));
    flow.actor.send({ type: 'FILTER', filters: { campus: '  Sydney ', status: 'submitted' } });
    expect(flow.calls.at(-1)).toMatchObject({ input: { campus: 'Sydney', status: 'submitted', pageNum: 1 } });
  });

  it('starts where its address puts it, and its address follows the filters and page (issue 25)', async () => {
    const flow = drive(staffQueueMachine, { address: '?status=evidenceNeeded&category=Domestic&page=2' });
    expect(flow.calls.at(-1)).toMatchObject({
      input: { status: 'evidenceNeeded', applicationCategory: 'Domestic', pageNum: 2 },
    });
    await flow.resolve('loadQueue', queuePage(45));
    expect(queueAddress(flow.snapshot().context)).toBe('?status=evidenceNeeded&category=Domestic&page=2');
    flow.actor.send({ type: 'FILTER', filters: { keywords: ' Linh Nguyen ' } });
    expect(queueAddress(flow.snapshot().context)).toBe(
      '?status=evidenceNeeded&category=Domestic&keywords=Linh+Nguyen',
    );
  });

  it('reads what an address names wrongly as the default: any status, page 1', () => {
    const flow = drive(staffQueueMachine, { address: '?status=approvedish&category=Martian&page=-3' });
    expect(flow.calls.at(-1)).toMatchObject({ input: { status: '', applicationCategory: '', pageNum: 1 } });
    expect(queueAddress(flow.snapshot().context)).toBe('');
  });

  it('asks for the possible duplicates only when staff filter to them (issue 25), from page 1', async () => {
    const flow = drive(staffQueueMachine);
    expect(flow.calls.at(-1)).toMatchObject({ input: { duplicates: '' } });
    await flow.resolve('loadQueue', queuePage(45));
    flow.actor.send({ type: 'NEXT' });
    await flow.resolve('loadQueue', queuePage(45));
    flow.actor.send({ type: 'FILTER', filters: { duplicates: 'possible' } });
    expect(flow.calls.at(-1)).toMatchObject({ input: { duplicates: 'possible', pageNum: 1 } });
  });

  it('stops at the last page and the first', async () => {
    const flow = drive(staffQueueMachine);
    await flow.resolve('loadQueue', queuePage(21));
    flow.actor.send({ type: 'PREV' });
    expect(flow.snapshot().matches('ready')).toBe(true);
    flow.actor.send({ type: 'NEXT' });
    await flow.resolve('loadQueue', queuePage(21));
    flow.actor.send({ type: 'NEXT' });
    expect(flow.snapshot().matches('ready')).toBe(true);
    expect(flow.snapshot().context.pageNum).toBe(2);
  });

  it('says why a load failed, and forgets it on retry', async () => {
    const flow = drive(staffQueueMachine);
    await flow.reject('loadQueue', queueErrors.serverBroken);
    expect(flow.snapshot().context.error?.message).toBe(queueErrors.serverBroken.message);
    flow.actor.send({ type: 'RETRY' });
    expect(flow.snapshot().context.error).toBeNull();
  });
});
