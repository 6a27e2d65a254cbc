import { describe, expect, it } from 'vitest';
import * as courseFields from '../../src/domain/course/fields.ts';
import * as courseMessages from '../../src/domain/course/messages.ts';
import * as documentMessages from '../../src/domain/documents/messages.ts';
import type { Mode } from '../../src/domain/mode.ts';
import * as otherDetailsFields from '../../src/domain/other-details/fields.ts';
import * as otherDetailsMessages from '../../src/domain/other-details/messages.ts';
import * as personalFields from '../../src/domain/personal/fields.ts';
import * as personalMessages from '../../src/domain/personal/messages.ts';
import * as qualificationsFields from '../../src/domain/qualifications/fields.ts';
import * as qualificationsMessages from '../../src/domain/qualifications/messages.ts';
import { requiredMessage, StepMsg } from '../../src/domain/steps/messages.ts';
import { StepText, whoseFor, wordingFor } from '../../src/domain/steps/wording.ts';

const SECOND_PERSON = /\b(you|your|yours|yourself)\b/i;

/** Every `label` of a field table, walked generically: item tables (and label records) included. */
function labelsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) labelsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'label' && typeof inner === 'string') found.add(inner);
      else labelsIn(inner, found);
    }
  return found;
}

/** Every string value, however deep (a module's message objects). */
function stringsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) stringsIn(inner, found);
  return found;
}

const LABELS = [
  ...labelsIn([personalFields, courseFields, qualificationsFields, otherDetailsFields]),
  // the label records (personalLabels, rplItemLabels…) hold the same labels, by field
  ...stringsIn([
    personalFields.personalLabels,
    courseFields.applicationDetailsLabels,
    courseFields.rplItemLabels,
    qualificationsFields.qualificationsLabels,
    qualificationsFields.qualificationItemLabels,
    qualificationsFields.employmentItemLabels,
    otherDetailsFields.otherDetailsLabels,
  ]),
];

// StepSaveMsg is left out: its conflict message speaks to the person who opened the page, whoever it is.
const MESSAGES = [
  ...stringsIn([personalMessages, courseMessages, qualificationsMessages, otherDetailsMessages]),
  ...stringsIn([documentMessages, StepMsg]),
];

/** What a label's own '<Label> is required.' would read. */
const REQUIRED = LABELS.map(requiredMessage);

const TEXTS = Object.values(StepText);

const ALL = [...LABELS, ...MESSAGES, ...REQUIRED, ...TEXTS];

describe('the step texts worded about the student for agents and staff', () => {
  it('walks every field table, item tables included, and every step message', () => {
    expect(LABELS).toContain('Have you studied at TOP Education before?');
    expect(LABELS).toContain('Do you still work there?'); // an employment item's
    expect(LABELS).toContain('Previous Institution Name'); // an RPL item's
    expect(LABELS).toContain('Are you applying through an education agent?');
    expect(MESSAGES).toContain('Please say whether you have completed this qualification.');
    expect(LABELS.filter((label) => SECOND_PERSON.test(label)).length).toBeGreaterThan(30);
  });

  for (const mode of ['agent', 'staff'] satisfies Mode[]) {
    it(`says no you or your on the ${mode} screens`, () => {
      const word = wordingFor(mode);
      const unworded = ALL.filter((text) => SECOND_PERSON.test(word(text)));
      expect(unworded).toEqual([]);
    });
  }

  /** The figures a text gives (limits, sizes, counts): agents and staff are told the same ones. */
  const figures = (text: string) => text.match(/\d+(\.\d+)?/g) ?? [];

  for (const mode of ['agent', 'staff'] satisfies Mode[]) {
    it(`on the ${mode} screens, a text said to the student still says what it said: a question, its figures`, () => {
      const word = wordingFor(mode);
      const spoken = ALL.filter((text) => SECOND_PERSON.test(text));
      expect(spoken.length).toBeGreaterThan(40);
      for (const text of spoken) {
        const worded = word(text);
        expect(worded.trim(), text).not.toBe('');
        // a question stays a question, a sentence a sentence
        expect(worded.at(-1), text).toBe(text.at(-1));
        expect(figures(worded), text).toEqual(figures(text));
      }
    });

    it(`on the ${mode} screens, every question put to the student is asked about the student`, () => {
      const word = wordingFor(mode);
      const questions = LABELS.filter((label) => SECOND_PERSON.test(label) && label.endsWith('?'));
      for (const label of questions) expect(word(label), label).toMatch(/\bthe student\b/);
    });
  }

  it('says whose answers a step shows: the applicant’s own, the student’s to agents and staff', () => {
    expect(`${whoseFor('applicant')} qualifications`).toBe('your qualifications');
    expect(`${whoseFor('agent')} qualifications`).toBe("the student's qualifications");
    expect(`${whoseFor('staff')} qualifications`).toBe("the student's qualifications");
  });

  it('keeps the applicant wording word for word', () => {
    const word = wordingFor('applicant');
    for (const text of ALL) expect(word(text)).toBe(text);
  });

  it('words the questions of issue 11 about the student', () => {
    const word = wordingFor('agent');
    expect(word('Have you studied at TOP Education before?')).toBe(
      'Has the student studied at TOP Education before?',
    );
    expect(word('Is English your first language?')).toBe("Is English the student's first language?");
    expect(word('Do you hold an Australian visa?')).toBe('Does the student hold an Australian visa?');
    expect(word('Please say whether you have completed this qualification.')).toBe(
      'Please say whether the student has completed this qualification.',
    );
  });

  it("words a '<Label> is required.' message as its label", () => {
    const word = wordingFor('agent');
    for (const label of LABELS) expect(word(requiredMessage(label))).toBe(requiredMessage(word(label)));
  });

  it('leaves third-person texts and texts it does not know as they are', () => {
    const word = wordingFor('staff');
    expect(word('Family Name is required.')).toBe('Family Name is required.');
    expect(word('Campus')).toBe('Campus');
    expect(word('constructor')).toBe('constructor');
  });
});
