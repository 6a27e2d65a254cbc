import { describe, expect, it } from 'vitest';
import { type PdfInput, renderApplicationPdf, rowsOf } from '../../src/server/services/application-pdf.ts';
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
  ],
  files: [{ type: 'Passport', name: 'passport-scan.pdf' }],
  ...over,
});

describe('renderApplicationPdf', () => {
  it('writes a PDF whose text carries the title, meta line, sections, rows and documents', async () => {
    const pdf = await renderApplicationPdf(input());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain('Application APP-2026-000123');
    expect(text).toContain('International · Submitted · Submitted 2026-03-04 05:06 UTC');
    expect(text).toContain('Personal details');
    expect(text).toContain('Other details');
    expect(text).toContain('First given name: ');
    expect(text).toContain('Ada');
    expect(text).toContain('Qualifications 1 › Provider name: ');
    expect(text).toContain('Analytical College');
    expect(text).toContain('Documents');
    expect(text).toContain('Passport: ');
    expect(text).toContain('passport-scan.pdf');
    expect(text).not.toContain('No documents');
    expect(infoTitleOf(pdf)).toBe('Application APP-2026-000123');
  });

  it('titles an unsubmitted copy plainly, leaves out the submitted time and says there are no documents', async () => {
    const text = textOf(
      await renderApplicationPdf(input({ reference: null, submittedAt: null, status: 'Draft', files: [] })),
    );
    expect(text).toContain('Application');
    expect(text).toContain('International · Draft');
    expect(text.join('\n')).not.toContain('Submitted');
    expect(text).toContain('No documents');
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
    expect(textOf(pdf)).toContain('passport-scan.pdf');
  });

  it('breaks a 5,000-character value with no spaces instead of running off the page', async () => {
    const pdf = await renderApplicationPdf(
      input({ sections: [{ title: 'Essay', rows: [['Statement', 'x'.repeat(5000)]] }] }),
    );
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(textOf(pdf).join('').split('x').length - 1).toBe(5000);
  });
});

describe('rowsOf', () => {
  it('humanises keys, flattens objects and numbered arrays, and skips empty and bookkeeping values', () => {
    expect(
      rowsOf({
        id: 'x',
        version: 3,
        applicationId: 'a',
        firstGivenName: 'Ada',
        localAddressStreetLine1: '1 Main St',
        middleName: '',
        suffix: null,
        nickname: undefined,
        hasVisa: true,
        isAgent: false,
        ieltsScore: 7.5,
        homeAddress: { country: 'NZ', postCode: null, id: 'h' },
        qualifications: [
          { id: 'q1', providerName: 'Analytical College', yearCompleted: 1833 },
          { id: 'q2', providerName: 'Royal Institution' },
        ],
        languages: ['English', 'French'],
      }),
    ).toEqual([
      ['First given name', 'Ada'],
      ['Local address street line 1', '1 Main St'],
      ['Has visa', 'Yes'],
      ['Is agent', 'No'],
      ['Ielts score', '7.5'],
      ['Home address › Country', 'NZ'],
      ['Qualifications 1 › Provider name', 'Analytical College'],
      ['Qualifications 1 › Year completed', '1833'],
      ['Qualifications 2 › Provider name', 'Royal Institution'],
      ['Languages 1', 'English'],
      ['Languages 2', 'French'],
    ]);
  });

  it('gives no rows for missing answers', () => {
    expect(rowsOf(null)).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
    expect(rowsOf({})).toEqual([]);
  });
});
