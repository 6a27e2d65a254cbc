import { describe, expect, it } from 'vitest';
import { NOT_PROVIDED, specSections } from '../../src/domain/answers/spec-sections.ts';
import { summaryDetail } from '../support/model/summary-fixtures.ts';

/**
 * The spec's two sections of the summary (spec §2 Summary screen), first on check your answers:
 * Personal Details (mobile phone as country code plus number, local address as street, suburb, state,
 * postcode) and Application (start-to-end dates only when both are there, a second application's
 * rows only when it exists, RPL and scholarship as YES/NO); 'Not provided' for what no step filled.
 */
const rowsOf = (sections: ReturnType<typeof specSections>) =>
  sections.map(({ title, step, rows }) => [
    title,
    step,
    rows.map(({ label, value }) => `${label}: ${value}`),
  ]);

describe('check your answers: the spec’s sections', () => {
  it('shows every row the spec lists, in its words', () => {
    expect(rowsOf(specSections(summaryDetail()))).toEqual([
      [
        'Personal Details',
        'personal',
        [
          'Title: Ms',
          'First Given Name: Amelia',
          'Family Name: Ng',
          'Date of Birth: 9 April 2001',
          'Gender: Female',
          'Country of Birth: Australia',
          'Mobile Phone: +61 412345678',
          'Local Address: 12 Wattle Street, Carlton, VIC 3053',
        ],
      ],
      [
        'Application',
        'application',
        [
          'Application Type: Higher Education',
          'Course Name: Bachelor of Nursing',
          'Course Dates: 23 February 2026 to 27 November 2028',
          'Campus: Melbourne',
          'Apply for RPL: YES',
          'Apply for Scholarship: NO',
        ],
      ],
    ]);
  });

  it('shows a second application’s rows when it exists, its dates only when both are there', () => {
    const detail = summaryDetail('editing', 'Domestic', {
      applicationType2: 'Vocational',
      courseName2: 'Diploma of Nursing',
      courseStartDate2: '2026-07-13',
      courseEndDate2: null,
      campusName2: null,
      mobileNumberCountryCode: '+61',
      localAddressStateName: null,
      localAddressSuburb: '  ',
    });
    const [personal, application] = specSections(detail);
    expect(personal?.rows.slice(6).map((row) => row.value)).toEqual([
      '+61 412345678',
      '12 Wattle Street, 3053',
    ]);
    expect(application?.rows.map(({ label, value }) => `${label}: ${value}`).slice(3, 7)).toEqual([
      'Campus: Melbourne',
      'Second Application Type: Vocational',
      'Second Course Name: Diploma of Nursing',
      `Second Campus: ${NOT_PROVIDED}`,
    ]);
  });

  it('shows a second application’s start-to-end dates when both are there', () => {
    const detail = summaryDetail('editing', 'Domestic', {
      applicationType2: 'Vocational',
      courseName2: 'Diploma of Nursing',
      courseStartDate2: '2026-07-13',
      courseEndDate2: '2027-06-25',
      campusName2: 'Sydney',
    });
    const application = specSections(detail)[1];
    expect(application?.rows.map(({ label, value }) => `${label}: ${value}`).slice(4, 8)).toEqual([
      'Second Application Type: Vocational',
      'Second Course Name: Diploma of Nursing',
      'Second Course Dates: 13 July 2026 to 25 June 2027',
      'Second Campus: Sydney',
    ]);
  });

  it('says Not provided for what no step has filled, and leaves out dates not both there', () => {
    const empty = summaryDetail('editing', 'Domestic', {
      titleName: null,
      birthDate: null,
      mobileNumberCountryCode: null,
      mobileNumber: null,
      localAddressStreetLine1: null,
      localAddressSuburb: null,
      localAddressStateName: null,
      localAddressPostcode: null,
      courseStartDate: '2026-02-23',
      courseEndDate: null,
      needRpl: null,
      applyScholarships: null,
    } as never);
    const rows = specSections(empty).flatMap((section) =>
      section.rows.map(({ label, value }) => `${label}: ${value}`),
    );
    expect(NOT_PROVIDED).toBe('Not provided');
    expect(rows).toEqual(
      expect.arrayContaining([
        'Title: Not provided',
        'Date of Birth: Not provided',
        'Mobile Phone: Not provided',
        'Local Address: Not provided',
        'Apply for RPL: Not provided',
        'Apply for Scholarship: Not provided',
      ]),
    );
    expect(rows.some((row) => row.startsWith('Course Dates'))).toBe(false);
    expect(rows.some((row) => row.startsWith('Second'))).toBe(false);
  });
});
