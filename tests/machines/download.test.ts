import { describe, expect, it } from 'vitest';
import { downloadMachine } from '../../machines/download.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors } from '../support/model/fixtures.ts';
import { download } from '../support/model/registry.ts';

describeModel(download);

describe('download: what the person gets', () => {
  it('downloads one thing at a time, with what the screen sent', async () => {
    const flow = drive(downloadMachine);
    const request = { status: 'submitted', pageNum: 1 };
    flow.actor.send({ type: 'DOWNLOAD', item: 'csv', params: request });
    flow.actor.send({ type: 'DOWNLOAD', item: 'xlsx', params: request });
    expect(flow.calls.map((call) => call.input)).toEqual([{ item: 'csv', params: request }]);
    expect(flow.snapshot().context.item).toBe('csv');
    await flow.resolve('download');
    expect(flow.snapshot().context).toMatchObject({ item: null, error: null });
  });

  it('says why a download failed until the next try, which clears it', async () => {
    const flow = drive(downloadMachine);
    flow.actor.send({ type: 'DOWNLOAD', item: 'pdf' });
    await flow.reject('download', errors.pdfFailed);
    expect(flow.snapshot().context.error).toBe(errors.pdfFailed.message);
    flow.actor.send({ type: 'DOWNLOAD', item: 'pdf' });
    expect(flow.snapshot().context.error).toBeNull();
    expect(flow.calls.map((call) => call.input)).toEqual([
      { item: 'pdf', params: null },
      { item: 'pdf', params: null },
    ]);
  });
});
