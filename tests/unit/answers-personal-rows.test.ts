import { describe, expect, it } from 'vitest';
import { PERSONAL_CHOICE_LISTS, personalSections } from '../../src/domain/answers/personal.ts';
import type { NameOf } from '../../src/domain/answers/types.ts';
import type { Mode } from '../../src/domain/mode.ts';
import type { PersonalDetailsForm } from '../../src/domain/personal/form.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import type { Category } from '../../src/domain/user.ts';
import { referenceLists } from '../../src/server/seed/reference/reference-lists.ts';

/**
 * Check your answers' personal sections, whole (issue 23): every question the personal step asked and
 * the applicant answered, under the step's groups (spec §2: agent and study, background, citizenship
 * and visa, contact, the local and international addresses, the emergency contact, disability), each
 * by the question's label on the personal screen and its answer as a reader reads it — a listed entry
 * by its name in the seeded reference lists, Yes/No, a date in words. A group with nothing to show has
 * no section.
 */
const lists = referenceLists as unknown as Record<string, readonly { id: number; name: string }[]>;
const nameOf: NameOf = (list, id) => lists[list]?.find((entry) => entry.id === id)?.name ?? null;

function sections(form: Partial<PersonalDetailsForm>, category: Category, mode: Mode) {
  return personalSections(form, category, mode, nameOf, (text) => text).map(({ title, step, rows }) => [
    title,
    step,
    rows.map(({ label, value }) => `${label}: ${value}`),
  ]);
}

/** An International applicant who answered everything the staff's version of the step asks. */
const everything: PersonalDetailsForm = {
  ...samplePersonalDetails('International'),
  agentShow: true,
  agentId: 9002,
  counselorName: 'Rahul Mehta',
  studiedAtTopEducation: true,
  studentNum: '1234567',
  otherGivenName: 'Devi',
  officialNameChanged: true,
  previousFamilyName: 'Verma',
  previousGivenName: 'Pia',
  studentUsi: 'ABCDE12345',
  australianAboriginalType: 873,
  englishIsFirstLanguage: false,
  firstLanguage: 5203,
  languageAtHome: 1201,
  religion: 3011,
  communication: true,
  pickupAllowed: true,
  payAllFees: false,
  countryOfCitizenship: 10356,
  passportNumber: 'N1234567',
  hasVisa: true,
  visaType: 1364,
  visaDetails: 'Training visa',
  visaNo: 'VGN1234567',
  visaSubclassNo: '407',
  visaExpiryDate: '2028-03-31',
  resident: true,
  mail: 'priya.sharma@example.com',
  mobileNumberCountryCode: '61',
  mobileNumber: '0412345678',
  homeNumberCountryCode: '61',
  homeNumberAreaCode: '02',
  homeNumber: '98765432',
  workNumberCountryCode: '61',
  workNumberAreaCode: '03',
  workNumber: '91234567',
  localAddressCountry: 752,
  localAddressState: 1,
  localAddressStreetLine1: '10 Church Street',
  localAddressStreetLine2: 'Unit 4',
  localAddressSuburb: 'Parramatta',
  localAddressPostcode: '2150',
  internationalAddressCountry: 10356,
  internationalAddressState: null,
  internationalAddressStreetLine1: '12 Hill Road',
  internationalAddressStreetLine2: 'Flat 3',
  internationalAddressSuburb: 'Bandra West',
  internationalAddressPostcode: '400050',
  contactTitle: 2,
  contactRelationship: 'Mother',
  contactFamilyName: 'Sharma',
  contactFirstGivenName: 'Anita',
  contactMobileNumberCountryCode: '91',
  contactMobileNumber: '9876543210',
  contactHomeNumberCountryCode: '91',
  contactHomeNumberAreaCode: '22',
  contactHomeNumber: '26401234',
  contactWorkNumberCountryCode: '91',
  contactWorkNumberAreaCode: '22',
  contactWorkNumber: '26405678',
  contactCountry: 752,
  contactState: 2,
  contactAddress1: '5 Collins Street',
  contactAddress2: 'Level 2',
  contactSuburb: 'Melbourne',
  contactPostcode: '3000',
  needAssistanceFromDisabilityServices: false,
};

