import type { SummaryDetail } from '../../domain/applications/summary.ts';
import { yesNo } from '../../domain/course/summary.ts';
import type { Db } from '../db/connect.ts';
import { filesOf, typesOf } from './application-files.ts';
import { renderApplicationPdf, rowsOf } from './application-pdf.ts';
import { summaryOf } from './application-summary.ts';
import type { ApplicationRecord } from './applications.ts';

type Row = [string, string];

/** The summary's lines (spec §2 Summary screen), by name, as the applicant saw them before submitting. */
function summaryRows(summary: SummaryDetail): Row[] {
  const dates = (start: string | null, end: string | null) => (start && end ? `${start} to ${end}` : null);
  const mobile = [summary.mobileNumberCountryCode, summary.mobileNumber].filter(Boolean).join(' ');
  const address = [
    summary.localAddressStreetLine1,
    summary.localAddressSuburb,
    summary.localAddressStateName,
    summary.localAddressPostcode,
  ]
    .filter(Boolean)
    .join(', ');
  const rows: Array<[string, string | null]> = [
    ['Title', summary.titleName],
    ['First Given Name', summary.firstGivenName],
    ['Family Name', summary.familyName],
    ['Date of Birth', summary.birthDate],
    ['Gender', summary.genderName],
    ['Country of Birth', summary.countryOfBirth],
    ['Mobile Phone', mobile || null],
    ['Local Address', address || null],
    ['Application Type', summary.applicationType],
    ['Course', summary.courseName],
    ['Dates', dates(summary.courseStartDate, summary.courseEndDate)],
    ['Campus', summary.campusName],
    ['Second Application Type', summary.applicationType2],
    ['Second Course', summary.courseName2],
    ['Second Dates', dates(summary.courseStartDate2, summary.courseEndDate2)],
    ['Second Campus', summary.campusName2],
    ['Apply for RPL', yesNo(summary.needRpl)],
    ['Apply for Scholarship', yesNo(summary.applyScholarships)],
  ];
  return rows.filter((row): row is Row => row[1] != null && row[1] !== '');
}

/**
 * The PDF copy of an application (issue 10): the summary, every step's saved answers, the files'
 * names, the reference and the submission time.
 */
export async function applicationPdfOf(db: Db, record: ApplicationRecord): Promise<Buffer> {
  const [summary, files, types] = await Promise.all([
    summaryOf(db, record, null),
    filesOf(db, record.id),
    typesOf(db, record.category),
  ]);
  const steps: Array<[string, Record<string, unknown> | null]> = [
    ['Personal Details: all answers', record.personalDetails],
    ['Application: all answers', record.applicationDetails],
    ['Qualifications: all answers', record.qualifications],
    ['Other Details', record.otherDetails],
  ];
  return renderApplicationPdf({
    reference: record.reference,
    submittedAt: record.submittedAt,
    category: record.category,
    status: summary.status,
    applicantName: [summary.firstGivenName, summary.familyName].filter(Boolean).join(' '),
    sections: [
      { title: 'Summary', rows: summaryRows(summary) },
      ...steps.filter(([, answers]) => answers).map(([title, answers]) => ({ title, rows: rowsOf(answers) })),
    ],
    files: files.map((file) => ({
      type: types.allUploadTypes[file.fileType] ?? file.fileType,
      name: file.sourceName,
    })),
  });
}
