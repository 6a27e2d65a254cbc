import { PersonalMsg as M } from '../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { type PersonalSchemaOptions, personalDetailsSchema } from '../../src/domain/personal/schema.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';

/** Rules of spec §5 for the top questions, person, culture, citizenship, visa and contact details. */
const NOW = new Date(2026, 5, 15); // 15 June 2026, local time
const chars = (n: number, c = 'a') => c.repeat(n);

type Options = Partial<PersonalSchemaOptions>;
function errorsFor(options: Options, patch: Record<string, unknown>): Record<string, string> {
  const category = options.category ?? 'Domestic';
  const schema = personalDetailsSchema({ mode: 'applicant', category, now: () => NOW, ...options });
  const result = schema.safeParse({ ...samplePersonalDetails(category), ...patch });
  return result.success ? {} : fieldErrors(result.error);
}

const DOM: Options = { category: 'Domestic' };
const INTL: Options = { category: 'International' };
const STAFF: Options = { mode: 'staff' };
const AGENT: Options = { mode: 'agent' };
const OFFER: Options = { editOffer: true };
const noOshc = { hasHealthCare: false };
const other = { countryOfCitizenship: 10356 };
const visa = { hasVisa: true, visaType: 2500, visaSubclassNo: '500', visaExpiryDate: '2028-03-31' };

type Row = [string, Options, Record<string, unknown>, string, string | undefined];

