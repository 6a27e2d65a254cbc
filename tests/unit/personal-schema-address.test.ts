import type { Mode } from '../../src/domain/mode.ts';
import { PersonalMsg as M } from '../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { type PersonalSchemaOptions, personalDetailsSchema } from '../../src/domain/personal/schema.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';

/** Rules of spec §5 for the addresses, the emergency contact and special circumstances. */
type Options = Partial<PersonalSchemaOptions>;
function errorsFor(options: Options, patch: Record<string, unknown>): Record<string, string> {
  const category = options.category ?? 'Domestic';
  const schema = personalDetailsSchema({ mode: 'applicant', category, ...options });
  const result = schema.safeParse({ ...samplePersonalDetails(category), ...patch });
  return result.success ? {} : fieldErrors(result.error);
}
const chars = (n: number, c = 'a') => c.repeat(n);
const DOM: Options = { category: 'Domestic' };
const INTL: Options = { category: 'International' };
const NZ = 10554;

type Row = [string, Options, Record<string, unknown>, string, string | undefined];

const addressRows: Row[] = [
  ['local state required', {}, { localAddressState: null }, 'localAddressState', M.stateRequired],
  ['local suburb required', {}, { localAddressSuburb: '' }, 'localAddressSuburb', M.suburbRequired],
  [
    'local suburb characters',
    {},
    { localAddressSuburb: "O'Connor" },
    'localAddressSuburb',
    M.lettersDigitsSpaces,
  ],
  [
    'local suburb with spaces and digits',
    {},
    { localAddressSuburb: 'Bondi Junction 2' },
    'localAddressSuburb',
    undefined,
  ],
  ['local suburb 49', {}, { localAddressSuburb: chars(49) }, 'localAddressSuburb', M.max48],
  ['local suburb 48', {}, { localAddressSuburb: chars(48) }, 'localAddressSuburb', undefined],
  [
    'local street 1 required',
    {},
    { localAddressStreetLine1: '' },
    'localAddressStreetLine1',
    M.streetLine1Required,
  ],
  ['local street 1 101', {}, { localAddressStreetLine1: chars(101) }, 'localAddressStreetLine1', M.max100],
  ['local street 1 100', {}, { localAddressStreetLine1: chars(100) }, 'localAddressStreetLine1', undefined],
  ['local street 2 optional', {}, { localAddressStreetLine2: '' }, 'localAddressStreetLine2', undefined],
  ['local street 2 101', {}, { localAddressStreetLine2: chars(101) }, 'localAddressStreetLine2', M.max100],
  ['local postcode required', {}, { localAddressPostcode: '' }, 'localAddressPostcode', M.postcodeRequired],
  ['local postcode 3 digits', {}, { localAddressPostcode: '200' }, 'localAddressPostcode', M.postcode4Digits],
  [
    'local postcode 5 digits',
    {},
    { localAddressPostcode: '20000' },
    'localAddressPostcode',
    M.postcode4Digits,
  ],
  ['local postcode letters', {}, { localAddressPostcode: 'abcd' }, 'localAddressPostcode', M.postcode4Digits],
  ['local postcode 0800', {}, { localAddressPostcode: '0800' }, 'localAddressPostcode', undefined],
  // international address
  [
    'Domestic: no international address',
    DOM,
    { internationalAddressCountry: null },
    'internationalAddressCountry',
    undefined,
  ],
  [
    'intl country required',
    INTL,
    { internationalAddressCountry: null },
    'internationalAddressCountry',
    M.countryRequired,
  ],
  [
    'intl country not Australia',
    INTL,
    { internationalAddressCountry: 752 },
    'internationalAddressCountry',
    M.internationalAddressInAustralia,
  ],
  [
    'intl suburb required',
    INTL,
    { internationalAddressSuburb: '' },
    'internationalAddressSuburb',
    M.suburbRequired,
  ],
  ['intl suburb 49', INTL, { internationalAddressSuburb: chars(49) }, 'internationalAddressSuburb', M.max48],
  [
    'intl suburb, any letters',
    INTL,
    { internationalAddressSuburb: 'Ōtautahi' },
    'internationalAddressSuburb',
    undefined,
  ],
  [
    'intl street 1 required',
    INTL,
    { internationalAddressStreetLine1: '' },
    'internationalAddressStreetLine1',
    M.streetLine1Required,
  ],
  [
    'intl street 2 101',
    INTL,
    { internationalAddressStreetLine2: chars(101) },
    'internationalAddressStreetLine2',
    M.max100,
  ],
  [
    'intl postcode required',
    INTL,
    { internationalAddressPostcode: '' },
    'internationalAddressPostcode',
    M.postcodeRequired,
  ],
  [
    'intl postcode digits',
    INTL,
    { internationalAddressPostcode: 'SW1A' },
    'internationalAddressPostcode',
    M.digitsOnly,
  ],
  [
    'intl postcode 11',
    INTL,
    { internationalAddressPostcode: chars(11, '1') },
    'internationalAddressPostcode',
    M.postcodeMax10,
  ],
  [
    'intl postcode 10',
    INTL,
    { internationalAddressPostcode: chars(10, '1') },
    'internationalAddressPostcode',
    undefined,
  ],
  // special circumstances
  [
    'disability type required',
    {},
    { needAssistanceFromDisabilityServices: true },
    'disabilityType',
    M.disabilityTypeRequired,
  ],
  [
    'disability type chosen',
    {},
    { needAssistanceFromDisabilityServices: true, disabilityType: [11] },
    'disabilityType',
    undefined,
  ],
  [
    'disability type hidden',
    {},
    { needAssistanceFromDisabilityServices: false },
    'disabilityType',
    undefined,
  ],
  [
    'disability description 101',
    {},
    { needAssistanceFromDisabilityServices: true, disabilityType: [11], disabilityDescribe: chars(101) },
    'disabilityDescribe',
    M.max100,
  ],
  [
    'disability description 100',
    {},
    { needAssistanceFromDisabilityServices: true, disabilityType: [11], disabilityDescribe: chars(100) },
    'disabilityDescribe',
    undefined,
  ],
];

