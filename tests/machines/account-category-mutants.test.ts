import { describe, expect, it, vi } from 'vitest';
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

/**
 * New Application keeps id -1 and the category for the steps (spec §3 session values) before it
 * names the personal step; the web app provides the keeping, so the model paths see only the emit.
 */
describe('account category: New Application keeps the category it starts in', () => {
  const keeping = () => {
    const kept = vi.fn();
    const machine = accountCategoryMachine.provide({
      actions: { keepNewApplication: ({ context }) => kept(context.category) },
    });
    return { kept, machine };
  };

  it('with a category: at once', async () => {
    const { kept, machine } = keeping();
    const flow = drive(machine, { category: 'Domestic' });
    await flow.resolve('loadCategory', 'International');
    flow.actor.send({ type: 'SWITCH' });
    flow.actor.send({ type: 'NO' });
    expect(kept).not.toHaveBeenCalled();
    flow.actor.send({ type: 'START' });
    expect(kept).toHaveBeenCalledExactlyOnceWith('International');
  });

  it('without one: once the welcome dialog has saved it, not before and not on a plain save', async () => {
    const { kept, machine } = keeping();
    const flow = drive(machine, { category: null });
    await flow.resolve('loadCategory', null);
    flow.actor.send({ type: 'DISMISS' });
    flow.actor.send({ type: 'START' });
    flow.actor.send({ type: 'CHOOSE', category: 'Domestic' });
    flow.actor.send({ type: 'SAVE' });
    expect(kept).not.toHaveBeenCalled();
    await flow.resolve('saveCategory', 'Domestic');
    expect(kept).toHaveBeenCalledExactlyOnceWith('Domestic');

    const plain = keeping();
    const first = drive(plain.machine, { category: null });
    await first.resolve('loadCategory', null);
    first.actor.send({ type: 'CHOOSE', category: 'Domestic' });
    first.actor.send({ type: 'SAVE' });
    await first.resolve('saveCategory', 'Domestic');
    expect(plain.kept).not.toHaveBeenCalled();
  });
});
