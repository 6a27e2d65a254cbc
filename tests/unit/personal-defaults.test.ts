import { NEW_APPLICATION_ID } from '../../src/domain/personal/constants.ts';
import {
  defaultPersonalDetails,
  emptyPersonalDetails,
  emptyValue,
  formFromLoad,
} from '../../src/domain/personal/defaults.ts';
import {
  applyPrefill,
  derivedFlags,
  isLockedByPrefill,
  prefillCategoryDiffers,
  prefillLockedFields,
} from '../../src/domain/personal/prefill.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';

/** Spec §3 "Personal details form", copied group by group. */
const SPEC_FIELDS = [
  ...['agentShow', 'agentId', 'counselorName', 'applicationCategory', 'studiedAtTopEducation', 'studentNum'],
  ...['title', 'familyName', 'firstGivenName', 'otherGivenName', 'officialNameChanged', 'previousFamilyName'],
  ...['previousGivenName', 'gender', 'birthDate', 'studentUsi', 'countryOfBirth', 'dateArrivalAustralia'],
  ...['australianAboriginalType', 'englishIsFirstLanguage', 'firstLanguage', 'languageAtHome', 'religion'],
  ...[
    'citizenType',
    'countryOfCitizenship',
    'passportNumber',
    'hasVisa',
    'visaType',
    'visaDetails',
    'visaNo',
  ],
  ...['visaSubclassNo', 'visaExpiryDate', 'hasHealthCare', 'healthCareNo', 'healthCareExpiryDate'],
  ...['mail', 'mobileNumberCountryCode', 'mobileNumber', 'homeNumberCountryCode', 'homeNumberAreaCode'],
  ...['homeNumber', 'workNumberCountryCode', 'workNumberAreaCode', 'workNumber'],
  ...['localAddressCountry', 'localAddressState', 'localAddressSuburb', 'localAddressStreetLine1'],
  ...['localAddressStreetLine2', 'localAddressPostcode'],
  ...['internationalAddressCountry', 'internationalAddressState', 'internationalAddressSuburb'],
  ...['internationalAddressStreetLine1', 'internationalAddressStreetLine2', 'internationalAddressPostcode'],
  ...['contactTitle', 'contactFamilyName', 'contactFirstGivenName', 'contactRelationship'],
  ...['contactMobileNumberCountryCode', 'contactMobileNumber', 'contactHomeNumberCountryCode'],
  ...[
    'contactHomeNumberAreaCode',
    'contactHomeNumber',
    'contactWorkNumberCountryCode',
    'contactWorkNumberAreaCode',
  ],
  ...[
    'contactWorkNumber',
    'contactCountry',
    'contactState',
    'contactSuburb',
    'contactAddress1',
    'contactAddress2',
  ],
  ...['contactPostcode', 'communication', 'pickupAllowed', 'resident', 'payAllFees'],
  ...['needAssistanceFromDisabilityServices', 'disabilityType', 'disabilityDescribe'],
  ...['receiveAdviceOnDisabilityServices', 'applicationId'],
];

describe('defaults per category (spec §4)', () => {
  it.each([
    ['Domestic', 485, 283],
    ['International', 1840, null],
  ] as const)(
    '%s: citizen type %s, citizenship %s, Aboriginal 873, local country 752',
    (category, citizenType, citizenship) => {
      expect(defaultPersonalDetails(category)).toMatchObject({
        applicationCategory: category,
        citizenType,
        countryOfCitizenship: citizenship,
        australianAboriginalType: 873,
        localAddressCountry: 752,
        receiveAdviceOnDisabilityServices: true,
        applicationId: NEW_APPLICATION_ID,
        disabilityType: [],
      });
    },
  );

  it('the form has exactly the fields of spec §3, by their names', () => {
    expect(Object.keys(emptyPersonalDetails('Domestic')).sort()).toEqual([...SPEC_FIELDS].sort());
  });

  it('the empty form has every field empty', () => {
    expect(emptyValue('familyName')).toBe('');
    expect(emptyValue('title')).toBeNull();
    expect(emptyValue('hasVisa')).toBeNull();
    expect(emptyValue('disabilityType')).toEqual([]);
    expect(emptyValue('disabilityType')).not.toBe(emptyValue('disabilityType'));
  });
});