describe('personal details schema: addresses and disability (spec §5)', () => {
  it.each(addressRows)('%s', (_name, options, patch, field, message) => {
    expect(errorsFor(options, patch)[field]).toBe(message);
  });
});

/** Emergency contact: [field, empty value, message] — required in applicant and agent mode only. */
const contactRequired: [string, unknown, string][] = [
  ['contactTitle', null, M.titleRequired],
  ['contactFamilyName', '', M.familyNameRequired],
  ['contactFirstGivenName', '', M.firstGivenNameRequired],
  ['contactRelationship', '', M.relationshipRequired],
  ['contactMobileNumberCountryCode', '', M.mobileCodeRequired],
  ['contactMobileNumber', '', M.mobileNumberRequired],
  ['contactCountry', null, M.countryRequired],
  ['contactState', null, M.stateRequired],
  ['contactSuburb', '', M.suburbRequired],
  ['contactAddress1', '', M.streetLine1Required],
  ['contactPostcode', '', M.postcodeRequired],
];

describe('emergency contact: required except in staff mode', () => {
  const modes: [Mode, boolean][] = [
    ['applicant', true],
    ['agent', true],
    ['staff', false],
  ];
  describe.each(modes)('%s', (mode, required) => {
    it.each(contactRequired)(`%s empty → ${required ? 'message' : 'no message'}`, (field, empty, message) => {
      const errors = errorsFor({ mode }, { [field]: empty });
      expect(errors[field]).toBe(required ? message : undefined);
    });
  });

  it('the whole emergency contact may be left empty by staff', () => {
    const empty = Object.fromEntries(contactRequired.map(([field, value]) => [field, value]));
    expect(errorsFor({ mode: 'staff' }, empty)).toEqual({});
  });
});

