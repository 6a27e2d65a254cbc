import { describe, expect, it } from 'vitest';
import { accountCategoryMachine } from '../../machines/account-category.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors } from '../support/model/fixtures.ts';
import { accountCategory } from '../support/model/registry.ts';

describeModel(accountCategory);

function started(stored: 'Domestic' | 'International' | null) {
  const flow = drive(accountCategoryMachine, { category: stored });
  const starts: string[] = [];
  flow.actor.on('startApplication', (event) => starts.push(event.category));
  return { flow, starts };
}

describe('account-category: what the user sees', () => {
  it('asks the welcome question when the fresh account has no category, and saves the choice', async () => {
    const { flow } = started(null);
    await flow.resolve('loadCategory', null);
    expect(flow.snapshot().matches({ welcome: 'choosing' })).toBe(true);
    flow.actor.send({ type: 'SAVE' });
    expect(flow.snapshot().matches({ welcome: 'choosing' })).toBe(true);
    flow.actor.send({ type: 'CHOOSE', category: 'International' });
    flow.actor.send({ type: 'SAVE' });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'saveCategory', input: { category: 'International' } });
    await flow.resolve('saveCategory', 'International');
    expect(flow.snapshot().matches('ready')).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ category: 'International', saved: true, choice: null });
  });

  it('trusts the fresh category over the stored one', async () => {
    const { flow } = started(null);
    await flow.resolve('loadCategory', 'Domestic');
    expect(flow.snapshot().matches('ready')).toBe(true);
    expect(flow.snapshot().context.category).toBe('Domestic');
  });

  it('keeps the stored category when the account cannot be read', async () => {
    const { flow } = started('International');
    await flow.reject('loadCategory', errors.network);
    expect(flow.snapshot().matches('ready')).toBe(true);
    expect(flow.snapshot().context.category).toBe('International');
  });

  it('keeps the dialog and the choice after a failed save', async () => {
    const { flow } = started(null);
    await flow.resolve('loadCategory', null);
    flow.actor.send({ type: 'CHOOSE', category: 'Domestic' });
    flow.actor.send({ type: 'SAVE' });
    await flow.reject('saveCategory', errors.serverBroken);
    expect(flow.snapshot().matches({ welcome: 'choosing' })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ choice: 'Domestic', error: { code: 500 } });
  });

  it('switches to the other category after Yes, and stays after No', async () => {
    const { flow } = started('Domestic');
    await flow.resolve('loadCategory', 'Domestic');
    flow.actor.send({ type: 'SWITCH' });
    expect(flow.snapshot().matches('confirming')).toBe(true);
    flow.actor.send({ type: 'NO' });
    expect(flow.snapshot().matches('ready')).toBe(true);
    expect(flow.calls.filter((c) => c.src === 'saveCategory')).toEqual([]);
    flow.actor.send({ type: 'SWITCH' });
    flow.actor.send({ type: 'YES' });
    expect(flow.snapshot().matches('switching')).toBe(true);
    expect(flow.calls.at(-1)).toMatchObject({ src: 'saveCategory', input: { category: 'International' } });
    await flow.resolve('saveCategory', 'International');
    expect(flow.snapshot().context.category).toBe('International');
  });

  it('keeps the question open with the error when a switch fails', async () => {
    const { flow } = started('Domestic');
    await flow.resolve('loadCategory', 'Domestic');
    flow.actor.send({ type: 'SWITCH' });
    flow.actor.send({ type: 'YES' });
    await flow.reject('saveCategory', errors.serverBroken);
    expect(flow.snapshot().matches('confirming')).toBe(true);
    expect(flow.snapshot().context.category).toBe('Domestic');
    expect(flow.snapshot().context.error?.message).toBe(errors.serverBroken.message);
    flow.actor.send({ type: 'NO' });
    expect(flow.snapshot().context.error).toBeNull();
  });

  it('starts a new application at once with a category', async () => {
    const { flow, starts } = started('Domestic');
    await flow.resolve('loadCategory', 'Domestic');
    flow.actor.send({ type: 'START' });
    expect(starts).toEqual(['Domestic']);
    expect(flow.snapshot().matches('ready')).toBe(true);
  });

  it('asks the welcome question first when New Application is pressed without a category', async () => {
    const { flow, starts } = started(null);
    await flow.resolve('loadCategory', null);
    flow.actor.send({ type: 'DISMISS' });
    expect(flow.snapshot().matches('ready')).toBe(true);
    flow.actor.send({ type: 'SWITCH' });
    expect(flow.snapshot().matches({ welcome: 'choosing' })).toBe(true);
    flow.actor.send({ type: 'DISMISS' });
    flow.actor.send({ type: 'START' });
    expect(flow.snapshot().matches({ welcome: 'choosing' })).toBe(true);
    expect(starts).toEqual([]);
    flow.actor.send({ type: 'CHOOSE', category: 'International' });
    flow.actor.send({ type: 'SAVE' });
    await flow.resolve('saveCategory', 'International');
    expect(starts).toEqual(['International']);
  });

  it('does not start after a dismissed welcome dialog', async () => {
    const { flow, starts } = started(null);
    await flow.resolve('loadCategory', null);
    flow.actor.send({ type: 'DISMISS' });
    flow.actor.send({ type: 'START' });
    flow.actor.send({ type: 'DISMISS' });
    expect(flow.snapshot().context.startAfterSave).toBe(false);
    expect(starts).toEqual([]);
  });
});
