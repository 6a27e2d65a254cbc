import { describe, expect, it } from 'vitest';
import { sampleQualifications } from '../../src/domain/qualifications/sample.ts';
import { qualificationsSchema } from '../../src/domain/qualifications/schema.ts';
import { CATEGORIES } from '../../src/domain/user.ts';
import { lists, now } from './qualifications-fixtures.ts';

/** The demo seed's qualifications must be what the step itself would save. */
describe.each(CATEGORIES)('the %s sample qualifications', (category) => {
  it.each(['applicant', 'agent', 'staff'] as const)('are valid for an %s and kept as they are', (mode) => {
    const form = { ...sampleQualifications(category), applicationId: 12 };
    const parsed = qualificationsSchema({ mode, category, lists, now }).safeParse(form);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(form);
  });
});
