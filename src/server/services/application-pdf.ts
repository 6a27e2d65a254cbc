import PDFDocument from 'pdfkit';
import { readableDate } from '../../domain/answers/format.ts';

export interface PdfSection {
  title: string;
  rows: Array<[label: string, value: string]>;
}

export interface PdfInput {
  /** e.g. 'APP-2026-000123'; null when not submitted */
  reference: string | null;
  submittedAt: Date | null;
  category: 'Domestic' | 'International';
  status: string;
  applicantName: string;
  /** Check your answers' sections, the documents' among them. */
  sections: PdfSection[];
}

// Characters above Latin-1 that WinAnsi still has a code for (pdfkit maps them itself).
const WIN_ANSI_EXTRAS = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0) as number),
);

/**
 * The built-in fonts only encode WinAnsi, and pdfkit writes each code unit as unpadded hex:
 * anything else would come out as garbage (or break the string), so it becomes '?'.
 * Control characters are dropped; newlines stay because pdfkit lays them out as line breaks.
 */
function winAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0) as number;
    if (char === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (WIN_ANSI_EXTRAS.has(code)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += '?';
  }
  return out;
}

/** '4 March 2026, 05:06 UTC': the date as people read it (as on check your answers), and the time. */
function utcStamp(date: Date): string {
  const iso = date.toISOString();
  return `${readableDate(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

// 2 cm margins, and body text a little larger and looser than default so a printed copy reads easily.
const MARGIN = 56.7;
const BODY_SIZE = 11;
const LINE_GAP = 2;

/** The PDF bytes. */
export function renderApplicationPdf(input: PdfInput): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const title = winAnsi(input.reference ? `Application ${input.reference}` : 'Application');
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
    doc.lineGap(LINE_GAP);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const bottom = () => doc.page.height - doc.page.margins.bottom;
    const heading = (text: string) => {
      // Keep a heading with at least its first couple of lines rather than alone at a page foot.
      if (doc.y > bottom() - 60) doc.addPage();
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor('black').text(winAnsi(text));
      doc.moveDown(0.3);
    };
    const row = (label: string, value: string) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(BODY_SIZE)
        .text(`${winAnsi(label)}: `, { continued: true });
      // An empty continuation never ends the line, so the next row would overprint this one.
      doc.font('Helvetica').text(winAnsi(value).trim() || '—');
    };

    doc.font('Helvetica-Bold').fontSize(20).text(title);
    if (input.applicantName.trim()) doc.font('Helvetica').fontSize(13).text(winAnsi(input.applicantName));
    const meta = [input.category, input.status];
    if (input.submittedAt) meta.push(`Submitted ${utcStamp(input.submittedAt)}`);
    if (input.reference) meta.push(`Reference ${input.reference}`);
    doc
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(BODY_SIZE)
      .fillColor('#444444')
      .text(winAnsi(meta.join(' · ')));
    doc.fillColor('black');

    for (const section of input.sections) {
      heading(section.title);
      for (const [label, value] of section.rows) row(label, value);
    }

    doc.end();
  });
}
