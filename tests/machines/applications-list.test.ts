import { describe, expect, it, vi } from 'vitest';
import { applicationsListMachine } from '../../machines/applications-list.ts';
import type { ApplicationRow } from '../../src/domain/applications/list.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import {
  applicationRow,
  applicationsPage,
  editingRow,
  homeErrors,
  refusedRow,
} from '../support/model/home-fixtures.ts';
import { applicationsList } from '../support/model/registry.ts';

describeModel(applicationsList);

async function loaded(total = 45) {
  const flow = drive(applicationsListMachine);
  await flow.resolve('loadApplications', applicationsPage(total));
  return flow;
}
const lastRequest = (flow: ReturnType<typeof drive>) =>
  flow.calls.filter((c) => c.src === 'loadApplications').at(-1)?.input;

describe('applications-list: what the user sees', () => {
  it('asks for the first 20, newest first', () => {
    const flow = drive(applicationsListMachine);
    expect(flow.snapshot().matches('loading')).toBe(true);
    expect(lastRequest(flow)).toEqual({
      keywords: '',
      status: '',
      applicationCategory: '',
      orderField: 'update_time',
      orderDirection: 'desc',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('offers Retry after a failure', async () => {
    const flow = drive(applicationsListMachine);
    await flow.reject('loadApplications', homeErrors.serverBroken);
    expect(flow.snapshot().matches('failed')).toBe(true);
    expect(flow.snapshot().context.error?.code).toBe(500);
    flow.actor.send({ type: 'RETRY' });
    expect(flow.snapshot().matches('loading')).toBe(true);
    expect(flow.snapshot().context.error).toBeNull();
  });

  it('pages with Next and Prev only when the total is over 20', async () => {
    const small = await loaded(20);
    small.actor.send({ type: 'NEXT' });
    expect(small.snapshot().matches({ ready: 'idle' })).toBe(true);

    const flow = await loaded(45);
    flow.actor.send({ type: 'PREV' });
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    flow.actor.send({ type: 'NEXT' });
    expect(lastRequest(flow)).toMatchObject({ pageNum: 2 });
    await flow.resolve('loadApplications', applicationsPage(45));
    flow.actor.send({ type: 'NEXT' });
    await flow.resolve('loadApplications', applicationsPage(45));
    expect(flow.snapshot().context.pageNum).toBe(3);
    flow.actor.send({ type: 'NEXT' });
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    flow.actor.send({ type: 'PREV' });
    expect(lastRequest(flow)).toMatchObject({ pageNum: 2 });
  });

  it('toggles Last Modified between newest and oldest first, back on page 1', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'NEXT' });
    await flow.resolve('loadApplications', applicationsPage(45));
    flow.actor.send({ type: 'TOGGLE_SORT' });
    expect(lastRequest(flow)).toMatchObject({ orderDirection: 'asc', pageNum: 1 });
    await flow.resolve('loadApplications', applicationsPage(45));
    flow.actor.send({ type: 'TOGGLE_SORT' });
    expect(lastRequest(flow)).toMatchObject({ orderDirection: 'desc', pageNum: 1 });
  });

  it('filters by keywords, status and category together, and a later filter wins over a load in flight', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'FILTER', filters: { keywords: '  nursing ' } });
    flow.actor.send({ type: 'FILTER', filters: { status: 'refused' } });
    expect(flow.snapshot().matches('loading')).toBe(true);
    flow.actor.send({ type: 'FILTER', filters: { applicationCategory: 'International' } });
    expect(lastRequest(flow)).toMatchObject({
      keywords: 'nursing',
      status: 'refused',
      applicationCategory: 'International',
      pageNum: 1,
    });
  });

  it('deletes only after the confirmation, then reloads', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'DELETE', row: refusedRow });
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    flow.actor.send({ type: 'DELETE', row: editingRow });
    expect(flow.snapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    expect(flow.snapshot().context.selected).toEqual(editingRow);
    flow.actor.send({ type: 'CANCEL' });
    expect(flow.snapshot().context.selected).toBeNull();
    expect(flow.calls.filter((c) => c.src === 'deleteApplication')).toEqual([]);
    flow.actor.send({ type: 'DELETE', row: editingRow });
    flow.actor.send({ type: 'CONFIRM' });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'deleteApplication', input: { id: editingRow.id } });
    await flow.resolve('deleteApplication');
    expect(flow.snapshot().matches('loading')).toBe(true);
    expect(flow.snapshot().context.selected).toBeNull();
  });

  it('keeps the confirmation open with the refusal', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'DELETE', row: editingRow });
    flow.actor.send({ type: 'CONFIRM' });
    await flow.reject('deleteApplication', homeErrors.onlyEditing);
    expect(flow.snapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    expect(flow.snapshot().context.error?.message).toBe(homeErrors.onlyEditing.message);
    flow.actor.send({ type: 'CANCEL' });
    expect(flow.snapshot().context.error).toBeNull();
  });

  it('goes back a page when the last row of the last page is deleted', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'NEXT' });
    await flow.resolve('loadApplications', applicationsPage(45));
    flow.actor.send({ type: 'NEXT' });
    await flow.resolve('loadApplications', applicationsPage(41, [editingRow]));
    flow.actor.send({ type: 'DELETE', row: editingRow });
    flow.actor.send({ type: 'CONFIRM' });
    await flow.resolve('deleteApplication');
    expect(lastRequest(flow)).toMatchObject({ pageNum: 2 });
  });

  it('shows the reason of Refused and Evidence Needed rows only', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'SHOW_REASON', row: editingRow });
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    const evidence = applicationRow(13, 'evidenceNeeded', { rejectedReason: 'Send your passport.' });
    flow.actor.send({ type: 'SHOW_REASON', row: evidence });
    expect(flow.snapshot().matches({ ready: 'showingReason' })).toBe(true);
    expect(flow.snapshot().context.selected).toEqual(evidence);
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(flow.snapshot().context.selected).toBeNull();
  });

  // Spec §4: "editing an existing application uses its id and category" (kept for the session, §3).
  it('keeps the row Edit or View opens, wherever the rows are shown, without reloading', async () => {
    const kept: ApplicationRow[] = [];
    const keepOpened = vi.fn((_: unknown, row: ApplicationRow) => void kept.push(row));
    const flow = drive(applicationsListMachine.provide({ actions: { keepOpened } }));
    await flow.resolve('loadApplications', applicationsPage(45));
    flow.actor.send({ type: 'OPEN', row: editingRow });
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    // While the next page loads the rows stay, and so does the load: it is not started again.
    flow.actor.send({ type: 'NEXT' });
    flow.actor.send({ type: 'OPEN', row: refusedRow });
    expect(flow.snapshot().matches('loading')).toBe(true);
    expect(flow.calls.filter((c) => c.src === 'loadApplications')).toHaveLength(2);
    await flow.reject('loadApplications', homeErrors.serverBroken);
    flow.actor.send({ type: 'OPEN', row: editingRow });
    expect(flow.snapshot().matches('failed')).toBe(true);
    expect(kept).toEqual([editingRow, refusedRow, editingRow]);
  });

  it('keeps nothing behind an open dialog (the rows cannot be followed there)', async () => {
    const keepOpened = vi.fn();
    const flow = drive(applicationsListMachine.provide({ actions: { keepOpened } }));
    await flow.resolve('loadApplications', applicationsPage(45));
    flow.actor.send({ type: 'DELETE', row: editingRow });
    flow.actor.send({ type: 'OPEN', row: refusedRow });
    expect(flow.snapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    expect(keepOpened).not.toHaveBeenCalled();
  });
});