describe('check your answers: the personal sections, row by row', () => {
  it('shows every question asked with its answer in words, under the step’s groups', () => {
    expect(sections(everything, 'International', 'staff')).toEqual([
      [
        'Background',
        'personal',
        [
          'Other Given Names: Devi',
          'Have you officially changed your name?: Yes',
          'Previous Family Name: Verma',
          'Previous Given Name: Pia',
          'Unique Student Identifier (USI): ABCDE12345',
          'Year of Arrival in Australia: 2024',
          'Aboriginal and Torres Strait Islander Origin: Non indigenous – neither Aboriginal nor Torres Strait Islander origin',
          'Is English your first language?: No',
          'First Language: Hindi',
          'Language at Home: English',
          'Religion: Hinduism',
        ],
      ],
      [
        'Study and Preferences',
        'personal',
        [
          'Do you have a nominated education agent?: Yes',
          'Agency: Southern Cross Student Services (demo)',
          'Responsible Counselor Name: Rahul Mehta',
          'Have you studied at TOP Education before?: Yes',
          'Student ID: 1234567',
          'May we send you news about your application and study options?: Yes',
          'Would you like an airport pick-up when you arrive?: Yes',
          'Will you pay all of your tuition fees yourself?: No',
        ],
      ],
      [
        'Citizenship and Visa',
        'personal',
        [
          'Citizen Type: Student/Applicant has a temporary entry permit or is a diplomat or a dependent of a diplomat (except New Zealand) and resides in Australia during the unit of study',
          'Country of Citizenship: India',
          'Passport Number: N1234567',
          'Do you hold an Australian visa?: Yes',
          'Visa Type: Other',
          'Please specify: Training visa',
          'Visa Number: VGN1234567',
          'Visa Subclass Number: 407',
          'Visa Expiry Date: 31 March 2028',
          'Do you currently live in Australia?: Yes',
        ],
      ],
      [
        'Contact Details',
        'personal',
        [
          'Primary Email: priya.sharma@example.com',
          'Mobile Country Code: 61',
          'Mobile Number: 0412345678',
          'Home Phone Country Code: 61',
          'Home Phone Area Code: 02',
          'Home Phone Number: 98765432',
          'Work Phone Country Code: 61',
          'Work Phone Area Code: 03',
          'Work Phone Number: 91234567',
        ],
      ],
      [
        'Local Address',
        'personal',
        [
          'Country: Australia',
          'State or Territory: New South Wales',
          'Street Address Line 1: 10 Church Street',
          'Street Address Line 2: Unit 4',
          'Suburb: Parramatta',
          'Postcode: 2150',
        ],
      ],
      [
        'International Address',
        'personal',
        [
          'Country: India',
          'Street Address Line 1: 12 Hill Road',
          'Street Address Line 2: Flat 3',
          'Suburb: Bandra West',
          'Postcode: 400050',
        ],
      ],
      [
        'Emergency Contact',
        'personal',
        [
          'Title: Mrs',
          'Relationship: Mother',
          'Family Name: Sharma',
          'First Given Name: Anita',
          'Mobile Country Code: 91',
          'Mobile Number: 9876543210',
          'Home Phone Country Code: 91',
          'Home Phone Area Code: 22',
          'Home Phone Number: 26401234',
          'Work Phone Country Code: 91',
          'Work Phone Area Code: 22',
          'Work Phone Number: 26405678',
          'Country: Australia',
          'State or Territory: Victoria',
          'Street Address Line 1: 5 Collins Street',
          'Street Address Line 2: Level 2',
          'Suburb: Melbourne',
          'Postcode: 3000',
        ],
      ],
      [
        'Disability',
        'personal',
        [
          'Do you have a disability, impairment or long-term medical condition for which you need assistance?: No',
        ],
      ],
    ]);
  });

  it('an international address in a state-bearing country shows its state by name', () => {
    const rows = sections(
      { ...everything, internationalAddressCountry: 752, internationalAddressState: 3 },
      'International',
      'staff',
    ).find(([title]) => title === 'International Address')?.[2];
    expect(rows).toEqual(expect.arrayContaining(['Country: Australia', 'State or Territory: Queensland']));
  });

  it('leaves out a group with nothing to show: a Domestic applicant has no International Address', () => {
    const titles = sections(everything, 'Domestic', 'applicant').map(([title]) => title);
    expect(titles).toEqual([
      'Background',
      'Study and Preferences',
      'Citizenship and Visa',
      'Contact Details',
      'Local Address',
      'Emergency Contact',
      'Disability',
    ]);
    const unanswered = sections(
      { ...samplePersonalDetails('Domestic'), needAssistanceFromDisabilityServices: null },
      'Domestic',
      'applicant',
    ).map(([title]) => title);
    expect(unanswered).not.toContain('Disability');
  });

  it('the history words a changed choice from the same list as check your answers, and only choices', () => {
    expect(PERSONAL_CHOICE_LISTS).toEqual({
      title: 'titles',
      gender: 'genders',
      countryOfBirth: 'countries',
      australianAboriginalType: 'aboriginalTypes',
      firstLanguage: 'languages',
      languageAtHome: 'languages',
      religion: 'religions',
      agentId: 'agencies',
      citizenType: 'citizenTypes',
      countryOfCitizenship: 'nationalities',
      visaType: 'visaTypes',
      localAddressCountry: 'countries',
      localAddressState: 'states',
      internationalAddressCountry: 'countries',
      internationalAddressState: 'states',
      contactTitle: 'titles',
      contactCountry: 'countries',
      contactState: 'states',
      disabilityType: 'disabilityTypes',
    });
  });
  // personal-details-step §4: while an offer is edited the step asks about OSHC and the agent instead
  // of the studied-before questions; the summary and its PDF are not told an offer is being edited, and
  // what one version does not ask stays saved, so those answers show once given.
  it('shows the OSHC and agent answers given while an offer was edited', () => {
    const studyRows = (form: Partial<PersonalDetailsForm>) =>
      sections(form, 'International', 'applicant').find(([title]) => title === 'Study and Preferences')?.[2];
    const offerAnswers = {
      ...samplePersonalDetails('International'),
      agentShow: true,
      agentId: 9002,
      hasHealthCare: false,
      healthCareNo: 'OSHC12345',
      healthCareExpiryDate: '2027-02-28',
    };
    const rows = studyRows(offerAnswers) as string[];
    expect(rows).toContain('Do you have a nominated education agent?: Yes');
    expect(rows).toContain('Agency: Southern Cross Student Services (demo)');
    expect(rows).toContain('Have you arranged Overseas Student Health Cover (OSHC)?: No');
    expect(rows.some((row) => row.endsWith(': OSHC12345'))).toBe(true);
    // Unanswered, they have no rows.
    const none = studyRows({
      ...offerAnswers,
      agentShow: null,
      agentId: null,
      hasHealthCare: null,
    }) as string[];
    expect(none.join('\n')).not.toMatch(/agent\?|OSHC/);
  });
});
