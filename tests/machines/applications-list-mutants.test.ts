import { describe, expect, it } from 'vitest';
import { applicationsListMachine, pagingOfContext } from '../../machines/applications-list.ts';
import { drive } from '../support/model/drive.ts';
import { applicationsPage, editingRow, homeErrors } from '../support/model/home-fixtures.ts';

/** Mutation-test companions (npm run mutation): paging before any answer, and the delete dialog. */
describe('applications list: what the model paths do not show', () => {
  it('pages nothing before the first answer, and by the page size the server answered', () => {
    expect(pagingOfContext({ data: null, pageNum: 1 })).toEqual({ pages: 1, hasPrev: false, hasNext: false });
    const data = { ...applicationsPage(45), pageSize: 50 };
    expect(pagingOfContext({ data, pageNum: 1 })).toEqual({ pages: 1, hasPrev: false, hasNext: false });
  });

  it('stays on page 1 when its only row is deleted', async () => {
    const flow = drive(applicationsListMachine);
    await flow.resolve('loadApplications', applicationsPage(1, [editingRow]));
    flow.actor.send({ type: 'DELETE', row: editingRow });
    flow.actor.send({ type: 'CONFIRM' });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'deleteApplication', input: { id: editingRow.id } });
    await flow.resolve('deleteApplication', null);
    expect(flow.calls.at(-1)).toMatchObject({ src: 'loadApplications', input: { pageNum: 1 } });
  });

  it('hides the refusal of a delete when it is retried, and when the dialog is cancelled', async () => {
    const flow = drive(applicationsListMachine);
    await flow.resolve('loadApplications', applicationsPage(1, [editingRow]));
    flow.actor.send({ type: 'DELETE', row: editingRow });
    flow.actor.send({ type: 'CONFIRM' });
    await flow.reject('deleteApplication', homeErrors.onlyEditing);
    expect(flow.snapshot().context.error?.message).toBe(homeErrors.onlyEditing.message);
    flow.actor.send({ type: 'CONFIRM' });
    expect(flow.snapshot().context.error).toBeNull();
    await flow.reject('deleteApplication', homeErrors.onlyEditing);
    flow.actor.send({ type: 'CANCEL' });
    expect(flow.snapshot().context).toMatchObject({ error: null, selected: null });
  });
});
