import type { Mode } from '../../src/domain/mode.ts';
import { defaultPersonalDetails } from '../../src/domain/personal/defaults.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { type PersonalSchemaOptions, personalDetailsSchema } from '../../src/domain/personal/schema.ts';
import { Shown, type StepContext } from '../../src/domain/personal/visibility.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';
import type { Category } from '../../src/domain/user.ts';

const NOW = new Date(2026, 5, 15);
const schema = (options: Partial<PersonalSchemaOptions> = {}) =>
  personalDetailsSchema({ mode: 'applicant', category: 'Domestic', now: () => NOW, ...options });
const modes: Mode[] = ['applicant', 'agent', 'staff'];
const categories: Category[] = ['Domestic', 'International'];
const versions = modes.flatMap((mode) =>
  categories.flatMap((category) => [false, true].map((editOffer) => ({ mode, category, editOffer }))),
);

describe('every version of the step (mode × category × offer editing)', () => {
  it.each(versions)('a complete form is valid: %o', (version) => {
    const result = schema(version).safeParse(samplePersonalDetails(version.category));
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({});
  });
});

/** Required when nothing is filled in, per version: what differs by mode and category. */
const alwaysRequired = [
  'title',
  'familyName',
  'firstGivenName',
  'officialNameChanged',
  'gender',
  'birthDate',
  'countryOfBirth',
  'australianAboriginalType',
  'languageAtHome',
  'citizenType',
  'countryOfCitizenship',
  'passportNumber',
  'hasVisa',
  'mail',
  'mobileNumberCountryCode',
  'mobileNumber',
  'localAddressState',
  'localAddressSuburb',
  'localAddressStreetLine1',
  'localAddressPostcode',
];
const contact = [
  'contactTitle',
  'contactFamilyName',
  'contactFirstGivenName',
  'contactRelationship',
  'contactMobileNumberCountryCode',
  'contactMobileNumber',
  'contactCountry',
  'contactSuburb',
  'contactAddress1',
  'contactPostcode',
];
const international = [
  'dateArrivalAustralia',
  'internationalAddressCountry',
  'internationalAddressSuburb',
  'internationalAddressStreetLine1',
  'internationalAddressPostcode',
];

describe('an empty form: the required fields of each version', () => {
  it.each(versions)('%o', ({ mode, category, editOffer }) => {
    const result = schema({ mode, category, editOffer }).safeParse({});
    expect(result.success).toBe(false);
    const expected = [
      ...(editOffer ? [] : ['studiedAtTopEducation']),
      ...alwaysRequired,
      ...(category === 'International' ? international : []),
      ...(mode === 'staff' ? [] : contact),
    ];
    expect(Object.keys(result.success ? {} : fieldErrors(result.error)).sort()).toEqual(expected.sort());
  });

  it('the category defaults already answer citizen type, citizenship (Domestic) and Aboriginal type', () => {
    const domestic = schema({ category: 'Domestic' }).safeParse(defaultPersonalDetails('Domestic'));
    const errors = domestic.success ? {} : fieldErrors(domestic.error);
    for (const field of ['citizenType', 'countryOfCitizenship', 'passportNumber', 'australianAboriginalType'])
      expect(errors[field]).toBeUndefined();
    const intl = schema({ category: 'International' }).safeParse(defaultPersonalDetails('International'));
    const intlErrors = intl.success ? {} : fieldErrors(intl.error);
    expect(intlErrors.citizenType).toBeUndefined();
    expect(intlErrors.countryOfCitizenship).toBe(PersonalMsg.citizenshipRequired);
  });
});

describe('what each version shows (spec §4, §6)', () => {
  const form = { ...samplePersonalDetails('Domestic'), agentShow: true, studiedAtTopEducation: true };
  const ctx = (mode: Mode, editOffer = false, category: Category = 'Domestic'): StepContext => ({
    mode,
    category,
    editOffer,
  });
  it.each([
    [
      'applicant',
      false,
      { agentQuestion: false, counselorName: false, studiedQuestion: true, oshcQuestion: false },
    ],
    [
      'agent',
      false,
      { agentQuestion: false, counselorName: true, studiedQuestion: true, oshcQuestion: false },
    ],
    [
      'staff',
      false,
      { agentQuestion: true, counselorName: true, studiedQuestion: true, oshcQuestion: false },
    ],
    [
      'applicant',
      true,
      { agentQuestion: true, counselorName: true, studiedQuestion: false, oshcQuestion: true },
    ],
    [
      'agent',
      true,
      { agentQuestion: false, counselorName: true, studiedQuestion: false, oshcQuestion: true },
    ],
    ['staff', true, { agentQuestion: true, counselorName: true, studiedQuestion: false, oshcQuestion: true }],
  ] as const)('%s, editing an offer: %s', (mode, editOffer, expected) => {
    const c = ctx(mode, editOffer);
    expect({
      agentQuestion: Shown.agentQuestion(form, c),
      counselorName: Shown.counselorName(form, c),
      studiedQuestion: Shown.studiedQuestion(form, c),
      oshcQuestion: Shown.oshcQuestion(form, c),
    }).toEqual(expected);
  });

  it('agency only when an agent is nominated in a version that asks; never in agent mode', () => {
    expect(Shown.agency({ ...form, agentShow: true }, ctx('staff'))).toBe(true);
    expect(Shown.agency({ ...form, agentShow: false }, ctx('staff'))).toBe(false);
    expect(Shown.agency({ ...form, agentShow: true }, ctx('agent', true))).toBe(false);
  });

  it('the Pre-Fill button: staff, studied before, default flow', () => {
    expect(Shown.prefillButton(form, ctx('staff'))).toBe(true);
    expect(Shown.prefillButton({ ...form, studiedAtTopEducation: false }, ctx('staff'))).toBe(false);
    expect(Shown.prefillButton(form, ctx('applicant'))).toBe(false);
    expect(Shown.prefillButton(form, ctx('staff', true))).toBe(false);
  });

  it.each(categories)('%s: arrival year and international address', (category) => {
    const shown = category === 'International';
    expect(Shown.arrivalYear(form, ctx('applicant', false, category))).toBe(shown);
    expect(Shown.internationalAddress(form, ctx('applicant', false, category))).toBe(shown);
  });
});

