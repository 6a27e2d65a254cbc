import { describe, expect, it } from 'vitest';
import { finishText, studentName, WHAT_HAPPENS_NEXT } from '../../src/domain/submission/finish-text.ts';

/**
 * The finish screen's confirmation panel and 'What happens next' (issue 23, the GOV.UK confirmation
 * panel pattern), worded for who reads it: applicants read about their own application; an agent
 * reads about the student they applied for, named as the confirmation mail names them.
 */
describe('finish text', () => {
  it("has GOV.UK's 'What happens next' heading", () => {
    expect(WHAT_HAPPENS_NEXT).toBe('What happens next');
  });

  it('names the student by given and family name, trimmed, else "the student"', () => {
    expect(studentName('  Mei ', ' Chen  ')).toBe('Mei Chen');
    expect(studentName('Mei', null)).toBe('Mei');
    expect(studentName(undefined, 'Chen')).toBe('Chen');
    expect(studentName('  ', '')).toBe('the student');
    expect(studentName(null, undefined)).toBe('the student');
  });

  it('tells an applicant about their own application: the mail, the review, where to follow it', () => {
    const text = finishText('applicant', 'Mei Chen');
    expect(text.referenceLabel).toBe('Your reference number');
    expect(text.forStudent).toBeNull();
    expect(text.next).toHaveLength(3);
    const [mail, review, follow] = text.next;
    expect(mail).toMatch(/^We have sent you a confirmation email with your reference number\.$/);
    expect(review).toMatch(/review your application/);
    expect(review).toMatch(/within 4 weeks/);
    expect(review).toMatch(/email you when its status changes/);
    expect(follow).toMatch(/status of your application at any time in My Applications\.$/);
    expect(text.next.join(' ')).not.toContain('Mei Chen');
  });

  it.each(['agent', 'staff'] as const)('tells %s about the named student in every line', (mode) => {
    const text = finishText(mode, 'Mei Chen');
    expect(text.referenceLabel).toBe('Reference number');
    expect(text.forStudent).toBe('Application for Mei Chen');
    expect(text.next).toHaveLength(3);
    const [mail, review, follow] = text.next;
    expect(mail).toBe('We have sent a confirmation email with the reference number to you and to Mei Chen.');
    expect(review).toMatch(/review the application/);
    expect(review).toMatch(/within 4 weeks/);
    expect(review).toMatch(/email you when its status changes/);
    expect(follow).toBe("You can see the status of Mei Chen's application at any time in My Applications.");
  });
});
