import { describe, expect, it } from 'vitest';
import { clearHiddenValues } from '../../src/domain/personal/clearing.ts';
import {
  defaultPersonalDetails,
  emptyPersonalDetails,
  formFromLoad,
} from '../../src/domain/personal/defaults.ts';
import type { PersonalDetailsForm, PersonalField } from '../../src/domain/personal/form.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import { isLockedByPrefill, prefillLockedFields } from '../../src/domain/personal/prefill.ts';
import { personalDetailsSchema, personalDetailsShape } from '../../src/domain/personal/schema.ts';
import { requiredFields, validatePersonalDetails } from '../../src/domain/personal/validate.ts';
import { Shown } from '../../src/domain/personal/visibility.ts';
import {
  ABORIGINAL_NEITHER_CODE,
  AUSTRALIA,
  DEFAULT_ABORIGINAL_TYPE,
  DISABILITY_NOT_SPECIFIED_CODE,
  ENGLISH_ASCL_CODE,
} from '../../src/domain/reference/codes.ts';
import { findByCode } from '../../src/domain/reference/filters.ts';
import { aboriginalTypes } from '../../src/server/seed/reference/aboriginal-types.ts';
import { disabilityTypes } from '../../src/server/seed/reference/disability-types.ts';
import { languages } from '../../src/server/seed/reference/languages.ts';

const intl = { mode: 'applicant', category: 'International' } as const;
const domestic = { mode: 'applicant', category: 'Domestic' } as const;

describe('a new form', () => {
  it('shows every text field blank', () => {
    for (const category of ['Domestic', 'International'] as const) {
      const texts = Object.entries(emptyPersonalDetails(category)).filter(([, v]) => typeof v === 'string');
      const notBlank = texts.filter(([field, value]) => field !== 'applicationCategory' && value !== '');
      expect(notBlank).toEqual([]);
      expect(texts.length).toBeGreaterThan(40);
    }
  });

  it('keeps a default when the loaded value is missing (null or undefined)', () => {
    const form = formFromLoad({ citizenType: undefined, australianAboriginalType: null }, 'Domestic', 4);
    expect(form.citizenType).toBe(485);
    expect(form.australianAboriginalType).toBe(873);
  });
});

// Spec §4: changing the controlling answer clears the dependent values; the international address
// and the year of arrival are hidden for Domestic.
describe('what a save keeps', () => {
  const disability = { disabilityType: [3], disabilityDescribe: 'Hearing' };

  it('drops the disability details unless the disability answer is yes', () => {
    for (const answer of [false, null]) {
      const form = { ...defaultPersonalDetails('International'), ...disability };
      const saved = clearHiddenValues({ ...form, needAssistanceFromDisabilityServices: answer }, intl);
      expect(saved).toMatchObject({ disabilityType: [], disabilityDescribe: '' });
    }
    const form = { ...defaultPersonalDetails('International'), ...disability };
    const saved = clearHiddenValues({ ...form, needAssistanceFromDisabilityServices: true }, intl);
    expect(saved).toMatchObject(disability);
  });

  const address: Partial<PersonalDetailsForm> = {
    dateArrivalAustralia: '2019',
    internationalAddressCountry: 36,
    internationalAddressState: 7,
    internationalAddressSuburb: 'Auckland',
    internationalAddressStreetLine1: '1 Queen St',
    internationalAddressStreetLine2: 'Level 2',
    internationalAddressPostcode: '1010',
  };

  it('keeps the international address and arrival year outside the Domestic version', () => {
    const form = {
      ...defaultPersonalDetails('International'),
      ...address,
      internationalAddressCountry: AUSTRALIA,
    };
    expect(clearHiddenValues(form, intl)).toMatchObject({
      ...address,
      internationalAddressCountry: AUSTRALIA,
    });
  });

  it('drops all of them for Domestic, even a state the Australian country would show', () => {
    const form = {
      ...defaultPersonalDetails('Domestic'),
      ...address,
      internationalAddressCountry: AUSTRALIA,
    };
    const saved = clearHiddenValues(form, domestic);
    expect(saved).toMatchObject({
      dateArrivalAustralia: '',
      internationalAddressCountry: null,
      internationalAddressState: null,
      internationalAddressSuburb: '',
      internationalAddressStreetLine1: '',
      internationalAddressStreetLine2: '',
      internationalAddressPostcode: '',
    });
  });
});