const rows: Row[] = [
  // agent and counselor (spec §4, §6)
  [
    'staff: agency required when nominated',
    STAFF,
    { agentShow: true, agentId: null },
    'agentId',
    M.agencyRequired,
  ],
  ['staff: agency chosen', STAFF, { agentShow: true, agentId: 9001 }, 'agentId', undefined],
  ['staff: no agent nominated', STAFF, { agentShow: false, agentId: null }, 'agentId', undefined],
  ['applicant: agent question not asked', {}, { agentShow: true, agentId: null }, 'agentId', undefined],
  ['agent: agency not shown', AGENT, { agentShow: true, agentId: null }, 'agentId', undefined],
  [
    'edit offer, applicant: agency required',
    OFFER,
    { agentShow: true, agentId: null },
    'agentId',
    M.agencyRequired,
  ],
  ['agent: counselor name 61', AGENT, { counselorName: chars(61) }, 'counselorName', M.counselorNameTooLong],
  ['agent: counselor name 60', AGENT, { counselorName: chars(60) }, 'counselorName', undefined],
  ['agent: counselor name optional', AGENT, { counselorName: '' }, 'counselorName', undefined],
  [
    'staff, agent nominated: counselor 61',
    STAFF,
    { agentShow: true, agentId: 9001, counselorName: chars(61) },
    'counselorName',
    M.counselorNameTooLong,
  ],
  [
    'staff, no agent: counselor hidden',
    STAFF,
    { agentShow: false, counselorName: chars(61) },
    'counselorName',
    undefined,
  ],
  ['applicant: counselor hidden', {}, { counselorName: chars(61) }, 'counselorName', undefined],
  // studied before and student ID
  ['studied question unanswered', {}, { studiedAtTopEducation: null }, 'studiedAtTopEducation', M.required],
  [
    'edit offer: studied question not asked',
    OFFER,
    { studiedAtTopEducation: null },
    'studiedAtTopEducation',
    undefined,
  ],
  [
    'student ID required when studied',
    {},
    { studiedAtTopEducation: true, studentNum: '' },
    'studentNum',
    M.studentNumRequired,
  ],
  [
    'student ID digits only',
    {},
    { studiedAtTopEducation: true, studentNum: '12a4' },
    'studentNum',
    M.digitsOnly,
  ],
  [
    'student ID 11 digits',
    {},
    { studiedAtTopEducation: true, studentNum: chars(11, '1') },
    'studentNum',
    M.max10,
  ],
  [
    'student ID 10 digits',
    {},
    { studiedAtTopEducation: true, studentNum: chars(10, '1') },
    'studentNum',
    undefined,
  ],
  [
    'student ID hidden when not studied',
    {},
    { studiedAtTopEducation: false, studentNum: 'x' },
    'studentNum',
    undefined,
  ],
  [
    'edit offer: student ID not asked',
    OFFER,
    { studiedAtTopEducation: true, studentNum: '' },
    'studentNum',
    undefined,
  ],
  // OSHC (edit offer only)
  [
    'OSHC no: health care number letters/digits',
    OFFER,
    { ...noOshc, healthCareNo: 'AB-1' },
    'healthCareNo',
    M.lettersDigits,
  ],
  [
    'OSHC no: health care number 46',
    OFFER,
    { ...noOshc, healthCareNo: chars(46) },
    'healthCareNo',
    M.healthCareNoTooLong,
  ],
  [
    'OSHC no: health care number 45',
    OFFER,
    { ...noOshc, healthCareNo: chars(45) },
    'healthCareNo',
    undefined,
  ],
  ['OSHC no: health care number optional', OFFER, { ...noOshc, healthCareNo: '' }, 'healthCareNo', undefined],
  ['OSHC yes: number hidden', OFFER, { hasHealthCare: true, healthCareNo: 'A-' }, 'healthCareNo', undefined],
  ['default flow: OSHC not asked', {}, { ...noOshc, healthCareNo: 'A-' }, 'healthCareNo', undefined],
  [
    'OSHC no: expiry date format',
    OFFER,
    { ...noOshc, healthCareExpiryDate: '31/12/2027' },
    'healthCareExpiryDate',
    M.dateFormat,
  ],
  [
    'OSHC no: expiry date',
    OFFER,
    { ...noOshc, healthCareExpiryDate: '2027-12-31' },
    'healthCareExpiryDate',
    undefined,
  ],
  // name and identity
  ['title required', {}, { title: null }, 'title', M.titleRequired],
  ['family name required', {}, { familyName: '' }, 'familyName', M.familyNameRequired],
  ['family name blank', {}, { familyName: '   ' }, 'familyName', M.familyNameRequired],
  ['family name 41', {}, { familyName: chars(41) }, 'familyName', M.max40],
  ['family name 40', {}, { familyName: chars(40) }, 'familyName', undefined],
  ['first given name required', {}, { firstGivenName: '' }, 'firstGivenName', M.firstGivenNameRequired],
  ['first given name 41', {}, { firstGivenName: chars(41) }, 'firstGivenName', M.max40],
  ['other given name optional', {}, { otherGivenName: '' }, 'otherGivenName', undefined],
  ['other given name 41', {}, { otherGivenName: chars(41) }, 'otherGivenName', M.max40],
  ['name changed unanswered', {}, { officialNameChanged: null }, 'officialNameChanged', M.required],
  [
    'previous family name required',
    {},
    { officialNameChanged: true, previousGivenName: 'Ann' },
    'previousFamilyName',
    M.previousFamilyNameRequired,
  ],
  [
    'previous given name required',
    {},
    { officialNameChanged: true, previousFamilyName: 'Tran' },
    'previousGivenName',
    M.previousGivenNameRequired,
  ],
  [
    'previous family name 41',
    {},
    { officialNameChanged: true, previousFamilyName: chars(41) },
    'previousFamilyName',
    M.max40,
  ],
  [
    'previous given name 41',
    {},
    { officialNameChanged: true, previousGivenName: chars(41) },
    'previousGivenName',
    M.max40,
  ],
  [
    'previous names hidden',
    {},
    { officialNameChanged: false, previousFamilyName: '' },
    'previousFamilyName',
    undefined,
  ],
  ['gender required', {}, { gender: null }, 'gender', M.genderRequired],
  ['country of birth required', {}, { countryOfBirth: null }, 'countryOfBirth', M.countryOfBirthRequired],
  // date of birth (now = 2026-06-15)
  ['birth date required', {}, { birthDate: '' }, 'birthDate', M.birthDateRequired],
  ['birth date format', {}, { birthDate: '14/05/1999' }, 'birthDate', M.dateFormat],
  ['birth date not a real date', {}, { birthDate: '1999-02-30' }, 'birthDate', M.dateFormat],
  ['birth date before 1900', {}, { birthDate: '1899-12-31' }, 'birthDate', M.dateBefore1900],
  ['birth date 1900-01-01', {}, { birthDate: '1900-01-01' }, 'birthDate', undefined],
  ['18 today', {}, { birthDate: '2008-06-15' }, 'birthDate', undefined],
  ['18 tomorrow', {}, { birthDate: '2008-06-16' }, 'birthDate', M.ageOver18],
  ['in the future', {}, { birthDate: '2030-01-01' }, 'birthDate', M.ageOver18],
  // USI
  ['USI optional', {}, { studentUsi: '' }, 'studentUsi', undefined],
  ['USI 10 letters/digits', {}, { studentUsi: 'ABCDE12345' }, 'studentUsi', undefined],
  ['USI too short', {}, { studentUsi: 'ABC123' }, 'studentUsi', M.usiLength],
  ['USI too long', {}, { studentUsi: 'ABCDE123456' }, 'studentUsi', M.usiLength],
  ['USI with a symbol', {}, { studentUsi: 'ABCDE1234!' }, 'studentUsi', M.usiLength],
  // arrival year: not for Domestic
  ['Domestic: no arrival year', DOM, { dateArrivalAustralia: '' }, 'dateArrivalAustralia', undefined],
  [
    'International: arrival year required',
    INTL,
    { dateArrivalAustralia: '' },
    'dateArrivalAustralia',
    M.arrivalYearRequired,
  ],
  ['arrival year format', INTL, { dateArrivalAustralia: '24' }, 'dateArrivalAustralia', M.yearFormat],
  ['arrival year before 1900', INTL, { dateArrivalAustralia: '1899' }, 'dateArrivalAustralia', M.yearRange],
  ['arrival year next year', INTL, { dateArrivalAustralia: '2027' }, 'dateArrivalAustralia', M.yearRange],
  ['arrival year this year', INTL, { dateArrivalAustralia: '2026' }, 'dateArrivalAustralia', undefined],
  // culture
  [
    'Aboriginal type required',
    {},
    { australianAboriginalType: null },
    'australianAboriginalType',
    M.aboriginalTypeRequired,
  ],
  [
    'first language required',
    {},
    { englishIsFirstLanguage: false, firstLanguage: null },
    'firstLanguage',
    M.firstLanguageRequired,
  ],
  [
    'first language hidden',
    {},
    { englishIsFirstLanguage: true, firstLanguage: null },
    'firstLanguage',
    undefined,
  ],
  ['language at home required', {}, { languageAtHome: null }, 'languageAtHome', M.languageAtHomeRequired],
  ['religion optional', {}, { religion: null }, 'religion', undefined],
  // citizenship and passport
  ['citizen type required', {}, { citizenType: null }, 'citizenType', M.citizenTypeRequired],
  ['citizenship required', {}, { countryOfCitizenship: null }, 'countryOfCitizenship', M.citizenshipRequired],
  [
    '283: no passport needed',
    {},
    { countryOfCitizenship: 283, passportNumber: '' },
    'passportNumber',
    undefined,
  ],
  [
    'passport required unless 283',
    {},
    { ...other, passportNumber: '' },
    'passportNumber',
    M.passportRequired,
  ],
  ['passport letters/digits', {}, { ...other, passportNumber: 'N 123' }, 'passportNumber', M.lettersDigits],
  ['passport 21', {}, { ...other, passportNumber: chars(21, 'A') }, 'passportNumber', M.max20],
  ['passport 20', {}, { ...other, passportNumber: chars(20, 'A') }, 'passportNumber', undefined],
  ['283 passport still checked', {}, { passportNumber: chars(21, 'A') }, 'passportNumber', M.max20],
  // visa
  ['visa question unanswered', {}, { hasVisa: null }, 'hasVisa', M.required],
  ['visa type required', {}, { ...visa, visaType: null }, 'visaType', M.visaTypeRequired],
  ['visa subclass required', {}, { ...visa, visaSubclassNo: '' }, 'visaSubclassNo', M.visaSubclassRequired],
  ['visa subclass 21', {}, { ...visa, visaSubclassNo: chars(21, '1') }, 'visaSubclassNo', M.max20],
  ['visa expiry required', {}, { ...visa, visaExpiryDate: '' }, 'visaExpiryDate', M.visaExpiryRequired],
  ['visa expiry format', {}, { ...visa, visaExpiryDate: '2028-3-31' }, 'visaExpiryDate', M.dateFormat],
  ['visa fields hidden without a visa', {}, { hasVisa: false, visaType: null }, 'visaType', undefined],
  ['visa number 21', {}, { ...visa, visaNo: chars(21, '1') }, 'visaNo', M.max20],
  ['other visa: details 46', {}, { ...visa, visaType: 1364, visaDetails: chars(46) }, 'visaDetails', M.max45],
  [
    'other visa: details 45',
    {},
    { ...visa, visaType: 1364, visaDetails: chars(45) },
    'visaDetails',
    undefined,
  ],
  [
    'other visa: details optional',
    {},
    { ...visa, visaType: 1364, visaDetails: '' },
    'visaDetails',
    undefined,
  ],
  ['student visa: details hidden', {}, { ...visa, visaDetails: chars(46) }, 'visaDetails', undefined],
  // contact details
  ['email required', {}, { mail: '' }, 'mail', M.mailRequired],
  ['email format', {}, { mail: 'linh.example.com' }, 'mail', M.emailInvalid],
  ['email 46', {}, { mail: `${chars(34)}@example.com` }, 'mail', M.max45],
  ['email 45', {}, { mail: `${chars(33)}@example.com` }, 'mail', undefined],
  [
    'mobile code required',
    {},
    { mobileNumberCountryCode: '' },
    'mobileNumberCountryCode',
    M.mobileCodeRequired,
  ],
  ['mobile code digits', {}, { mobileNumberCountryCode: '+61' }, 'mobileNumberCountryCode', M.digitsOnly],
  ['mobile code 6', {}, { mobileNumberCountryCode: '123456' }, 'mobileNumberCountryCode', M.max5],
  ['mobile number required', {}, { mobileNumber: '' }, 'mobileNumber', M.mobileNumberRequired],
  ['mobile number digits', {}, { mobileNumber: '0412 345' }, 'mobileNumber', M.digitsOnly],
  ['mobile number 21', {}, { mobileNumber: chars(21, '1') }, 'mobileNumber', M.max20],
  ['mobile number 20', {}, { mobileNumber: chars(20, '1') }, 'mobileNumber', undefined],
  ['home code 6', {}, { homeNumberCountryCode: '123456' }, 'homeNumberCountryCode', M.max5],
  ['home area code 6', {}, { homeNumberAreaCode: '123456' }, 'homeNumberAreaCode', M.max5],
  ['home area code digits', {}, { homeNumberAreaCode: '(02)' }, 'homeNumberAreaCode', M.digitsOnly],
  ['home number 11', {}, { homeNumber: chars(11, '1') }, 'homeNumber', M.max10],
  ['home number 10', {}, { homeNumber: chars(10, '1') }, 'homeNumber', undefined],
  ['work code 6', {}, { workNumberCountryCode: '123456' }, 'workNumberCountryCode', M.max5],
  ['work area code 6', {}, { workNumberAreaCode: '123456' }, 'workNumberAreaCode', M.max5],
  ['work number 11', {}, { workNumber: chars(11, '1') }, 'workNumber', M.max10],
  ['work number digits', {}, { workNumber: '9x' }, 'workNumber', M.digitsOnly],
];

describe('personal details schema: person, citizenship and contact rules (spec §5)', () => {
  it.each(rows)('%s', (_name, options, patch, field, message) => {
    expect(errorsFor(options, patch)[field]).toBe(message);
  });
});
