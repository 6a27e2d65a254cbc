import { describe, expect, it } from 'vitest';
import { formatReport, isComplete, type ReportRow } from '../support/model/report-table.ts';
import type { ModelRun } from '../support/model/run-model.ts';

const run: ModelRun = {
  name: 'summary',
  coverage: {
    states: { covered: 4, total: 4, missed: [] },
    transitions: { covered: 6, total: 6, missed: [] },
    sources: { covered: 9, total: 9, missed: [] },
  },
  paths: 3,
  shortest: 5,
  simple: 2,
  failures: [],
  checked: { covered: 4, total: 4, unchecked: [], unusedRules: [] },
};
const row = (ui: ReportRow['ui']): ReportRow => ({ source: 'summary.ts#summaryMachine', run, ui });

describe('npm run paths: the UI columns count only what passing replays covered (issues 28, 29)', () => {
  it('shows passed of the replays run, covered of the generated paths, and fails the row when one failed', () => {
    const failing = row({
      paths: 5,
      covered: 3,
      replays: 3,
      failed: ['[default] SUBMIT'],
      total: 4,
      unchecked: ['summary.done'],
    });
    const table = formatReport([failing]);
    expect(table).toContain('2/3 passed');
    expect(table).toContain('3/5 covered');
    expect(table).toContain('75%');
    expect(table).toContain('summary: UI replay failed: [default] SUBMIT');
    expect(table).toContain('summary: no passing UI replay checked summary.done');
    expect(table).toContain('summary: 2 generated paths not covered by a passing UI replay');
    expect(isComplete(failing)).toBe(false);
  });

  it('is complete only when every replay passed, covered every generated path and checked every state', () => {
    const passing = row({ paths: 5, covered: 5, replays: 3, failed: [], total: 4, unchecked: [] });
    const table = formatReport([passing]);
    expect(table).toContain('3/3 passed');
    expect(table).toContain('5/5 covered');
    expect(isComplete(passing)).toBe(true);
    // Replays that passed but left a generated path's check unmade: not complete.
    expect(isComplete(row({ ...passing.ui, paths: 5, covered: 4 } as ReportRow['ui']))).toBe(false);
  });

  it('reads a UI report without its failures or its replays (an older run) or none at all as not run', () => {
    expect(formatReport([row({ paths: 3, total: 4, unchecked: [] })])).toContain('not run');
    expect(isComplete(row({ paths: 3, total: 4, unchecked: [] }))).toBe(false);
    const beforeCover = row({ paths: 3, failed: [], total: 4, unchecked: [] });
    expect(formatReport([beforeCover])).toContain('not run');
    expect(isComplete(beforeCover)).toBe(false);
    expect(isComplete(row(null))).toBe(false);
  });
});
