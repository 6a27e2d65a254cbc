import { describe, expect, it } from 'vitest';
import { type PdfInput, renderApplicationPdf } from '../../src/server/services/application-pdf.ts';
import { infoTitleOf, pageCount, textOf } from '../support/pdf-text.ts';

const input = (over: Partial<PdfInput> = {}): PdfInput => ({
  reference: 'APP-2026-000123',
  submittedAt: new Date('2026-03-04T05:06:07Z'),
  category: 'International',
  status: 'Submitted',
  applicantName: 'Ada Lovelace',
  sections: [
    {
      title: 'Personal details',
      rows: [
        ['First given name', 'Ada'],
        ['Qualifications 1 › Provider name', 'Analytical College'],
      ],
    },
    { title: 'Other details', rows: [['Needs visa', 'Yes']] },
    { title: 'Documents', rows: [['Passport', 'passport-scan.pdf']] },
  ],
  ...over,
});

describe('renderApplicationPdf', () => {
  it('writes a PDF whose text carries the title, name, submission date and reference, sections and rows', async () => {
    const pdf = await renderApplicationPdf(input());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain('Application APP-2026-000123');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(
      'International · Submitted · Submitted 4 March 2026, 05:06 UTC · Reference APP-2026-000123',
    );
    expect(text).toContain('Personal details');
    expect(text).toContain('Other details');
    expect(text).toContain('First given name: ');
    expect(text).toContain('Ada');
    expect(text).toContain('Qualifications 1 › Provider name: ');
    expect(text).toContain('Analytical College');
    expect(text).toContain('Documents');
    expect(text).toContain('Passport: ');
    expect(text).toContain('passport-scan.pdf');
    expect(infoTitleOf(pdf)).toBe('Application APP-2026-000123');
  });

  it('titles an unsubmitted copy plainly and leaves out the submitted time and the reference', async () => {
    const text = textOf(
      await renderApplicationPdf(input({ reference: null, submittedAt: null, status: 'Draft' })),
    );
    expect(text).toContain('Application');
    expect(text).toContain('International · Draft');
    expect(text.join('\n')).not.toContain('Submitted');
    expect(text.join('\n')).not.toContain('Reference');
  });

  it('prints characters the built-in fonts cannot encode as ? and drops control characters', async () => {
    const pdf = await renderApplicationPdf(
      input({ sections: [{ title: 'Names', rows: [['Preferred name', 'Ada 😀 李\u0001x']] }] }),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(textOf(pdf)).toContain('Ada ? ?x');
  });

  it('shows an empty value as a dash so the next row does not print over it', async () => {
    const text = textOf(
      await renderApplicationPdf(
        input({
          sections: [
            {
              title: 'Names',
              rows: [
                ['Middle name', ''],
                ['Family name', 'Lovelace'],
              ],
            },
          ],
        }),
      ),
    );
    expect(text.slice(text.indexOf('Middle name: '), text.indexOf('Lovelace') + 1)).toEqual([
      'Middle name: ',
      '—',
      'Family name: ',
      'Lovelace',
    ]);
  });

  it('wraps a very long value over more than one page', async () => {
    const long = 'lorem ipsum dolor '.repeat(300).slice(0, 5000);
    const short = await renderApplicationPdf(input());
    const pdf = await renderApplicationPdf(
      input({ sections: [{ title: 'Essay', rows: [['Statement', long]] }] }),
    );
    expect(pageCount(short)).toBe(1);
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(textOf(pdf)).toContain('Statement: ');
  });

  it('breaks a 5,000-character value with no spaces instead of running off the page', async () => {
    const pdf = await renderApplicationPdf(
      input({ sections: [{ title: 'Essay', rows: [['Statement', 'x'.repeat(5000)]] }] }),
    );
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(textOf(pdf).join('').split('x').length - 1).toBe(5000);
  });
});
