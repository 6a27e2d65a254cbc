import { describe, expect, it } from 'vitest';
import { DRAFT_EXPIRY_MS, DRAFT_MAX_DEPTH, jsonDepth } from '../../src/domain/applications/drafts.ts';
import { toStatusKey } from '../../src/domain/applications/status.ts';
import { FLOW_STEPS, STEPS } from '../../src/domain/applications/steps.ts';

/**
 * Mutation-test companions (npm run mutation) for src/domain/applications: what the machines read off
 * the step list (tested there, not by the domain passes), a blank status, and how deep a draft nests.
 */
describe('the step list (spec §2 routes and breadcrumb; course spec §2 the older Other Details)', () => {
  it('every step between Start and Finish saves (or completes) and sends SAVED', () => {
    expect(FLOW_STEPS.filter((step) => step.saves).map((step) => step.key)).toEqual([
      'personal',
      'application',
      'qualifications',
      'other',
      'documents',
      'summary',
    ]);
  });

  it('every step but the older Other Details has a breadcrumb entry, Finish included', () => {
    expect(FLOW_STEPS.filter((step) => !step.inBreadcrumb).map((step) => step.key)).toEqual(['other']);
  });

  it('the older step is Other Details for both categories', () => {
    expect(STEPS.Domestic.other.label).toBe('Other Details');
    expect(STEPS.International.other.label).toBe('Other Details');
  });
});

describe('status spellings', () => {
  it.each(['   ', '\t'])('blank (%j) is no status', (value) => {
    expect(toStatusKey(value)).toBeNull();
  });
});

describe('jsonDepth: how deep a draft nests', () => {
  it.each([
    ['a scalar', 'text', 0],
    ['null', null, 0],
    ['an empty object', {}, 1],
    ['an empty list', [], 1],
    ['an object holding a list', { a: [] }, 2],
    ['the deepest branch', { a: 1, b: { c: [{}] }, d: [] }, 4],
  ])('%s: %i', (_, value, depth) => {
    expect(jsonDepth(value)).toBe(depth);
  });

  const nested = (depth: number): unknown => {
    let value: unknown = [];
    for (let i = 1; i < depth; i++) value = [value];
    return value;
  };

  it('a draft nested exactly DRAFT_MAX_DEPTH deep is within the limit; one level more is over it', () => {
    expect(jsonDepth(nested(DRAFT_MAX_DEPTH))).toBe(DRAFT_MAX_DEPTH);
    expect(jsonDepth({ form: nested(DRAFT_MAX_DEPTH - 1) })).toBe(DRAFT_MAX_DEPTH);
    expect(jsonDepth(nested(DRAFT_MAX_DEPTH + 1))).toBeGreaterThan(DRAFT_MAX_DEPTH);
  });

  it('stops counting past the limit: a pathologically deep value is measured without a deep descent', () => {
    expect(() => jsonDepth(nested(200_000))).not.toThrow();
    expect(jsonDepth(nested(200_000))).toBeGreaterThan(DRAFT_MAX_DEPTH);
  });
});

describe('a draft’s expiry (issue 8, "Leaving and coming back")', () => {
  it('is 30 days after the last change', () => {
    const lastChange = Date.UTC(2026, 10, 1, 9, 30);
    expect(new Date(lastChange + DRAFT_EXPIRY_MS).toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });
});
