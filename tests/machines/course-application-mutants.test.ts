import { describe, expect, it } from 'vitest';
import { type CourseApplicationInput, courseApplicationMachine } from '../../machines/course-application.ts';
import { formFromLoad } from '../../src/domain/course/defaults.ts';
import { courseErrors, personalInput, SAVED_ID } from '../support/model/application-fixtures.ts';
import { drive } from '../support/model/drive.ts';

/**
 * Mutation-test companions (npm run mutation): the context before the load answers, which the spec's
 * states do not show (the step shows its busy indicator, then the form or the load failure).
 */
const courseInput = personalInput as (...args: Parameters<typeof personalInput>) => CourseApplicationInput;

describe('course-application: what the model paths do not show', () => {
  it.each([
    ['a new Domestic application', courseInput('Domestic', 'applicant')],
    ['a saved International one', courseInput('International', 'staff', SAVED_ID)],
  ])('holds, for %s, no catalogue and the empty form of the route until the load answers', (_, input) => {
    const step = drive(courseApplicationMachine, input);
    expect(step.snapshot().context.catalogue).toBeNull();
    expect(step.snapshot().context.form).toEqual(formFromLoad(null, input.category, input.id));
  });

  it('still holds them after a failed load', async () => {
    const input = courseInput('Domestic', 'agent', SAVED_ID);
    const step = drive(courseApplicationMachine, input);
    await step.reject('load', courseErrors.network);
    expect(step.snapshot().matches('loadFailed')).toBe(true);
    expect(step.snapshot().context.catalogue).toBeNull();
    expect(step.snapshot().context.form).toEqual(formFromLoad(null, 'Domestic', SAVED_ID));
  });
});
