import { describe, expect, it } from 'vitest';
import { addDays, isOffered, isoDate } from '../../src/domain/course/calendar.ts';
import { weeksBetween } from '../../src/domain/steps/dates.ts';

// Spec §9: the date format used in forms is yyyy-MM-dd; the catalogue's dates are local calendar dates.
describe('catalogue calendar dates', () => {
  it('writes a moment as its local yyyy-MM-dd, zero-padded', () => {
    expect(isoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(isoDate(new Date(2024, 11, 31))).toBe('2024-12-31');
  });

  it('adds and subtracts days across months and years', () => {
    expect(addDays('2024-01-30', 3)).toBe('2024-02-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-06-15', 0)).toBe('2024-06-15');
  });

  it('offers an offering until its start date has passed, on that date included', () => {
    expect(isOffered({ startDate: '2024-06-15' }, '2024-06-14')).toBe(true);
    expect(isOffered({ startDate: '2024-06-15' }, '2024-06-15')).toBe(true);
    expect(isOffered({ startDate: '2024-06-15' }, '2024-06-16')).toBe(false);
  });
});

describe('weeksBetween (course spec §9: provider study duration in weeks, rounded up)', () => {
  it.each([
    ['2025-01-06', '2025-01-06', 1],
    ['2025-01-06', '2025-01-10', 1],
    ['2025-01-06', '2025-01-13', 1],
    ['2025-01-06', '2025-01-14', 2],
    ['2025-01-06', '2025-03-28', 12],
    ['2024-02-26', '2024-03-04', 1],
    ['2025-03-30', '2025-10-05', 27],
  ])('%s to %s is %i weeks', (start, end, weeks) => {
    expect(weeksBetween(start, end)).toBe(weeks);
  });

  it('has no duration when a date is not a real one or the end comes first', () => {
    expect(weeksBetween('2025-02-30', '2025-03-10')).toBeNull();
    expect(weeksBetween('2025-03-10', '')).toBeNull();
    expect(weeksBetween('2025-03-10', '2025-03-09')).toBeNull();
  });
});
