import { describe, expect, it } from 'vitest';
import { DecisionMsg } from '../../src/domain/backoffice/messages.ts';
import {
  decisionRequestSchema,
  evidenceAnswerSchema,
  noteRequestSchema,
  offerAnswerSchema,
  queueRequestSchema,
} from '../../src/domain/backoffice/requests.ts';

/**
 * The back office's request bodies (issue 29 item 2: src/domain/backoffice/requests.ts), as
 * docs/api.md "Back office calls" describes them: the queue's filters and page (1–100, default 20), a
 * decision's status, version, reason (line breaks kept) and due date (yyyy-MM-dd), a note of 1–4000
 * characters, and the applicant's answers (accept or decline, from a version).
 */
const ok = (parsed: { success: boolean }) => parsed.success;
const messagesOf = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? [] : (parsed.error?.issues.map((issue) => issue.message) ?? []);

describe('the queue request', () => {
  it('takes an empty body, a page of 20 by default', () => {
    const parsed = queueRequestSchema.parse({});
    expect(parsed.pageSize).toBe(20);
  });

  it('takes pages of 1 to 100 and campus or course of up to 100 characters', () => {
    expect(ok(queueRequestSchema.safeParse({ pageSize: 1 }))).toBe(true);
    expect(ok(queueRequestSchema.safeParse({ pageSize: 100 }))).toBe(true);
    expect(ok(queueRequestSchema.safeParse({ pageSize: 0 }))).toBe(false);
    expect(ok(queueRequestSchema.safeParse({ pageSize: 101 }))).toBe(false);
    expect(ok(queueRequestSchema.safeParse({ campus: 'c'.repeat(100), course: 'k'.repeat(100) }))).toBe(true);
    expect(ok(queueRequestSchema.safeParse({ campus: 'c'.repeat(101) }))).toBe(false);
    expect(ok(queueRequestSchema.safeParse({ course: 'k'.repeat(101) }))).toBe(false);
  });
});

describe('the decision request', () => {
  it('names a known status, any spelling, or is refused asking for one', () => {
    expect(decisionRequestSchema.parse({ status: 'refused' }).status).toBe('refused');
    expect(messagesOf(decisionRequestSchema.safeParse({ status: 'nonsense' }))).toEqual([
      DecisionMsg.statusUnknown,
    ]);
    expect(messagesOf(decisionRequestSchema.safeParse({}))).toEqual([DecisionMsg.statusUnknown]);
  });

  it('keeps the reason’s line breaks (as one kind) and drops the spaces around it', () => {
    const parsed = decisionRequestSchema.parse({ status: 'refused', reason: '  first\r\nsecond\rthird  ' });
    expect(parsed.reason).toBe('first\nsecond\nthird');
  });

  it('takes a version that is a whole number from 0 on', () => {
    expect(decisionRequestSchema.parse({ status: 'refused', version: 0 }).version).toBe(0);
    expect(ok(decisionRequestSchema.safeParse({ status: 'refused', version: -1 }))).toBe(false);
    expect(ok(decisionRequestSchema.safeParse({ status: 'refused', version: 1.5 }))).toBe(false);
  });

  it('reads a blank due date as none and refuses one that is not a yyyy-MM-dd date', () => {
    expect(decisionRequestSchema.parse({ status: 'evidenceNeeded', dueDate: '' }).dueDate).toBeUndefined();
    expect(decisionRequestSchema.parse({ status: 'evidenceNeeded', dueDate: '2030-02-28' }).dueDate).toBe(
      '2030-02-28',
    );
    expect(
      messagesOf(decisionRequestSchema.safeParse({ status: 'evidenceNeeded', dueDate: '2030-02-30' })),
    ).toEqual([DecisionMsg.dueDateInvalid]);
  });
});

describe('the note and the applicant’s answers', () => {
  it('a note is 1 to 4000 characters after trimming; blank asks for it', () => {
    expect(noteRequestSchema.parse({ content: '  checked  ' }).content).toBe('checked');
    expect(messagesOf(noteRequestSchema.safeParse({ content: '   ' }))).toEqual([DecisionMsg.noteRequired]);
    expect(messagesOf(noteRequestSchema.safeParse({}))).toEqual([DecisionMsg.noteRequired]);
  });

  it('an offer is accepted or declined, nothing else', () => {
    expect(offerAnswerSchema.parse({ answer: 'accept', version: 3 })).toEqual({
      answer: 'accept',
      version: 3,
    });
    expect(offerAnswerSchema.parse({ answer: 'decline' }).answer).toBe('decline');
    expect(messagesOf(offerAnswerSchema.safeParse({ answer: 'maybe' }))).toEqual([DecisionMsg.statusUnknown]);
  });

  it('evidence sent back carries the version the summary loaded', () => {
    expect(evidenceAnswerSchema.parse({ version: 4 })).toEqual({ version: 4 });
    expect(ok(evidenceAnswerSchema.safeParse({ version: -1 }))).toBe(false);
  });
});
