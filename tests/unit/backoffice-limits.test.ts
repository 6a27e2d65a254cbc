import { DecisionMsg } from '../../src/domain/backoffice/messages.ts';
import { decisionRequestSchema, noteRequestSchema } from '../../src/domain/backoffice/requests.ts';

/**
 * Issue 28: the back office's own limits, typed here from docs/application-lifecycle.md (a reason of
 * at most 2,000 characters, a note of at most 4,000), exercised at their boundary on the schemas the
 * form and the server share.
 */
const messagesOf = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? [] : (parsed.error?.issues.map((issue) => issue.message) ?? []);

describe('back-office limits at their boundary', () => {
  it('a decision reason of 2,000 characters is taken; 2,001 is refused with its message', () => {
    const at = decisionRequestSchema.safeParse({ status: 'refused', reason: 'r'.repeat(2000) });
    const over = decisionRequestSchema.safeParse({ status: 'refused', reason: 'r'.repeat(2001) });
    expect(messagesOf(at)).not.toContain(DecisionMsg.reasonTooLong);
    expect(messagesOf(over)).toContain(DecisionMsg.reasonTooLong);
    expect(DecisionMsg.reasonTooLong).toBe('The reason can be at most 2000 characters.');
  });

  it('a note of 4,000 characters is taken; 4,001 is refused with its message', () => {
    const at = noteRequestSchema.safeParse({ content: 'n'.repeat(4000) });
    const over = noteRequestSchema.safeParse({ content: 'n'.repeat(4001) });
    expect(messagesOf(at)).toEqual([]);
    expect(messagesOf(over)).toContain(DecisionMsg.noteTooLong);
  });
});
