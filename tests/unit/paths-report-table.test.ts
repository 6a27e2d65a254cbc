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

describe('npm run paths: the UI column counts only paths that passed (issue 29)', () => {
  it('shows passed of replayed paths and fails the row when one failed', () => {
    const failing = row({ paths: 3, failed: ['[default] SUBMIT'], total: 4, unchecked: ['summary.done'] });
    const table = formatReport([failing]);
    expect(table).toContain('2/3 passed');
    expect(table).toContain('75%');
    expect(table).toContain('summary: UI replay failed: [default] SUBMIT');
    expect(table).toContain('summary: no passing UI replay checked summary.done');
    expect(isComplete(failing)).toBe(false);
  });

  it('is complete only when every UI path passed and checked every state', () => {
    const passing = row({ paths: 3, failed: [], total: 4, unchecked: [] });
    expect(formatReport([passing])).toContain('3/3 passed');
    expect(isComplete(passing)).toBe(true);
  });

  it('reads a UI report without its failures (an older run) or none at all as not run', () => {
    expect(formatReport([row({ paths: 3, total: 4, unchecked: [] })])).toContain('not run');
    expect(isComplete(row({ paths: 3, total: 4, unchecked: [] }))).toBe(false);
    expect(isComplete(row(null))).toBe(false);
  });
});
