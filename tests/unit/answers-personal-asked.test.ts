import { describe, expect, it } from 'vitest';
import { personalSections } from '../../src/domain/answers/personal.ts';
import type { PersonalDetailsForm } from '../../src/domain/personal/form.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import type { Category } from '../../src/domain/user.ts';

/**
 * Check your answers shows a personal question only when the step asked it (personal details spec
 * §4 "Conditional fields"): a dependent answer stored from before the controlling answer changed has
 * no row. Each case flips one controlling answer and looks for its dependants' rows.
 */
const nameOf = (list: string, id: number) => `${list} ${id}`;
function labels(category: Category, change: Partial<PersonalDetailsForm>, mode = 'applicant' as const) {
  const form = { ...samplePersonalDetails(category), ...change };
  return personalSections(form, category, mode, nameOf, (text) => text).flatMap((section) =>
    section.rows.map((row) => `${section.title}: ${row.label}`),
  );
}

describe('check your answers: only the personal questions asked', () => {
  it('name changed YES shows the previous family and given names; NO does not', () => {
    const previous = { previousFamilyName: 'Tran', previousGivenName: 'Thi' };
    const rows = ['Background: Previous Family Name', 'Background: Previous Given Name'];
    expect(labels('Domestic', { officialNameChanged: true, ...previous })).toEqual(
      expect.arrayContaining(rows),
    );
    for (const row of rows)
      expect(labels('Domestic', { officialNameChanged: false, ...previous })).not.toContain(row);
  });

  it('English first language NO shows First Language; YES does not', () => {
    expect(labels('International', { englishIsFirstLanguage: false })).toContain(
      'Background: First Language',
    );
    expect(labels('International', { englishIsFirstLanguage: true })).not.toContain(
      'Background: First Language',
    );
  });

  it('a visa held shows its type, subclass number and expiry; none held shows none of them', () => {
    const rows = [
      'Citizenship and Visa: Visa Type',
      'Citizenship and Visa: Visa Subclass Number',
      'Citizenship and Visa: Visa Expiry Date',
    ];
    expect(labels('International', { hasVisa: true })).toEqual(expect.arrayContaining(rows));
    const without = labels('International', { hasVisa: false });
    for (const row of rows) expect(without).not.toContain(row);
  });

  it('hides the year of arrival and the international address for Domestic', () => {
    const international = labels('International', {});
    expect(international).toContain('Background: Year of Arrival in Australia');
    expect(international.some((row) => row.startsWith('International Address: '))).toBe(true);
    const domestic = labels('Domestic', {
      dateArrivalAustralia: '2020',
      internationalAddressStreetLine1: '12 Hill Road',
      internationalAddressSuburb: 'Bandra West',
    });
    expect(domestic).not.toContain('Background: Year of Arrival in Australia');
    expect(domestic.some((row) => row.startsWith('International Address: '))).toBe(false);
  });

  it('studied before YES shows the Student ID; NO does not', () => {
    expect(labels('Domestic', { studiedAtTopEducation: true, studentNum: '1234567' })).toContain(
      'Study and Preferences: Student ID',
    );
    expect(labels('Domestic', { studiedAtTopEducation: false, studentNum: '1234567' })).not.toContain(
      'Study and Preferences: Student ID',
    );
  });

  it('a disability answered Yes shows its type, description and the advice question; No shows only the question', () => {
    const details = {
      disabilityType: [3],
      disabilityDescribe: 'Low vision',
      receiveAdviceOnDisabilityServices: true,
    };
    const yes = labels('Domestic', { needAssistanceFromDisabilityServices: true, ...details });
    expect(yes.filter((row) => row.startsWith('Disability: '))).toEqual([
      'Disability: Do you have a disability, impairment or long-term medical condition for which you need assistance?',
      'Disability: Disability Type',
      'Disability: Please describe your circumstances',
      'Disability: Would you like to receive advice on disability support services?',
    ]);
    const no = labels('Domestic', { needAssistanceFromDisabilityServices: false, ...details });
    expect(no.filter((row) => row.startsWith('Disability: '))).toEqual([
      'Disability: Do you have a disability, impairment or long-term medical condition for which you need assistance?',
    ]);
  });

  it('shows nothing for an application whose personal step was never saved', () => {
    expect(personalSections(null, 'Domestic', 'applicant', nameOf, (text) => text)).toEqual([]);
  });
});
