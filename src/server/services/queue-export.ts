import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { QueueRow } from '../../domain/backoffice/types.ts';

/** The export's columns, in order: what the queue shows, plus the email and the category. */
const COLUMNS: ReadonlyArray<[header: string, value: (row: QueueRow) => string]> = [
  ['Id', (row) => String(row.id)],
  ['Reference', (row) => row.reference ?? ''],
  ['First Given Name', (row) => row.firstGivenName ?? ''],
  ['Family Name', (row) => row.familyName ?? ''],
  ['Email', (row) => row.mail ?? ''],
  ['Course', (row) => row.courseName ?? ''],
  ['Campus', (row) => row.campusName ?? ''],
  ['Category', (row) => row.category],
  ['Status', (row) => row.status],
  ['Submitted', (row) => row.submittedAt ?? ''],
  ['Evidence Due', (row) => row.evidenceDueDate ?? ''],
  ['Last Modified', (row) => row.updateTime],
];

export const EXPORT_HEADERS = COLUMNS.map(([header]) => header);
export const exportValues = (row: QueueRow) => COLUMNS.map(([, value]) => value(row));

/**
 * A cell as CSV writes it: quoted when it holds a comma, quote or line break; text a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP
 * "CSV injection"), since applicants type the names.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV (RFC 4180, CRLF, a BOM so spreadsheets read UTF-8), streamed as they are read. */
export function csvStream(rows: AsyncIterable<QueueRow>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${EXPORT_HEADERS.map(csvCell).join(',')}\r\n`;
      for await (const row of rows) yield `${exportValues(row).map(csvCell).join(',')}\r\n`;
    })(),
  );
}

/** The rows as an Excel workbook (exceljs's streaming writer: each row is written out as it comes). */
export function xlsxStream(rows: AsyncIterable<QueueRow>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Applications');
  void (async () => {
    sheet.addRow(EXPORT_HEADERS).commit();
    for await (const row of rows) sheet.addRow(exportValues(row)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
