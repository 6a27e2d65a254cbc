import { describe, expect, it } from 'vitest';
import { applicationFlowMachine } from '../../machines/application-flow.ts';
import type { StepKey } from '../../src/domain/applications/steps.ts';
import { drive } from '../support/model/drive.ts';

/**
 * Mutation-test companions (npm run mutation): the registry always saves the application once, at
 * Personal; a step opened from its route with id -1 (the routes exist for every step) saves it first.
 */
const laterSteps: [StepKey, string, string][] = [
  ['application', '/qualifications/12', 'qualifications'],
  ['qualifications', '/documents/12', 'documents'],
  ['documents', '/summary/12', 'summary'],
  ['summary', '/finish/12', 'finish'],
];

describe('application flow: the id the first save answers', () => {
  it.each(laterSteps)('is kept when %s saves first, and the next route carries it', (step, route) => {
    const flow = drive(applicationFlowMachine, { category: 'Domestic', mode: 'applicant', id: -1, step });
    flow.actor.send({ type: 'SAVED', id: 12 });
    expect(flow.snapshot().context).toMatchObject({ id: 12, route });
  });

  it.each(laterSteps)('is kept for staff too when %s saves first, and told with next', (step, _, next) => {
    const flow = drive(applicationFlowMachine, { category: 'Domestic', mode: 'staff', id: -1, step });
    const emitted: unknown[] = [];
    flow.actor.on('next', (event) => emitted.push(event));
    flow.actor.send({ type: 'SAVED', id: 12 });
    expect(flow.snapshot().context.id).toBe(12);
    expect(emitted).toEqual([{ type: 'next', step: next, id: 12 }]);
  });

  it('a save that answers no id (0) keeps the known one', () => {
    const flow = drive(applicationFlowMachine, {
      category: 'Domestic',
      mode: 'applicant',
      id: 7,
      step: 'personal',
    });
    flow.actor.send({ type: 'SAVED', id: 0 });
    expect(flow.snapshot().context).toMatchObject({ id: 7, route: '/application/7' });
  });
});

describe('application flow: GO to the step on screen', () => {
  // ApplicationFlowEvent: GO is allowed only to a step that is a link now, and not the current one.
  it.each(['personal', 'application'] as const)(
    'is not taken on %s (a link, but the current step)',
    (step) => {
      const flow = drive(applicationFlowMachine, { category: 'Domestic', mode: 'applicant', id: 12, step });
      expect(flow.snapshot().can({ type: 'GO', step })).toBe(false);
      expect(flow.snapshot().can({ type: 'GO', step: 'start' })).toBe(true);
    },
  );
});
