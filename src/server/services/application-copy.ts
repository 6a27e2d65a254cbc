import type { Mode } from '../../domain/mode.ts';
import type { Db } from '../db/connect.ts';
import { answerSectionsOf } from './application-answers.ts';
import { renderApplicationPdf } from './application-pdf.ts';
import { summaryOf } from './application-summary.ts';
import type { ApplicationRecord } from './applications.ts';

/**
 * The PDF copy of an application (issue 10, issue 23): the applicant's name, the reference and the
 * submission date at the top, then check your answers' sections with the same labels and values
 * (worded for the reader, `mode`; no ids, no question that was not asked, the Tax File Number masked),
 * the documents among them.
 */
export async function applicationPdfOf(db: Db, record: ApplicationRecord, mode: Mode): Promise<Buffer> {
  const summary = await summaryOf(db, record, null);
  const sections = await answerSectionsOf(db, record, summary, mode);
  return renderApplicationPdf({
    reference: record.reference,
    submittedAt: record.submittedAt,
    category: record.category,
    status: summary.status,
    applicantName: [summary.firstGivenName, summary.familyName].filter(Boolean).join(' '),
    sections: sections.map(({ title, rows }) => ({
      title,
      rows: rows.map(({ label, value }): [string, string] => [label, value]),
    })),
  });
}
