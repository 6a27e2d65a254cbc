import { describe, expect, it } from 'vitest';
import type { NameOf } from '../../src/domain/answers/types.ts';
import {
  changeInWords,
  choicesNamed,
  detailInWords,
  UNLISTED,
} from '../../src/domain/backoffice/change-words.ts';

/**
 * The history in words (issue 25 item 4): a save's change with the step's label and both sides as
 * check your answers words them — a listed id by its entry's name (never the id: 'an entry no longer
 * listed' when the list lost it), Yes/No, dates as people read them, text as typed; an entry's detail
 * with a document's caption, statuses by their labels and the due date readable.
 */
const COUNTRIES: Record<number, string> = { 13: 'Australia', 101: 'India' };
const nameOf: NameOf = (list, id) => (list === 'countries' ? (COUNTRIES[id] ?? null) : null);
const worded = (
  field: string,
  before: string | null,
  after: string | null,
  step: string | null = 'personal',
) => changeInWords(step, { field, before, after }, nameOf);

describe('a save’s change in words', () => {
  it('names a listed id by its entry, or as no longer listed, never by the id', () => {
    expect(worded('personalDetails.countryOfBirth', '13', '101')).toEqual({
      field: 'personalDetails.countryOfBirth',
      label: 'Country of Birth',
      before: 'Australia',
      after: 'India',
    });
    expect(worded('personalDetails.countryOfBirth', null, '999')).toMatchObject({
      before: null,
      after: UNLISTED,
    });
    expect(UNLISTED).toBe('an entry no longer listed');
  });

  it('says Yes and No for an answer, and a date as people read it', () => {
    expect(worded('personalDetails.agentShow', 'false', 'true')).toMatchObject({
      label: 'Do you have a nominated education agent?',
      before: 'No',
      after: 'Yes',
    });
    expect(worded('personalDetails.birthDate', '1999-05-14', '2001-04-09')).toMatchObject({
      label: 'Date of Birth',
      before: '14 May 1999',
      after: '9 April 2001',
    });
  });

  it('shows text, and what is not a choice, answer or date, as it was typed', () => {
    expect(worded('personalDetails.familyName', 'Ng', 'Nguyen')).toMatchObject({
      before: 'Ng',
      after: 'Nguyen',
    });
    expect(worded('personalDetails.agentShow', 'maybe', null)).toMatchObject({
      before: 'maybe',
      after: null,
    });
    expect(worded('personalDetails.countryOfBirth', 'Australia', null)).toMatchObject({
      before: 'Australia',
    });
    expect(worded('personalDetails.familyName', '13', '2000-01-01')).toMatchObject({
      before: '13',
      after: '2000-01-01',
    });
    expect(worded('personalDetails.birthDate', 'soon', null)).toMatchObject({ before: 'soon' });
    expect(worded('x.countryOfBirth', '13', null, null)).toMatchObject({
      before: '13',
      label: 'x.countryOfBirth',
    });
  });

  it('looks up every entry the changes name, both sides, and nothing else', () => {
    expect(
      choicesNamed('personal', [
        { field: 'personalDetails.countryOfBirth', before: '13', after: '101' },
        { field: 'personalDetails.countryOfBirth', before: null, after: 'Australia' },
        { field: 'personalDetails.familyName', before: '13', after: '14' },
      ]),
    ).toEqual([
      { list: 'countries', id: 13 },
      { list: 'countries', id: 101 },
    ]);
    expect(
      choicesNamed(null, [{ field: 'personalDetails.countryOfBirth', before: '13', after: null }]),
    ).toEqual([]);
  });
});

describe('an entry’s detail in words', () => {
  const captions = { TRANSCRIPT: 'Academic Transcript' };

  it('words a document’s kind, a decision’s statuses and its due date', () => {
    expect(
      detailInWords(
        {
          fileType: 'TRANSCRIPT',
          from: 'underReview',
          to: 'evidenceNeeded',
          dueDate: '2026-12-04',
          reason: 'Page 2',
        },
        captions,
      ),
    ).toEqual({
      fileType: 'Academic Transcript',
      from: 'Under Review',
      to: 'Evidence Needed',
      dueDate: '4 December 2026',
      reason: 'Page 2',
    });
  });

  it('names a kind without a caption an other document, keeps an unknown status, and adds nothing absent', () => {
    expect(detailInWords({ fileType: 'VISA', to: 'archived', from: null }, captions)).toEqual({
      fileType: 'Other document',
      to: 'archived',
      from: null,
    });
    expect(detailInWords({ name: 'passport.pdf' }, captions)).toEqual({ name: 'passport.pdf' });
  });
});
