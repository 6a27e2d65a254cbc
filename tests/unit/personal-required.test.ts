import { defaultPersonalDetails } from '../../src/domain/personal/defaults.ts';
import { requiredFields } from '../../src/domain/personal/validate.ts';

const now = () => new Date('2026-11-22T00:00:00Z');

/** The asterisks the form shows come from the same rules the validator enforces. */
describe('requiredFields', () => {
  const form = defaultPersonalDetails('Domestic');

  it('marks the emergency contact required for applicants and agents, not staff (spec §5)', () => {
    for (const mode of ['applicant', 'agent'] as const) {
      expect(requiredFields(form, { mode, category: 'Domestic', now })).toContain('contactFamilyName');
    }
    expect(requiredFields(form, { mode: 'staff', category: 'Domestic', now })).not.toContain(
      'contactFamilyName',
    );
  });

  it('requires the passport unless citizenship is 283', () => {
    const ctx = { mode: 'applicant' as const, category: 'International' as const, now };
    expect(requiredFields({ ...form, countryOfCitizenship: 283 }, ctx)).not.toContain('passportNumber');
    expect(requiredFields({ ...form, countryOfCitizenship: 10036 }, ctx)).toContain('passportNumber');
  });

  it('always requires the names', () => {
    const fields = requiredFields(form, { mode: 'staff', category: 'Domestic', now });
    expect(fields).toEqual(expect.arrayContaining(['familyName', 'firstGivenName']));
  });
});
