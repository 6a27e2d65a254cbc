import { describe, expect, it } from 'vitest';
import { supportDetailMachine } from '../../machines/support-detail.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors } from '../support/model/fixtures.ts';
import { homeErrors, supportDetail } from '../support/model/home-fixtures.ts';
import { supportDetailModel } from '../support/model/registry.ts';

describeModel(supportDetailModel);

describe('support-detail: what the person gets', () => {
  it.each([
    ['another type', { id: '3', type: 'other' }],
    ['an id that is not a whole number', { id: '3.5', type: 'supportonline' }],
    ['an id of 0', { id: '0', type: 'supportonline' }],
    ['a negative id', { id: '-3', type: 'supportonline' }],
    ['an id past the safe integers', { id: '90071992547409931', type: 'supportonline' }],
    ['no id', { type: 'supportonline' }],
  ])('does not ask the server for %s: not found', (_, input) => {
    const flow = drive(supportDetailMachine, input);
    expect(flow.snapshot().matches('notFound')).toBe(true);
    expect(flow.calls).toEqual([]);
  });

  it('asks for the request the address names, and shows it', async () => {
    const flow = drive(supportDetailMachine, { id: '3', type: 'supportonline' });
    expect(flow.calls.map((call) => call.input)).toEqual([{ id: 3 }]);
    await flow.resolve('load', supportDetail);
    expect(flow.snapshot().context.detail).toEqual(supportDetail);
  });

  it("tells a refused request (not the caller's) from a failure, which Retry asks again", async () => {
    const refused = drive(supportDetailMachine, { id: '3', type: 'supportonline' });
    await refused.reject('load', homeErrors.supportNotFound);
    expect(refused.snapshot().matches('notFound')).toBe(true);

    const failing = drive(supportDetailMachine, { id: '3', type: 'supportonline' });
    await failing.reject('load', errors.network);
    expect(failing.snapshot().matches('failed')).toBe(true);
    expect(failing.snapshot().context.error?.message).toBe('Failed to fetch');
    failing.actor.send({ type: 'RETRY' });
    expect(failing.snapshot().context.error).toBeNull();
    expect(failing.calls).toHaveLength(2);
    await failing.resolve('load', supportDetail);
    expect(failing.snapshot().matches('shown')).toBe(true);
  });
});