const contactFormatRows: Row[] = [
  ['relationship 46', {}, { contactRelationship: chars(46) }, 'contactRelationship', M.max45],
  ['relationship 45', {}, { contactRelationship: chars(45) }, 'contactRelationship', undefined],
  ['family name 41', {}, { contactFamilyName: chars(41) }, 'contactFamilyName', M.max40],
  ['first given name 41', {}, { contactFirstGivenName: chars(41) }, 'contactFirstGivenName', M.max40],
  [
    'mobile code digits',
    {},
    { contactMobileNumberCountryCode: '+64' },
    'contactMobileNumberCountryCode',
    M.digitsOnly,
  ],
  [
    'mobile code 6',
    {},
    { contactMobileNumberCountryCode: '123456' },
    'contactMobileNumberCountryCode',
    M.max5,
  ],
  ['mobile number 21', {}, { contactMobileNumber: chars(21, '1') }, 'contactMobileNumber', M.max20],
  ['home code 6', {}, { contactHomeNumberCountryCode: '123456' }, 'contactHomeNumberCountryCode', M.max5],
  ['home area code 6', {}, { contactHomeNumberAreaCode: '123456' }, 'contactHomeNumberAreaCode', M.max5],
  ['home number 11', {}, { contactHomeNumber: chars(11, '1') }, 'contactHomeNumber', M.max10],
  ['work code 6', {}, { contactWorkNumberCountryCode: '123456' }, 'contactWorkNumberCountryCode', M.max5],
  ['work area code 6', {}, { contactWorkNumberAreaCode: '123456' }, 'contactWorkNumberAreaCode', M.max5],
  ['work number digits', {}, { contactWorkNumber: '12-34' }, 'contactWorkNumber', M.digitsOnly],
  ['suburb characters', {}, { contactSuburb: 'St. Kilda' }, 'contactSuburb', M.lettersDigitsSpaces],
  ['suburb 49', {}, { contactSuburb: chars(49) }, 'contactSuburb', M.max48],
  ['address 1 101', {}, { contactAddress1: chars(101) }, 'contactAddress1', M.max100],
  ['address 2 101', {}, { contactAddress2: chars(101) }, 'contactAddress2', M.max100],
  [
    'state hidden outside Australia',
    {},
    { contactCountry: NZ, contactState: null, contactPostcode: '6011' },
    'contactState',
    undefined,
  ],
  ['Australia: postcode 4 digits', {}, { contactPostcode: '123' }, 'contactPostcode', M.postcode4Digits],
  [
    'Australia: postcode 10 digits',
    {},
    { contactPostcode: '1234567890' },
    'contactPostcode',
    M.postcode4Digits,
  ],
  [
    'elsewhere: postcode up to 10 digits',
    {},
    { contactCountry: NZ, contactPostcode: '1234567890' },
    'contactPostcode',
    undefined,
  ],
  [
    'elsewhere: postcode 11 digits',
    {},
    { contactCountry: NZ, contactPostcode: chars(11, '1') },
    'contactPostcode',
    M.postcodeMax10,
  ],
  [
    'elsewhere: postcode digits only',
    {},
    { contactCountry: NZ, contactPostcode: 'AB12' },
    'contactPostcode',
    M.digitsOnly,
  ],
  [
    'staff: format still checked',
    { mode: 'staff' },
    { contactPostcode: '123' },
    'contactPostcode',
    M.postcode4Digits,
  ],
  [
    'staff: relationship 46',
    { mode: 'staff' },
    { contactRelationship: chars(46) },
    'contactRelationship',
    M.max45,
  ],
];

describe('emergency contact formats (every mode)', () => {
  it.each(contactFormatRows)('%s', (_name, options, patch, field, message) => {
    expect(errorsFor(options, patch)[field]).toBe(message);
  });
});
