import { describe, expect, it } from 'vitest';
import { documentSection } from '../../src/domain/answers/documents.ts';
import { maskTaxFileNumber, readableDate, yesNoWord } from '../../src/domain/answers/format.ts';

/**
 * Check your answers (issue 23) as a reader sees it: dates in words, Yes/No, the Tax File Number
 * masked to its last three characters, the documents one row per kind by its caption.
 */
describe('check your answers: values in words', () => {
  it.each([
    ['2000-05-17', '17 May 2000'],
    ['1999-01-04', '4 January 1999'],
    ['2026-12-31', '31 December 2026'],
    ['2000-13-01', '2000-13-01'],
    ['17/05/2000', '17/05/2000'],
    // Only a whole form date is worded: a time stamp or a date inside other text stays as it is.
    ['2000-05-17T09:30:00Z', '2000-05-17T09:30:00Z'],
    ['by 2000-05-17', 'by 2000-05-17'],
    ['', ''],
  ])('reads %j as %j', (iso, words) => {
    expect(readableDate(iso)).toBe(words);
  });

  it('says Yes and No', () => {
    expect([yesNoWord(true), yesNoWord(false)]).toEqual(['Yes', 'No']);
  });

  it.each([
    ['123456782', '••••••782'],
    [' 123456782 ', '••••••782'],
    ['', ''],
    ['   ', ''],
  ])('masks the Tax File Number %j as %j', (tfn, shown) => {
    expect(maskTaxFileNumber(tfn)).toBe(shown);
  });
});

describe('check your answers: the documents', () => {
  const captions = {
    PASSPORT: 'Passport',
    TRANSCRIPT: 'Academic Transcript',
    ENGLISH_TEST: 'English Test Result',
  };

  it('lists one row per kind, in the kinds’ order, with its files’ names', () => {
    const files = [
      { fileType: 'ENGLISH_TEST', sourceName: 'ielts.pdf' },
      { fileType: 'PASSPORT', sourceName: 'front.pdf' },
      { fileType: 'PASSPORT', sourceName: 'back.pdf' },
    ];
    expect(documentSection(files, captions)).toEqual([
      {
        title: 'Documents',
        step: 'documents',
        rows: [
          { label: 'Passport', value: 'front.pdf, back.pdf' },
          { label: 'English Test Result', value: 'ielts.pdf' },
        ],
      },
    ]);
  });

  it('names a file of a kind without a caption an other document, and shows no section without files', () => {
    expect(documentSection([{ fileType: 'VISA', sourceName: 'visa.pdf' }], captions)[0]?.rows).toEqual([
      { label: 'Other document', value: 'visa.pdf' },
    ]);
    expect(documentSection([], captions)).toEqual([]);
  });
});
