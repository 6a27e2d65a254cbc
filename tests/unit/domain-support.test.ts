import { describe, expect, it } from 'vitest';
import { fillMsg, Msg } from '../../src/domain/messages.ts';
import { SUPPORT_DETAIL_TYPE } from '../../src/domain/support/detail-route.ts';
import { SUPPORT_MESSAGES, supportRequestSchema } from '../../src/domain/support/support.ts';

// Spec §5: type required, subject required, content at most 1000 (not required); §2 the route
// potentialdetailial takes the type supportonline.
describe('a new support request', () => {
  it('trims subject and content, and content defaults to empty', () => {
    expect(supportRequestSchema.parse({ type: 2, subject: '  Visa  ' })).toEqual({
      type: 2,
      subject: 'Visa',
      content: '',
    });
    expect(
      supportRequestSchema.parse({ type: 1, subject: 's'.repeat(100), content: ` ${'c'.repeat(1000)} ` }),
    ).toEqual({ type: 1, subject: 's'.repeat(100), content: 'c'.repeat(1000) });
  });

  it.each([
    [{ subject: 'Visa' }, { type: SUPPORT_MESSAGES.typeRequired }],
    [{ type: 0, subject: 'Visa' }, { type: SUPPORT_MESSAGES.typeRequired }],
    [{ type: 1.5, subject: 'Visa' }, { type: SUPPORT_MESSAGES.typeRequired }],
    [{ type: 1 }, { subject: SUPPORT_MESSAGES.subjectRequired }],
    [{ type: 1, subject: '   ' }, { subject: SUPPORT_MESSAGES.subjectRequired }],
    [{ type: 1, subject: 's'.repeat(101) }, { subject: SUPPORT_MESSAGES.subjectTooLong }],
    [{ type: 1, subject: 'Visa', content: 'c'.repeat(1001) }, { content: SUPPORT_MESSAGES.contentTooLong }],
  ])('refuses %j', (input, messages) => {
    const result = supportRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(Object.fromEntries(issues ?? [])).toEqual(messages);
  });

  it('the detail route takes the type supportonline', () => {
    expect(SUPPORT_DETAIL_TYPE).toBe('supportonline');
  });
});

describe('fillMsg', () => {
  it('fills each {name} it is given and leaves the others', () => {
    expect(fillMsg(Msg.resendTooSoon, { seconds: 42 })).toBe(
      'Please wait 42 seconds before requesting another code.',
    );
    expect(fillMsg('{a} and {b}, {a}', { a: 'x' })).toBe('x and {b}, x');
    expect(fillMsg('{ a } {a-b}', { a: 1 })).toBe('{ a } {a-b}');
  });
});
