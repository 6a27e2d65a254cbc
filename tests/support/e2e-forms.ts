import type { Page } from 'playwright-core';
import type { CourseCatalogue, CourseOffering } from '../../src/domain/course/catalogue.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { SampleIds } from '../../src/domain/personal/sample.ts';
import { AUSTRALIA } from '../../src/domain/reference/codes.ts';
import type { ReferenceLists } from '../../src/domain/reference/types.ts';
import { wordingFor } from '../../src/domain/steps/wording.ts';
import type { Category } from '../../src/domain/user.ts';
import { answer, inGroup } from './fields.ts';

/**
 * The application steps' forms filled as a person fills them in Chromium, choosing by the names the
 * real lists show: shared by the step tests and the whole-journey tests.
 */

type NameOf = (list: keyof ReferenceLists, id: number) => string;
/** A question as the page words it: to the applicant, or about the student for agents and staff. */
type Word = (text: string) => string;

/** The name of a seeded item in the lists render/edit served (the selects show names). */
const namesIn =
  (lists: ReferenceLists): NameOf =>
  (list, id) => {
    const item = lists[list].find((entry) => entry.id === id);
    if (!item) throw new Error(`${list} has no item ${id}`);
    return item.name;
  };

/**
 * Every required answer of the personal details step for an applicant of `category`, the questions
 * read as `mode` words them (an agent's ask about the student).
 */
export async function fillPersonal(
  page: Page,
  lists: ReferenceLists,
  category: Category,
  mode: Mode = 'applicant',
) {
  const nameOf = namesIn(lists);
  const word = wordingFor(mode);
  await fillDomestic(page, nameOf, word);
  if (category === 'International') await fillInternational(page, nameOf, word);
}

/** Every required answer of an applicant's domestic form, chosen by the names of the real lists. */
async function fillDomestic(page: Page, nameOf: NameOf, word: Word) {
  await answer(page, word('Have you studied at TOP Education before?'), 'No');
  const personal = 'Personal Information';
  await inGroup(page, personal, 'Title').selectOption({ label: nameOf('titles', SampleIds.titleMs) });
  await inGroup(page, personal, 'Family Name').fill('Nguyen');
  await inGroup(page, personal, 'First Given Name').fill('Linh');
  await answer(page, word('Have you officially changed your name?'), 'No');
  await inGroup(page, personal, 'Gender').selectOption({
    label: nameOf('genders', SampleIds.genderFemale),
  });
  await inGroup(page, personal, 'Date of Birth').fill('1999-05-14');
  await inGroup(page, personal, 'Country of Birth').selectOption({ label: nameOf('countries', AUSTRALIA) });
  await answer(page, word('Is English your first language?'), 'Yes');
  await inGroup(page, 'Cultural Background', 'Language at Home').selectOption({
    label: nameOf('languages', SampleIds.english),
  });
  await answer(page, word('Do you hold an Australian visa?'), 'No');
  await fillContactAndAddresses(page, nameOf, word);
}

async function fillContactAndAddresses(page: Page, nameOf: NameOf, word: Word) {
  const contact = 'Contact Details';
  await inGroup(page, contact, 'Primary Email').fill('linh.nguyen@example.com');
  await inGroup(page, contact, 'Mobile Country Code').fill('61');
  await inGroup(page, contact, 'Mobile Number').fill('0412345678');
  const local = 'Local Address';
  await inGroup(page, local, 'State or Territory').selectOption({ label: nameOf('states', SampleIds.nsw) });
  await inGroup(page, local, 'Suburb').fill('Parramatta');
  await inGroup(page, local, 'Street Address Line 1').fill('10 Church Street');
  await inGroup(page, local, 'Postcode').fill('2150');
  const emergency = 'Emergency Contact';
  await inGroup(page, emergency, 'Title').selectOption({ label: nameOf('titles', SampleIds.titleMrs) });
  await inGroup(page, emergency, 'Family Name').fill('Nguyen');
  await inGroup(page, emergency, 'First Given Name').fill('Mai');
  await inGroup(page, emergency, 'Relationship').fill('Mother');
  await inGroup(page, emergency, 'Mobile Country Code').fill('61');
  await inGroup(page, emergency, 'Mobile Number').fill('0498765432');
  await inGroup(page, emergency, 'Country').selectOption({ label: nameOf('countries', AUSTRALIA) });
  await inGroup(page, emergency, 'State or Territory').selectOption({
    label: nameOf('states', SampleIds.nsw),
  });
  await inGroup(page, emergency, 'Suburb').fill('Parramatta');
  await inGroup(page, emergency, 'Street Address Line 1').fill('10 Church Street');
  await inGroup(page, emergency, 'Postcode').fill('2150');
  await answer(
    page,
    word(
      'Do you have a disability, impairment or long-term medical condition for which you need assistance?',
    ),
    'No',
  );
}

