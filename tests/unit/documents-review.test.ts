import { describe, expect, it } from 'vitest';
import { markRequestSchema } from '../../src/domain/documents/mark-request.ts';
import {
  canPreview,
  evidenceReasonOf,
  MARK_LABELS,
  type ReviewFile,
  ReviewMsg,
} from '../../src/domain/documents/review.ts';

/**
 * Staff's checks of the documents (issue 25 item 6): a file marked Accepted or Needs replacing (with a
 * short reason, whitespace folded), which files a browser may preview, and the evidence request the
 * marks make — one line per file that needs replacing, in the files' order.
 */
describe('a document mark', () => {
  const issues = (request: unknown) => {
    const parsed = markRequestSchema.safeParse(request);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('is Accepted without a reason, or Needs replacing with one, whitespace folded', () => {
    expect(markRequestSchema.parse({ mark: 'accepted' })).toEqual({ mark: 'accepted', reason: '' });
    expect(markRequestSchema.parse({ mark: 'needsReplacing', reason: '  Page 2\n\n is  missing ' })).toEqual({
      mark: 'needsReplacing',
      reason: 'Page 2 is missing',
    });
    expect(MARK_LABELS).toEqual({ accepted: 'Accepted', needsReplacing: 'Needs replacing' });
  });

  it('refuses Needs replacing without a reason, a reason past 200 characters, and any other mark', () => {
    expect(issues({ mark: 'needsReplacing', reason: ' \n ' })).toEqual([
      ['reason', ReviewMsg.reasonRequired],
    ]);
    expect(issues({ mark: 'accepted', reason: 'x'.repeat(201) })).toEqual([
      ['reason', ReviewMsg.reasonTooLong],
    ]);
    expect(issues({ mark: 'accepted', reason: 'x'.repeat(200) })).toEqual([]);
    expect(issues({ mark: 'rejected' })).toEqual([['mark', ReviewMsg.markUnknown]]);
  });

  it('previews a PDF, a PNG and a JPEG; office files are downloaded', () => {
    expect(['application/pdf', 'image/png', 'image/jpeg'].every(canPreview)).toBe(true);
    expect(canPreview('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(false);
  });
});

describe('the evidence request the marks make', () => {
  const file = (id: number, caption: string, sourceName: string, mark: ReviewFile['mark']): ReviewFile => ({
    id,
    fileType: caption.toUpperCase(),
    caption,
    sourceName,
    insertTime: '2026-03-04T10:15:00.000Z',
    mediaType: 'application/pdf',
    previewable: true,
    mark,
  });
  const marked = (mark: 'accepted' | 'needsReplacing', reason: string) => ({
    mark,
    reason,
    at: '2026-03-05T09:00:00.000Z',
    by: 'Sam Staff',
  });

  it('lists each file that needs replacing, its kind, name and reason, in the files’ order', () => {
    expect(
      evidenceReasonOf([
        file(1, 'Passport', 'passport.pdf', marked('needsReplacing', 'The photo page is cut off')),
        file(2, 'Academic Transcript', 'transcript.pdf', marked('accepted', '')),
        file(3, 'English Test Result', 'ielts.pdf', null),
        file(4, 'Academic Transcript', 'page2.pdf', marked('needsReplacing', 'Unreadable')),
      ]),
    ).toBe(
      [
        'Please upload a new copy of:',
        '- Passport (passport.pdf): The photo page is cut off',
        '- Academic Transcript (page2.pdf): Unreadable',
      ].join('\n'),
    );
  });

  it('is empty when no file needs replacing', () => {
    expect(
      evidenceReasonOf([
        file(2, 'Passport', 'p.pdf', marked('accepted', '')),
        file(3, 'Visa', 'v.pdf', null),
      ]),
    ).toBe('');
  });
});