describe('the state of an address in Australia (752)', () => {
  it('is asked, and required, for an international address given as Australia', () => {
    const form = { ...defaultPersonalDetails('International'), internationalAddressCountry: AUSTRALIA };
    expect(Shown.internationalState(form, intl)).toBe(true);
    expect(Shown.internationalState({ ...form, internationalAddressCountry: 36 }, intl)).toBe(false);
    expect(Shown.internationalState(form, domestic)).toBe(false);
    const ctx = { ...intl, now: () => new Date(2024, 0, 1) };
    const issues = validatePersonalDetails(form, ctx).filter((i) =>
      i.field.startsWith('internationalAddress'),
    );
    expect(issues).toContainEqual({ field: 'internationalAddressState', message: PersonalMsg.stateRequired });
    expect(requiredFields(form, ctx)).toContain('internationalAddressState');
  });

  it('the local address country (fixed to 752) is marked required', () => {
    const ctx = { ...domestic, now: () => new Date(2024, 0, 1) };
    expect(requiredFields(defaultPersonalDetails('Domestic'), ctx)).toContain('localAddressCountry');
  });
});

// Spec §4 step 4: after a pre-fill the Personal Information group is locked.
describe('the fields a pre-fill locks', () => {
  const personalInformation: PersonalField[] = [
    'title',
    'familyName',
    'firstGivenName',
    'otherGivenName',
    'officialNameChanged',
    'previousFamilyName',
    'previousGivenName',
    'gender',
    'birthDate',
    'studentUsi',
    'countryOfBirth',
  ];

  const prefilled: PersonalDetailsForm = {
    ...defaultPersonalDetails('Domestic'),
    title: 1,
    familyName: 'Lee',
    firstGivenName: 'Ann',
    otherGivenName: 'May',
    officialNameChanged: true,
    previousFamilyName: 'Wu',
    previousGivenName: 'Ann',
    gender: 2,
    birthDate: '2000-01-01',
    studentUsi: 'ABCDE12345',
    countryOfBirth: 36,
    mail: 'ann@example.com',
  };

  it('locks the group once pre-filled, and nothing else', () => {
    const locked = prefillLockedFields(prefilled);
    expect([...locked].sort()).toEqual([...personalInformation].sort());
    for (const field of personalInformation) expect(isLockedByPrefill(field, locked)).toBe(true);
    for (const field of ['mail', 'studentNum', 'citizenType'] as const) {
      expect(isLockedByPrefill(field, locked)).toBe(false);
    }
  });

  it('leaves open a field the pre-fill left empty', () => {
    const locked = prefillLockedFields({ ...prefilled, previousGivenName: '', gender: null });
    expect(locked).not.toContain('previousGivenName');
    expect(locked).not.toContain('gender');
    expect(locked).toContain('previousFamilyName');
  });
});

describe('the shape of a posted form', () => {
  const schema = personalDetailsSchema({ ...intl, now: () => new Date(2024, 0, 1) });
  const invalidAt = (value: Record<string, unknown>) => {
    const result = schema.safeParse({ ...defaultPersonalDetails('International'), ...value });
    return (result.error?.issues ?? [])
      .filter((issue) => issue.message === PersonalMsg.invalid)
      .map((issue) => issue.path.join('.'));
  };

  it.each([
    [{ familyName: 5 }, ['familyName']],
    [{ title: 'Mr' }, ['title']],
    [{ title: 1.5 }, ['title']],
    [{ agentShow: 'yes' }, ['agentShow']],
    [{ applicationCategory: 'Local' }, ['applicationCategory']],
    [{ disabilityType: 'none' }, ['disabilityType']],
    [{ disabilityType: ['a'] }, ['disabilityType.0']],
    [{ disabilityType: [1.5] }, ['disabilityType.0']],
    [{ applicationId: 'x' }, ['applicationId']],
    [{ applicationId: 2.5 }, ['applicationId']],
  ])('%j is not a valid value', (value, paths) => {
    expect(invalidAt(value)).toEqual(paths);
  });

  it('reads missing values as empty: text blank, choices unset, no disability types, a new application', () => {
    const parsed = personalDetailsShape.parse({ disabilityType: null, applicationId: null });
    expect(parsed).toMatchObject({
      familyName: '',
      title: null,
      agentShow: null,
      disabilityType: [],
      applicationId: -1,
    });
    expect(personalDetailsShape.parse({}).applicationId).toBe(-1);
    expect(personalDetailsShape.parse({ applicationId: 5, disabilityType: [2] })).toMatchObject({
      applicationId: 5,
      disabilityType: [2],
    });
  });
});

// docs/reference-data.md: the codes named in src/domain/reference/codes.ts are those of the seed lists.
describe('the reference codes', () => {
  it('match the seed lists', () => {
    expect(findByCode(aboriginalTypes, ABORIGINAL_NEITHER_CODE)?.id).toBe(DEFAULT_ABORIGINAL_TYPE);
    expect(findByCode(disabilityTypes, DISABILITY_NOT_SPECIFIED_CODE)?.name).toBe('Disability not specified');
    expect(findByCode(languages, ENGLISH_ASCL_CODE)?.name).toBe('English');
  });
});
