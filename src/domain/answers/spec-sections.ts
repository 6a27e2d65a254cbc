import type { SummaryDetail } from '../applications/summary.ts';
import { readableDate } from './format.ts';
import type { AnswerSection } from './types.ts';

type Row = [label: string, value: string | null];

const joined = (separator: string, ...parts: (string | null | undefined)[]) => {
  const shown = parts.map((part) => part?.trim()).filter(Boolean);
  return shown.length ? shown.join(separator) : null;
};

/** Spec §2: YES or NO. */
const yesNo = (value: boolean | null) => (value === null ? null : value ? 'YES' : 'NO');

/** Spec §2: start to end, only when both are there. */
const dates = (start: string | null, end: string | null) =>
  start && end ? `${readableDate(start)} to ${readableDate(end)}` : null;

function personalRows(s: SummaryDetail): Row[] {
  const code = s.mobileNumberCountryCode ? `+${s.mobileNumberCountryCode.replace(/^\+/, '')}` : null;
  return [
    ['Title', s.titleName],
    ['First Given Name', s.firstGivenName],
    ['Family Name', s.familyName],
    ['Date of Birth', s.birthDate ? readableDate(s.birthDate) : null],
    ['Gender', s.genderName],
    ['Country of Birth', s.countryOfBirth],
    ['Mobile Phone', joined(' ', code, s.mobileNumber)],
    [
      'Local Address',
      joined(
        ', ',
        s.localAddressStreetLine1,
        s.localAddressSuburb,
        joined(' ', s.localAddressStateName, s.localAddressPostcode),
      ),
    ],
  ];
}

function applicationRows(s: SummaryDetail): Row[] {
  const rows: Row[] = [
    ['Application Type', s.applicationType],
    ['Course Name', s.courseName],
  ];
  const first = dates(s.courseStartDate, s.courseEndDate);
  if (first) rows.push(['Course Dates', first]);
  rows.push(['Campus', s.campusName]);
  if (s.applicationType2) {
    rows.push(['Second Application Type', s.applicationType2], ['Second Course Name', s.courseName2]);
    const second = dates(s.courseStartDate2, s.courseEndDate2);
    if (second) rows.push(['Second Course Dates', second]);
    rows.push(['Second Campus', s.campusName2]);
  }
  rows.push(['Apply for RPL', yesNo(s.needRpl)], ['Apply for Scholarship', yesNo(s.applyScholarships)]);
  return rows;
}

/** What a row of the spec's sections shows for a part no step has filled yet. */
export const NOT_PROVIDED = 'Not provided';

/**
 * The spec's two sections (§2 Summary screen), first on check your answers and in the PDF: every row
 * the spec lists, 'Not provided' where no step has filled it yet.
 */
export function specSections(summary: SummaryDetail): AnswerSection[] {
  const rows = (list: Row[]) => list.map(([label, value]) => ({ label, value: value ?? NOT_PROVIDED }));
  return [
    { title: 'Personal Details', step: 'personal', rows: rows(personalRows(summary)) },
    { title: 'Application', step: 'application', rows: rows(applicationRows(summary)) },
  ];
}
