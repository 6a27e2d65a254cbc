import { describe, expect, it } from 'vitest';
import type { PersonalDetailsForm } from '../../src/domain/personal/form.ts';
import { PersonalMsg as M } from '../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { personalDetailsSchema } from '../../src/domain/personal/schema.ts';
import { requiredFields } from '../../src/domain/personal/validate.ts';
import { Shown } from '../../src/domain/personal/visibility.ts';
import type { Category } from '../../src/domain/user.ts';

// Issue 23 item 1, ADR 018: an International applicant who does not live in Australia (resident No)
// is not asked the Year of Arrival or the Local Address; Domestic applicants are not asked about an
// airport pick-up. Expectations from the issue's text, not from the rule under test.

const now = () => new Date('2026-06-01T00:00:00Z');
const ctx = (category: Category) => ({ mode: 'applicant', category, now }) as const;

const LOCAL = {
  localAddressState: null,
  localAddressSuburb: '',
  localAddressStreetLine1: '',
  localAddressStreetLine2: '',
  localAddressPostcode: '',
} as const;

/** The sample form of a category with `patch` over it. */
const form = (category: Category, patch: Partial<PersonalDetailsForm> = {}): PersonalDetailsForm => ({
  ...samplePersonalDetails(category),
  ...patch,
});

const parse = (category: Category, patch: Partial<PersonalDetailsForm>) =>
  personalDetailsSchema({ mode: 'applicant', category, now }).safeParse(form(category, patch));

const errorsOf = (result: ReturnType<typeof parse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('an International applicant living abroad (resident No)', () => {
  const abroad = { resident: false, dateArrivalAustralia: '', ...LOCAL } as const;

  it('saves with no arrival year and no local address, and the save empties what was typed', () => {
    expect(errorsOf(parse('International', abroad))).toEqual({});
    const typed = parse('International', {
      resident: false,
      dateArrivalAustralia: '2024',
      localAddressState: 1,
      localAddressSuburb: 'Parramatta',
      localAddressStreetLine1: '10 Church Street',
      localAddressStreetLine2: 'Unit 4',
      localAddressPostcode: '2150',
    });
    expect(typed.data).toMatchObject({ dateArrivalAustralia: '', localAddressCountry: null, ...LOCAL });
  });

  it('must still give the International Address', () => {
    const result = parse('International', {
      ...abroad,
      internationalAddressCountry: null,
      internationalAddressSuburb: '',
      internationalAddressStreetLine1: '',
      internationalAddressPostcode: '',
    });
    expect(errorsOf(result)).toEqual({
      internationalAddressCountry: M.countryRequired,
      internationalAddressSuburb: M.suburbRequired,
      internationalAddressStreetLine1: M.streetLine1Required,
      internationalAddressPostcode: M.postcodeRequired,
    });
  });

  it('is not asked, nor marked required for, the arrival year and the local address', () => {
    const shownForm = form('International', { resident: false });
    expect(Shown.arrivalYear(shownForm, ctx('International'))).toBe(false);
    expect(Shown.localAddress(shownForm, ctx('International'))).toBe(false);
    const required = requiredFields(shownForm, ctx('International'));
    expect(required.filter((f) => f.startsWith('localAddress') || f === 'dateArrivalAustralia')).toEqual([]);
    expect(required).toContain('internationalAddressStreetLine1');
  });
});

describe('who keeps the spec’s rules', () => {
  it.each([
    ['an International resident', 'International', true],
    ['an International applicant who has not answered', 'International', null],
  ] as const)('%s must give the arrival year and the local address', (_name, category, resident) => {
    expect(errorsOf(parse(category, { resident, dateArrivalAustralia: '', ...LOCAL }))).toEqual({
      dateArrivalAustralia: M.arrivalYearRequired,
      localAddressState: M.stateRequired,
      localAddressSuburb: M.suburbRequired,
      localAddressStreetLine1: M.streetLine1Required,
      localAddressPostcode: M.postcodeRequired,
    });
  });

  it('a Domestic applicant who answers No must still give the local address, never the arrival year', () => {
    expect(errorsOf(parse('Domestic', { resident: false, ...LOCAL }))).toEqual({
      localAddressState: M.stateRequired,
      localAddressSuburb: M.suburbRequired,
      localAddressStreetLine1: M.streetLine1Required,
      localAddressPostcode: M.postcodeRequired,
    });
    const saved = parse('Domestic', { resident: false });
    expect(saved.data).toMatchObject({ localAddressCountry: 752, localAddressPostcode: '2150' });
  });
});

describe('the airport pick-up question', () => {
  it('is asked of International applicants and kept', () => {
    expect(Shown.pickupQuestion(form('International'), ctx('International'))).toBe(true);
    expect(parse('International', { pickupAllowed: true }).data?.pickupAllowed).toBe(true);
  });

  it('is not asked of Domestic applicants, and a sent answer is not kept', () => {
    expect(Shown.pickupQuestion(form('Domestic'), ctx('Domestic'))).toBe(false);
    expect(parse('Domestic', { pickupAllowed: true }).data?.pickupAllowed).toBeNull();
  });
});
