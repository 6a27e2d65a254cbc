import { describe, expect, it } from 'vitest';
import { drawsStepScreen, isSavedApplication } from '../../src/domain/backoffice/application-page.ts';
import { STAFF_STEPS } from '../../src/domain/backoffice/routes.ts';

describe("the back office container's rules (the page, its machine and its early reads share them)", () => {
  it('shows and reads a status, history and duplicates only for a saved application, not a new one (-1)', () => {
    expect(isSavedApplication(1)).toBe(true);
    expect(isSavedApplication(4_817)).toBe(true);
    expect(isSavedApplication(-1)).toBe(false);
    expect(isSavedApplication(0)).toBe(false);
  });

  it('draws a step screen at each step of its breadcrumb from Personal to Summary, and none at Finish', () => {
    expect(STAFF_STEPS.filter(drawsStepScreen)).toEqual([
      'personal',
      'application',
      'qualifications',
      'documents',
      'summary',
    ]);
  });
});
