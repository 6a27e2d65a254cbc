import { describe, expect, it } from 'vitest';
import { accountCategoryMachine } from '../../machines/account-category.ts';
import { drive } from '../support/model/drive.ts';
import { errors } from '../support/model/fixtures.ts';

/** Mutation-test companion (npm run mutation): a new try hides the message of the failed one at once. */
describe('account category: a retried save hides the last error while it runs', () => {
  it('in the welcome dialog', async () => {
    const flow = drive(accountCategoryMachine, { category: null });
    await flow.resolve('loadCategory', null);
    flow.actor.send({ type: 'CHOOSE', category: 'Domestic' });
    flow.actor.send({ type: 'SAVE' });
    await flow.reject('saveCategory', errors.serverBroken);
    expect(flow.snapshot().context.error?.message).toBe(errors.serverBroken.message);
    flow.actor.send({ type: 'SAVE' });
    expect(flow.snapshot().matches({ welcome: 'saving' })).toBe(true);
    expect(flow.snapshot().context.error).toBeNull();
  });

  it('when switching the category', async () => {
    const flow = drive(accountCategoryMachine, { category: 'Domestic' });
    await flow.resolve('loadCategory', 'Domestic');
    flow.actor.send({ type: 'SWITCH' });
    flow.actor.send({ type: 'YES' });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'saveCategory', input: { category: 'International' } });
    await flow.reject('saveCategory', errors.serverBroken);
    expect(flow.snapshot().matches('confirming')).toBe(true);
    flow.actor.send({ type: 'YES' });
    expect(flow.snapshot().matches('switching')).toBe(true);
    expect(flow.snapshot().context.error).toBeNull();
  });
});
