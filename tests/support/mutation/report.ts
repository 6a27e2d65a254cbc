import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { MutantResult } from '@stryker-mutator/api/core';

/** What is kept of a mutant: where, what, and what became of it. */
interface MutantRecord {
  file: string;
  line: number;
  column: number;
  mutator: string;
  original: string;
  replacement: string;
  status: string;
  static: boolean;
}

/** One pass's latest result, kept in reports/mutation/passes/<name>.json. */
export interface PassRecord {
  name: string;
  seconds: number;
  finishedAt: string;
  /** Why the pass measured nothing (its tests failed before any mutant). */
  error?: string;
  mutants: MutantRecord[];
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const oneLine = (text = '') => text.replace(/\s+/g, ' ').slice(0, 100);

function record(mutant: MutantResult): MutantRecord {
  const { start, end } = mutant.location;
  const lines = readFileSync(mutant.fileName, 'utf8').split('\n');
  const original =
    start.line === end.line
      ? lines[start.line - 1]?.slice(start.column - 1, end.column - 1)
      : `${lines[start.line - 1]?.slice(start.column - 1)}…`;
  return {
    file: relative(process.cwd(), mutant.fileName),
    line: start.line,
    column: start.column,
    mutator: mutant.mutatorName,
    original: oneLine(original),
    replacement: oneLine(mutant.replacement),
    status: mutant.status,
    static: mutant.static ?? false,
  };
}

export function savePass(out: string, pass: Omit<PassRecord, 'mutants'>, results: MutantResult[]): void {
  mkdirSync(`${out}/passes`, { recursive: true });
  const saved: PassRecord = { ...pass, mutants: results.map(record) };
  writeFileSync(`${out}/passes/${pass.name}.json`, JSON.stringify(saved));
}

/** Killed + timeout over killed + timeout + survived + no coverage (Stryker's mutation score). */
function score(mutants: MutantRecord[]) {
  const killed = mutants.filter((m) => DETECTED.has(m.status)).length;
  const survived = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const percent = killed + survived === 0 ? '–' : ((100 * killed) / (killed + survived)).toFixed(1);
  return `${percent} | ${killed} | ${survived}`;
}

function survivor(m: MutantRecord): string {
  const kind = [m.mutator, m.static && 'static', m.status === 'NoCoverage' && 'no coverage'].filter(Boolean);
  return `- ${m.file}:${m.line}:${m.column} (${kind.join(', ')}): \`${m.original}\` → \`${m.replacement}\``;
}

/**
 * reports/mutation/summary.md from the latest result of each pass (a run of some passes keeps the
 * others' results): the score per file, per folder and per pass, and every surviving mutant.
 * Returns the tables to print.
 */
export function writeReport(out: string, passNames: string[]): string {
  const stored = new Set(readdirSync(`${out}/passes`));
  const passes = passNames
    .filter((name) => stored.has(`${name}.json`))
    .map((name) => JSON.parse(readFileSync(`${out}/passes/${name}.json`, 'utf8')) as PassRecord);
  const mutants = passes.flatMap((pass) => pass.mutants);
  const files = [...new Set(mutants.map((m) => m.file))].sort();
  const inFile = (file: string) => mutants.filter((m) => m.file === file);
  const fileTable = [
    '| file | score % | killed | survived | static mutants |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...files.map(
      (file) => `| ${file} | ${score(inFile(file))} | ${inFile(file).filter((m) => m.static).length} |`,
    ),
    ...['machines/', 'src/domain/'].map(
      (prefix) => `| **${prefix}** | ${score(mutants.filter((m) => m.file.startsWith(prefix)))} | |`,
    ),
  ];
  const passTable = [
    '| pass | score % | killed | survived | seconds | finished |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...passes.map(
      (p) =>
        `| ${p.name} | ${p.error ? `not measured: ${oneLine(p.error)} | | ` : score(p.mutants)} | ${p.seconds} | ${p.finishedAt} |`,
    ),
    `| **all** | ${score(mutants)} | ${passes.reduce((sum, p) => sum + p.seconds, 0)} | |`,
  ];
  const survivors = mutants.filter((m) => UNDETECTED.has(m.status)).map(survivor);
  const tables = `${fileTable.join('\n')}\n\n${passTable.join('\n')}`;
  writeFileSync(
    `${out}/summary.md`,
    `# Mutation score\n\n${tables}\n\n## Survivors (${survivors.length})\n\n${survivors.join('\n')}\n`,
  );
  return `${tables}\n\nSurvivors: ${survivors.length}, listed in ${out}/summary.md`;
}
