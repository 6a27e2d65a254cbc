import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
function score(mutants: MutantRecord[]): string[] {
  const killed = mutants.filter((m) => DETECTED.has(m.status)).length;
  const survived = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const percent = killed + survived === 0 ? '–' : ((100 * killed) / (killed + survived)).toFixed(1);
  return [percent, String(killed), String(survived)];
}

/**
 * A markdown table laid out as Biome formats one (columns padded to their widest cell, right-aligned
 * columns marked `---:`), so a generated docs page passes `biome check` without a rewrite.
 */
export function markdownTable(header: string[], rightAligned: boolean[], rows: string[][]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const all = [header, ...rows].map((row) => header.map((_, i) => cell(row[i] ?? '')));
  const widths = header.map((_, i) => Math.max(3, ...all.map((row) => (row[i] as string).length)));
  const line = (row: string[]) =>
    `| ${row.map((text, i) => (rightAligned[i] ? text.padStart(widths[i] as number) : text.padEnd(widths[i] as number))).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (rightAligned[i] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  const [head, ...body] = all as [string[], ...string[][]];
  return [line(head), rule, ...body.map(line)].join('\n');
}

const SCORE_HEADER = ['score %', 'killed', 'survived'];
const RIGHT = [true, true, true];

function survivor(m: MutantRecord): string {
  const kind = [m.mutator, m.static && 'static', m.status === 'NoCoverage' && 'no coverage'].filter(Boolean);
  return `- ${m.file}:${m.line}:${m.column} (${kind.join(', ')}): \`${m.original}\` → \`${m.replacement}\``;
}

/** The folders the docs' table scores: the three targets, then src/domain's areas. */
const FOLDERS = [
  'machines/',
  'src/server/services/',
  'src/domain/',
  'src/domain/personal/',
  'src/domain/course/',
  'src/domain/steps/',
  'src/domain/qualifications/',
  'src/domain/applications/',
  'src/domain/backoffice/',
];

/** Each pass's stored result, from <out>/passes or from another folder of <pass>.json files (`--report=<dir>`). */
export function readPasses(
  out: string,
  passNames: string[],
  dir = `${out}/passes`,
): { name: string; record: PassRecord | null }[] {
  const stored = existsSync(dir) ? new Set(readdirSync(dir)) : new Set<string>();
  return passNames.map((name) => ({
    name,
    record: stored.has(`${name}.json`)
      ? (JSON.parse(readFileSync(`${dir}/${name}.json`, 'utf8')) as PassRecord)
      : null,
  }));
}

/** A pass that ran but measured nothing: its tests failed before any mutant, or nothing was mutated. */
export function unmeasured(record: PassRecord): string | null {
  if (record.error) return record.error;
  return record.mutants.length === 0 ? 'no mutant was made (nothing matched its mutate patterns)' : null;
}

function passRow(name: string, record: PassRecord | null): string[] {
  if (!record) return [name, 'never run', '', '', '', ''];
  const problem = unmeasured(record);
  const cells = problem ? [`NOT MEASURED: ${oneLine(problem)}`, '', ''] : score(record.mutants);
  return [name, ...cells, String(record.seconds), record.finishedAt.slice(0, 16).replace('T', ' ')];
}

/** The score per folder and per pass (with when each pass last ran), as markdown tables. */
export function scoreTables(passes: { name: string; record: PassRecord | null }[]): string {
  const records = passes.flatMap((p) => (p.record ? [p.record] : []));
  const mutants = records.flatMap((pass) => pass.mutants);
  const folderTable = markdownTable(
    ['folder', ...SCORE_HEADER, 'static mutants'],
    [false, ...RIGHT, true],
    FOLDERS.map((prefix) => {
      const inFolder = mutants.filter((m) => m.file.startsWith(prefix));
      return [prefix, ...score(inFolder), String(inFolder.filter((m) => m.static).length)];
    }),
  );
  const passTable = markdownTable(
    ['pass', ...SCORE_HEADER, 'seconds', 'finished (UTC)'],
    [false, ...RIGHT, true, false],
    [
      ...passes.map(({ name, record }) => passRow(name, record)),
      ['**all**', ...score(mutants), String(records.reduce((sum, p) => sum + p.seconds, 0)), ''],
    ],
  );
  return `${folderTable}\n\n${passTable}`;
}

/**
 * reports/mutation/summary.md from the latest result of each pass (a run of some passes keeps the
 * others' results): the score per file, per folder and per pass, and every surviving mutant.
 * Returns the tables to print.
 */
export function writeReport(out: string, passNames: string[], dir?: string): string {
  const passes = readPasses(out, passNames, dir);
  const mutants = passes.flatMap((p) => p.record?.mutants ?? []);
  const files = [...new Set(mutants.map((m) => m.file))].sort();
  const inFile = (file: string) => mutants.filter((m) => m.file === file);
  const fileTable = markdownTable(
    ['file', ...SCORE_HEADER, 'static mutants'],
    [false, ...RIGHT, true],
    files.map((file) => [file, ...score(inFile(file)), String(inFile(file).filter((m) => m.static).length)]),
  );
  const survivors = mutants.filter((m) => UNDETECTED.has(m.status)).map(survivor);
  const tables = `${fileTable}\n\n${scoreTables(passes)}`;
  mkdirSync(out, { recursive: true });
  writeFileSync(
    `${out}/summary.md`,
    `# Mutation score\n\n${tables}\n\n## Survivors (${survivors.length})\n\n${survivors.join('\n')}\n`,
  );
  return `${tables}\n\nSurvivors: ${survivors.length}, listed in ${out}/summary.md`;
}

const BEGIN = '<!-- mutation-scores:begin (written by npm run mutation; do not edit) -->';
const END = '<!-- mutation-scores:end -->';

/**
 * Replaces the generated block of docs/testing.md with the tables of the stored results, dated, so the
 * page shows what the last run measured rather than figures typed in by hand.
 */
export function writeDocsScores(
  doc: string,
  out: string,
  passNames: string[],
  note: string,
  dir?: string,
): void {
  const text = readFileSync(doc, 'utf8');
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${doc} has no ${BEGIN} … ${END} block`);
  const passes = readPasses(out, passNames, dir);
  const dates = passes.flatMap((p) => (p.record ? [p.record.finishedAt.slice(0, 10)] : [])).sort();
  const when =
    dates.length === 0
      ? 'no pass has run yet'
      : dates[0] === dates.at(-1)
        ? `run of ${dates[0]}`
        : `runs of ${dates[0]} to ${dates.at(-1)} (each pass's latest; see its date)`;
  const block = `${BEGIN}\n\nGenerated from the ${when}: ${note}\n\n${scoreTables(passes)}\n\n${END}`;
  writeFileSync(doc, `${text.slice(0, begin)}${block}${text.slice(end + END.length)}`);
}
