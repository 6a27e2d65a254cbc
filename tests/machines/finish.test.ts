import { describe, expect, it } from 'vitest';
import { type FinishEmitted, finishMachine } from '../../machines/finish.ts';
import { SAVED_ID } from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { finish } from '../support/model/registry.ts';
import { REFERENCE, summaryErrors } from '../support/model/summary-fixtures.ts';

describeModel(finish);

function open() {
  const step = drive(finishMachine, { id: SAVED_ID, category: 'Domestic' });
  const emitted: FinishEmitted[] = [];
  step.actor.on('*', (event) => emitted.push(event));
  /** A simulated clock fires what is due now: a timer set while firing waits for the next move. */
  const pass = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) step.clock.increment(1000);
  };
  return { ...step, emitted, pass, seconds: () => step.snapshot().context.secondsLeft };
}

describe('finish: the countdown (spec §4, §9)', () => {
  it('counts 5, 4, 3, 2, 1 a second apart, then emits home once', () => {
    const step = open();
    const seen = [step.seconds()];
    for (let i = 0; i < 4; i += 1) {
      step.clock.increment(999);
      expect(step.seconds()).toBe(seen.at(-1));
      step.clock.increment(1);
      seen.push(step.seconds());
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    expect(step.emitted).toEqual([]);
    step.clock.increment(1000);
    expect(step.snapshot().value).toBe('done');
    expect(step.emitted).toEqual([{ type: 'home' }]);
    step.pass(5);
    expect(step.emitted).toHaveLength(1);
  });

  it('PAUSE stops it for as long as it takes; RESUME counts on from the same second', () => {
    const step = open();
    step.pass(2);
    step.actor.send({ type: 'PAUSE' });
    step.pass(60);
    expect(step.seconds()).toBe(3);
    expect(step.emitted).toEqual([]);
    step.actor.send({ type: 'RESUME' });
    step.pass(2);
    expect(step.emitted).toEqual([]);
    step.pass(1);
    expect(step.emitted).toEqual([{ type: 'home' }]);
  });

  it('takes another length from its input', () => {
    const step = drive(finishMachine, { id: SAVED_ID, category: 'Domestic', seconds: 2 });
    expect(step.snapshot().context.secondsLeft).toBe(2);
  });
});

describe('finish: the reference', () => {
  it('loads the application’s reference and student beside the countdown', async () => {
    const step = open();
    expect(step.calls).toEqual([expect.objectContaining({ src: 'loadReference', input: { id: SAVED_ID } })]);
    step.clock.increment(1000);
    await step.resolve('loadReference', { reference: REFERENCE, student: 'Mei Chen' });
    expect(step.snapshot().context).toMatchObject({
      reference: REFERENCE,
      student: 'Mei Chen',
      secondsLeft: 4,
    });
  });

  it('a failed load leaves it out and the countdown goes on', async () => {
    const step = open();
    await step.reject('loadReference', summaryErrors.network);
    expect(step.snapshot().context.reference).toBeNull();
    step.pass(5);
    expect(step.emitted).toEqual([{ type: 'home' }]);
  });
});