describe('what a save keeps (the schema output)', () => {
  const parse = (patch: Record<string, unknown>, options: Partial<PersonalSchemaOptions> = {}) => {
    const category = options.category ?? 'Domestic';
    return schema(options).parse({ ...samplePersonalDetails(category), ...patch });
  };

  it('fixes the local country to 752 and the category to the application’s', () => {
    const out = parse({ localAddressCountry: 10554, applicationCategory: 'International' });
    expect(out.localAddressCountry).toBe(752);
    expect(out.applicationCategory).toBe('Domestic');
  });

  it('derives a missing agentShow from agentId', () => {
    const { agentShow: _omit, ...rest } = samplePersonalDetails('Domestic');
    const staff = schema({ mode: 'staff' });
    expect(staff.parse({ ...rest, agentId: 9001 }).agentShow).toBe(true);
    expect(staff.safeParse({ ...rest, agentId: null }).success).toBe(true);
    expect(staff.parse({ ...rest, agentId: null }).agentShow).toBe(false);
  });

  it('trims text and turns null text into empty text', () => {
    const out = parse({ familyName: '  Nguyen ', otherGivenName: null });
    expect(out.familyName).toBe('Nguyen');
    expect(out.otherGivenName).toBe('');
  });

  it.each([
    [
      'no visa empties the visa fields',
      { hasVisa: false, visaType: 2500, visaSubclassNo: '500', visaNo: '1' },
      {
        visaType: null,
        visaSubclassNo: '',
        visaNo: '',
      },
    ],
    [
      'a listed visa type empties Please specify',
      {
        hasVisa: true,
        visaType: 2500,
        visaSubclassNo: '500',
        visaExpiryDate: '2028-01-01',
        visaDetails: 'x',
      },
      { visaDetails: '', visaType: 2500 },
    ],
    [
      'name not changed empties previous names',
      { officialNameChanged: false, previousFamilyName: 'Tran' },
      { previousFamilyName: '' },
    ],
    [
      'English first empties first language',
      { englishIsFirstLanguage: true, firstLanguage: 5203 },
      { firstLanguage: null },
    ],
    [
      'not studied empties student ID',
      { studiedAtTopEducation: false, studentNum: '123' },
      { studentNum: '' },
    ],
    [
      'a contact outside Australia has no state',
      { contactCountry: 10554, contactState: 1, contactPostcode: '6011' },
      { contactState: null },
    ],
    [
      'no disability empties types and description',
      { needAssistanceFromDisabilityServices: false, disabilityType: [11], disabilityDescribe: 'x' },
      { disabilityType: [], disabilityDescribe: '' },
    ],
    [
      'Domestic drops the arrival year and international address',
      {
        dateArrivalAustralia: '2020',
        internationalAddressCountry: 10554,
        internationalAddressSuburb: 'Te Aro',
      },
      { dateArrivalAustralia: '', internationalAddressCountry: null, internationalAddressSuburb: '' },
    ],
  ] as const)('%s', (_name, patch, expected) => {
    expect(parse(patch)).toMatchObject(expected);
  });

  it('keeps what a version does not ask: the agent on an applicant’s or agent’s save', () => {
    expect(parse({ agentShow: true, agentId: 9001, counselorName: 'Sam' }).agentId).toBe(9001);
    expect(parse({ agentShow: true, agentId: 9001, counselorName: 'Sam' }, { mode: 'agent' })).toMatchObject({
      agentId: 9001,
      counselorName: 'Sam',
    });
    expect(parse({ agentShow: false, agentId: 9001, counselorName: 'Sam' }, { mode: 'staff' })).toMatchObject(
      {
        agentId: null,
        counselorName: '',
      },
    );
  });

  it('keeps the student ID and health cover where their questions are not asked', () => {
    const offer = parse(
      { studiedAtTopEducation: false, studentNum: '123', hasHealthCare: true, healthCareNo: 'H1' },
      { editOffer: true },
    );
    expect(offer.studentNum).toBe('123');
    expect(offer.healthCareNo).toBe('');
    const plain = parse({ hasHealthCare: true, healthCareNo: 'H1' });
    expect(plain.healthCareNo).toBe('H1');
  });
});

describe('malformed input', () => {
  it.each([
    ['familyName', 42],
    ['title', 'Ms'],
    ['hasVisa', 'yes'],
    ['disabilityType', 11],
    ['title', 1.5],
  ])('%s = %j is refused with the generic message', (field, value) => {
    const result = schema().safeParse({ ...samplePersonalDetails('Domestic'), [field]: value });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ [field]: PersonalMsg.invalid });
  });
});
