import { describe, expect, it } from 'vitest';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { personalDetailsSchema } from '../../src/domain/personal/schema.ts';
import { fieldErrors } from '../../src/domain/schemas/errors.ts';
import { StepMsg } from '../../src/domain/steps/messages.ts';
import {
  applicationIdField,
  choiceField,
  choicesField,
  slotsField,
  textField,
} from '../../src/domain/steps/schema-fields.ts';
import { INT4_MAX, textProblem } from '../../src/domain/steps/text-safety.ts';

const CONTROL = StepMsg.controlCharacters;
const UNSTORABLE = StepMsg.unstorable;

// Every text field of every step: what JSON and PostgreSQL can store, and no invisible control bytes.
describe('textProblem', () => {
  it.each<[string, string, string | undefined, string | undefined]>([
    // name, text, single-line answer, multi-line answer
    ['plain text', 'Nguyễn Thị Linh', undefined, undefined],
    ['NUL', 'a\u0000b', CONTROL, CONTROL],
    ['bell (other C0)', 'a\u0007b', CONTROL, CONTROL],
    ['escape (other C0)', '\u001b[31m', CONTROL, CONTROL],
    ['unit separator (last C0)', 'a\u001f', CONTROL, CONTROL],
    ['DEL', 'a\u007fb', CONTROL, CONTROL],
    ['tab', 'a\tb', CONTROL, undefined],
    ['line feed', 'a\nb', CONTROL, undefined],
    ['carriage return', 'a\r\nb', CONTROL, undefined],
    ['vertical tab', 'a\u000bb', CONTROL, CONTROL],
    ['space and symbols', ' ~!@#$%^&*()_+{}|:"<>?', undefined, undefined],
    ['lone high surrogate', 'a\uD800b', UNSTORABLE, UNSTORABLE],
    ['lone high surrogate at the end', 'a\uD83D', UNSTORABLE, UNSTORABLE],
    ['lone low surrogate', 'a\uDC00b', UNSTORABLE, UNSTORABLE],
    ['reversed pair', '\uDE00\uD83D', UNSTORABLE, UNSTORABLE],
    ['emoji (a valid pair)', 'I ❤ 😀 🇦🇺', undefined, undefined],
    ['CJK beyond the basic plane', '𠀋𡈽', undefined, undefined],
  ])('%s', (_name, text, singleLine, multiLine) => {
    expect(textProblem(text, false)).toBe(singleLine);
    expect(textProblem(text, true)).toBe(multiLine);
  });
});

const parse = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error?.issues[0]?.message;
};

describe('the kit’s zod builders', () => {
  it.each<[string, unknown, string]>([
    ['single-line text with NUL', 'x\u0000', CONTROL],
    ['single-line text with a tab inside', 'a\tb', CONTROL],
    ['single-line text with a trailing line break (trimmed)', 'Smith\n', 'ok'],
    ['single-line text with a lone surrogate', '\uDFFF', UNSTORABLE],
    ['null text', null, 'ok'],
  ])('text: %s', (_name, value, answer) => {
    expect(parse(textField(false), value)).toBe(answer);
  });

  it('multi-line text keeps tabs and line breaks, refuses NUL', () => {
    expect(textField(true).parse(' a\n\tb ')).toBe('a\n\tb');
    expect(parse(textField(true), 'a\u0000')).toBe(CONTROL);
  });

  it.each<[unknown, string]>([
    [1, 'ok'],
    [INT4_MAX, 'ok'],
    [INT4_MAX + 1, StepMsg.choiceNotInList],
    [Number.MAX_SAFE_INTEGER, StepMsg.choiceNotInList],
    [0, StepMsg.choiceNotInList],
    [-5, StepMsg.choiceNotInList],
    [1.5, StepMsg.invalid],
    ['7', StepMsg.invalid],
    [null, 'ok'],
  ])('an id %j → %s', (value, answer) => {
    expect(parse(choiceField(), value)).toBe(answer);
    expect(parse(choicesField(), value === null ? null : [value])).toBe(answer);
    expect(parse(slotsField(), [value])).toBe(answer);
  });

  it.each<[unknown, string]>([
    [-1, 'ok'],
    [5, 'ok'],
    [INT4_MAX, 'ok'],
    [INT4_MAX + 1, StepMsg.numberTooLarge],
    [0, StepMsg.invalid],
    [-2, StepMsg.invalid],
  ])('an application id %j → %s', (value, answer) => {
    expect(parse(applicationIdField(), value)).toBe(answer);
  });
});

describe('personal details get the same safety from the kit', () => {
  const options = { mode: 'applicant', category: 'Domestic', now: () => new Date(2026, 5, 1) } as const;
  const errors = (change: object) => {
    const result = personalDetailsSchema(options).safeParse({
      ...samplePersonalDetails('Domestic'),
      ...change,
    });
    return result.success ? {} : fieldErrors(result.error);
  };

  it.each<[object, Record<string, string>]>([
    [{}, {}],
    [{ familyName: 'Ng\u0000uyen' }, { familyName: CONTROL }],
    [{ localAddressStreetLine1: '10\tChurch St' }, { localAddressStreetLine1: CONTROL }],
    [
      {
        disabilityDescribe: 'Line one\nline two',
        needAssistanceFromDisabilityServices: true,
        disabilityType: [1],
      },
      {},
    ],
    [{ firstGivenName: 'Li\uD800nh' }, { firstGivenName: UNSTORABLE }],
    [{ familyName: 'Nguyễn 😀' }, {}],
    [{ title: INT4_MAX + 1 }, { title: StepMsg.choiceNotInList }],
    [{ disabilityType: [3_000_000_000] }, { 'disabilityType.0': StepMsg.choiceNotInList }],
    [{ applicationId: 2 ** 31 }, { applicationId: StepMsg.numberTooLarge }],
  ])('%j → %j', (change, expected) => {
    expect(errors(change)).toEqual(expected);
  });
});
