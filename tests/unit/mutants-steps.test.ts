import { describe, expect, it } from 'vitest';
import { maxLengthMessage, StepMsg } from '../../src/domain/steps/messages.ts';
import { applicationIdField, idNumber, shapeOf, slotsField } from '../../src/domain/steps/schema-fields.ts';
import { hasLoneSurrogate } from '../../src/domain/steps/text-safety.ts';

/**
 * Mutation-test companions (npm run mutation) for the step kit (src/domain/steps): the edges of text
 * safety, the messages of its zod fields and the spec's wording of a length limit.
 */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
};

describe('text safety: lone surrogates', () => {
  it.each([
    ['a pair at the top of the range (U+10FFFF)', '\u{10FFFF}'],
    ['an emoji', 'a😀b'],
    ['characters above the surrogates (fullwidth, private use)', 'ＡＢ\uE000\uFFFD'],
  ])('%s is storable', (_, text) => {
    expect(hasLoneSurrogate(text)).toBe(false);
  });

  it.each([
    ['two low halves', '\uDC00\uDC00'],
    ['a high half before a fullwidth letter', '\uD800Ａ'],
    ['a low half at the end', 'ab\uDFFF'],
    ['a high half at the end', 'ab\uDBFF'],
  ])('%s is not', (_, text) => {
    expect(hasLoneSurrogate(text)).toBe(true);
  });
});

describe('step kit fields', () => {
  it('a date or a year is one line: a tab inside is refused as in any single-line text', () => {
    const shape = shapeOf({ d: { kind: 'date', label: 'D' }, y: { kind: 'year', label: 'Y' } } as const);
    expect(firstMessage(shape.safeParse({ d: '2020\t01-01', y: '' }))).toBe(StepMsg.controlCharacters);
    expect(firstMessage(shape.safeParse({ d: '', y: '20\t20' }))).toBe(StepMsg.controlCharacters);
    expect(shape.safeParse({ d: '2020-01-01', y: '2020' }).success).toBe(true);
  });

  it('an id is a whole number from 1: anything else is not valid or not in the list', () => {
    expect(firstMessage(idNumber().safeParse(1.5))).toBe(StepMsg.invalid);
    expect(firstMessage(idNumber().safeParse('7'))).toBe(StepMsg.invalid);
    expect(firstMessage(idNumber().safeParse(0))).toBe(StepMsg.choiceNotInList);
    expect(firstMessage(slotsField().safeParse('7'))).toBe(StepMsg.invalid);
  });

  it('the application id is -1 (new) or from 1', () => {
    expect(applicationIdField().parse(1)).toBe(1);
    expect(applicationIdField().parse(-1)).toBe(-1);
    expect(applicationIdField().parse(null)).toBe(-1);
    expect(firstMessage(applicationIdField().safeParse(0))).toBe(StepMsg.invalid);
    expect(firstMessage(applicationIdField().safeParse('12'))).toBe(StepMsg.invalid);
  });

  it('a length limit reads as the spec writes it', () => {
    expect(maxLengthMessage(20)).toBe('It must be no more than 20 characters.');
  });
});