/** An international applicant: born in India, a student visa and a passport, an address in India. */
async function fillInternational(page: Page, nameOf: NameOf, word: Word) {
  const personal = 'Personal Information';
  await inGroup(page, personal, 'Family Name').fill('Sharma');
  await inGroup(page, personal, 'First Given Name').fill('Priya');
  await inGroup(page, personal, 'Date of Birth').fill('2001-09-30');
  await inGroup(page, personal, 'Country of Birth').selectOption({
    label: nameOf('countries', SampleIds.india),
  });
  await inGroup(page, personal, 'Year of Arrival in Australia').selectOption('2024');
  const citizenship = 'Citizenship/Visa Details';
  await inGroup(page, citizenship, 'Country of Citizenship').selectOption({
    label: nameOf('nationalities', SampleIds.india),
  });
  await inGroup(page, citizenship, 'Passport Number').fill('N1234567');
  await answer(page, word('Do you hold an Australian visa?'), 'Yes');
  await inGroup(page, citizenship, 'Visa Type').selectOption({
    label: nameOf('visaTypes', SampleIds.studentVisa),
  });
  await inGroup(page, citizenship, 'Visa Subclass Number').fill('500');
  await inGroup(page, citizenship, 'Visa Expiry Date').fill('2028-03-31');
  const abroad = 'International Address';
  await inGroup(page, abroad, 'Country').selectOption({ label: nameOf('countries', SampleIds.india) });
  await inGroup(page, abroad, 'Suburb').fill('Bandra West');
  await inGroup(page, abroad, 'Street Address Line 1').fill('12 Hill Road');
  await inGroup(page, abroad, 'Postcode').fill('400050');
}

type NamedList = 'courseTypes' | 'campusDict' | 'studyTermModeDict' | 'examVenueDict';

/** The course catalogue render/edit served, read as a person reads the course step's selects. */
export function inCatalogue(catalogue: CourseCatalogue) {
  const nameIn = (list: NamedList, id: number) => {
    const item = catalogue[list].find((entry) => entry.id === id);
    if (!item) throw new Error(`${list} has no item ${id}`);
    return item.name;
  };
  const campusNamed = (code: string) => {
    const campus = catalogue.campusDict.find((entry) => entry.code === code);
    if (!campus) throw new Error(`no campus ${code}`);
    return campus;
  };
  /** The offerings of a course at a campus, earliest first. */
  const offeringsOf = (courseCode: string, campusCode: string) =>
    catalogue.courseOfferings
      .filter(
        (offering) => offering.courseCode === courseCode && offering.campusId === campusNamed(campusCode).id,
      )
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
  /** The offering's option as the list shows it: 'BBUS Bachelor of Business (starts 2027-03-01)'. */
  const optionOf = (offering: CourseOffering) => ({
    label: `${offering.courseCode} ${offering.name} (starts ${offering.startDate})`,
  });
  /** Course Type, Campus, Course Offering of the first (group 'Course') or second application. */
  async function chooseOffering(
    page: Page,
    group: 'Course' | 'Second Application',
    offering: CourseOffering,
  ) {
    await inGroup(page, group, 'Course Type').selectOption({
      label: nameIn('courseTypes', offering.courseType),
    });
    await inGroup(page, group, 'Campus').selectOption({ label: nameIn('campusDict', offering.campusId) });
    await inGroup(page, group, 'Course Offering').selectOption(optionOf(offering));
  }
  return { nameIn, offeringsOf, optionOf, chooseOffering };
}
export type CatalogueNames = ReturnType<typeof inCatalogue>;

/**
 * The fewest answers the course step takes: the first Bachelor of Business in Sydney, the first study
 * term mode, no FEE-HELP (domestic) or the costs understood (international), no RPL, no scholarship;
 * the questions read as `mode` words them.
 */
export async function fillCourse(
  page: Page,
  catalogue: CourseCatalogue,
  category: Category,
  mode: Mode = 'applicant',
) {
  const { chooseOffering, nameIn, offeringsOf } = inCatalogue(catalogue);
  const word = wordingFor(mode);
  const [bachelor] = offeringsOf('BBUS', 'SYD');
  if (!bachelor) throw new Error('the demo catalogue has no Bachelor of Business in Sydney');
  await chooseOffering(page, 'Course', bachelor);
  await inGroup(page, 'Course', 'Study Term Mode').selectOption({
    label: nameIn('studyTermModeDict', catalogue.studyTermModeDict[0]?.id ?? 0),
  });
  if (category === 'Domestic') await answer(page, word('Do you want to apply for FEE-HELP?'), 'No');
  else await answer(page, word('Do you understand the costs of studying in Australia?'), 'Yes');
  await answer(page, word('Do you apply for recognition of prior learning (RPL)?'), 'No');
  await answer(page, word('Do you want to apply for a scholarship?'), 'No');
  return bachelor;
}