describe('formFromLoad', () => {
  it('a new application gets the defaults', () => {
    expect(formFromLoad(null, 'International', -1)).toEqual({
      ...defaultPersonalDetails('International'),
      agentShow: false,
    });
  });

  it('saved values overwrite the defaults; null keeps them; agentShow follows agentId; 752 stays', () => {
    const form = formFromLoad(
      {
        familyName: 'Tran',
        citizenType: null,
        agentId: 9002,
        localAddressCountry: 10554,
        unknownKey: 1,
      } as never,
      'Domestic',
      42,
    );
    expect(form).toMatchObject({
      familyName: 'Tran',
      citizenType: 485,
      agentId: 9002,
      agentShow: true,
      localAddressCountry: 752,
      applicationId: 42,
    });
    expect('unknownKey' in form).toBe(false);
  });

  it('keeps the saved application id when none is passed', () => {
    expect(formFromLoad({ applicationId: 7 }, 'Domestic').applicationId).toBe(7);
  });
});

describe('staff pre-fill (spec §4)', () => {
  const form = { ...defaultPersonalDetails('Domestic'), studentNum: '1234567', applicationId: 12 };
  const obtained = {
    ...samplePersonalDetails('International'),
    applicationId: 99,
    applicationCategory: 'International',
    studentNum: '999',
    previousFamilyName: 'Tran',
    healthCareNo: 'H1',
    localAddressCountry: 10554,
    otherGivenName: null,
  };

  it('overwrites the form, keeps its id, category and student number, derives the flags', () => {
    const next = applyPrefill(form, obtained);
    expect(next).toMatchObject({
      familyName: 'Sharma',
      applicationId: 12,
      applicationCategory: 'Domestic',
      studentNum: '1234567',
      studiedAtTopEducation: true,
      localAddressCountry: 752,
      officialNameChanged: true,
      englishIsFirstLanguage: false,
      hasVisa: true,
      hasHealthCare: false,
      otherGivenName: '',
    });
  });

  it.each([
    [{}, { officialNameChanged: false, englishIsFirstLanguage: true, hasVisa: false, hasHealthCare: true }],
    [{ previousGivenName: 'Ann' }, { officialNameChanged: true }],
    [{ firstLanguage: 5203 }, { englishIsFirstLanguage: false }],
    [{ visaType: 2500 }, { hasVisa: true }],
    [{ healthCareNo: 'H1' }, { hasHealthCare: false }],
  ])('derivedFlags(%j)', (patch, expected) => {
    expect(derivedFlags({ ...defaultPersonalDetails('Domestic'), ...patch })).toMatchObject(expected);
  });

  it.each([
    ['Domestic', 'International', true],
    ['Domestic', 'Domestic', false],
    ['International', null, false],
  ] as const)('form %s, found %s: warning %s', (mine, found, warn) => {
    expect(prefillCategoryDiffers(mine, found)).toBe(warn);
  });

  it('locks the personal information the pre-fill filled, and leaves what it left empty open', () => {
    const filled = {
      ...defaultPersonalDetails('Domestic'),
      familyName: 'Nguyen',
      firstGivenName: 'Linh',
      previousFamilyName: 'Tran',
      mail: 'linh@example.com',
    };
    const locked = prefillLockedFields(filled);
    expect(locked).toEqual(expect.arrayContaining(['familyName', 'firstGivenName', 'previousFamilyName']));
    // Required once a previous name is given, but the record had none: staff must be able to type it.
    expect(locked).not.toContain('previousGivenName');
    expect(locked).not.toContain('otherGivenName');
    // Contact details are not personal information.
    expect(locked).not.toContain('mail');
    expect(isLockedByPrefill('familyName', locked)).toBe(true);
    expect(isLockedByPrefill('previousGivenName', locked)).toBe(false);
    expect(isLockedByPrefill('familyName', [])).toBe(false);
  });
});
