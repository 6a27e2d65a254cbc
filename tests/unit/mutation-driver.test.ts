import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allPasses } from '../support/mutation/passes.ts';
import {
  type PassRecord,
  readPasses,
  savePass,
  unmeasured,
  writeDocsScores,
} from '../support/mutation/report.ts';
import { importedFolders, sandboxPatterns } from '../support/mutation/sandbox.ts';

const made: string[] = [];
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mutation-driver-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm run mutation: the sandbox holds what the tests import (issue 29)', () => {
  it('follows relative, aliased, dynamic and side-effect imports to every top-level folder', () => {
    const root = project({
      'tests/unit/a.test.ts': "import { b } from '../../bench/b.ts';\nimport 'vitest';\n",
      'bench/b.ts': "export { c } from '@/c';\nexport const d = () => import('../tools/d.ts');\n",
      'src/c.ts': "import '@machines/m.ts';\nexport const c = 1;\n",
      'machines/m.ts': 'export {};\n',
      'tools/d.ts': 'export {};\n',
      'docs/never.ts': 'export {};\n',
    });
    expect(importedFolders(['tests/unit/a.test.ts'], root)).toEqual([
      'bench',
      'machines',
      'src',
      'tests',
      'tools',
    ]);
    expect(sandboxPatterns(['tests/unit/a.test.ts'], root)).toEqual([
      '/*',
      '!/bench',
      '!/machines',
      '!/src',
      '!/tests',
      '!/tools',
      '!/package.json',
      '!/tsconfig.json',
    ]);
  });

  it('gives every domain pass bench/, which tests/unit/first-load-routes.test.ts imports', () => {
    const domain = allPasses().filter((pass) => pass.name.startsWith('domain-'));
    expect(domain.map((pass) => pass.name).sort()).toEqual([
      'domain-applications',
      'domain-backoffice',
      'domain-course',
      'domain-personal',
      'domain-qualifications',
      'domain-rest',
    ]);
    for (const pass of domain) {
      expect(pass.tests).toContain('tests/unit/first-load-routes.test.ts');
      // It imports src/domain by the @/ alias: the passes once left it out, and its kills with it.
      expect(pass.tests).toContain('tests/unit/change-label.test.ts');
      expect(sandboxPatterns(pass.tests)).toContain('!/bench');
    }
  });
});

describe('npm run mutation: the server services that decide things have passes (issue 28)', () => {
  it('scores decisions, submission, step saves, attempt windows and document checks, each by its API tests', () => {
    const server = Object.fromEntries(
      allPasses()
        .filter((pass) => pass.name.startsWith('server-'))
        .map((pass) => [pass.name, pass]),
    );
    const mutated = Object.values(server).flatMap((pass) => pass.mutate);
    for (const file of [
      'decisions.ts',
      'submission.ts',
      'step-save.ts',
      'attempt-windows.ts',
      'upload-check.ts',
      'document-upload.ts',
    ]) {
      expect(mutated).toContain(`src/server/services/${file}`);
    }
    for (const pass of Object.values(server)) {
      // Each area is scored by its API tests; a pure check may add its fast unit test beside them.
      expect(pass.tests.some((test) => /^tests\/api\/.+\.test\.ts$/.test(test))).toBe(true);
      for (const test of pass.tests) expect(test).toMatch(/^tests\/(api|unit)\/.+\.test\.ts$/);
      expect(sandboxPatterns(pass.tests)).toEqual(expect.arrayContaining(['!/src', '!/tests']));
    }
  });
});

describe('npm run mutation: a pass that cannot run is named, and the docs are generated', () => {
  const base = { seconds: 12, finishedAt: '2026-11-27T12:00:00.000Z' };
  const mutant = (status: string) => ({
    file: 'machines/x.ts',
    line: 1,
    column: 1,
    mutator: 'BooleanLiteral',
    original: 'true',
    replacement: 'false',
    status,
    static: true,
  });

  it('reads a failed dry run or a pass without mutants as not measured', () => {
    const failed: PassRecord = { ...base, name: 'a', error: 'There were failed tests', mutants: [] };
    const empty: PassRecord = { ...base, name: 'b', mutants: [] };
    const measured: PassRecord = { ...base, name: 'c', mutants: [mutant('Killed')] };
    expect(unmeasured(failed)).toBe('There were failed tests');
    expect(unmeasured(empty)).toMatch(/no mutant/);
    expect(unmeasured(measured)).toBeNull();
  });

  it('writes each pass score and its date between the markers of the docs page', () => {
    const root = project({
      'testing.md': [
        'before',
        '<!-- mutation-scores:begin (written by npm run mutation; do not edit) -->',
        'old figures',
        '<!-- mutation-scores:end -->',
        'after',
      ].join('\n'),
    });
    const out = join(root, 'out');
    // 3 killed + 1 timeout of 5 detected-or-not: 80.0%.
    const statuses = ['Killed', 'Killed', 'Killed', 'Timeout', 'Survived'];
    savePass(out, { ...base, name: 'sign-in' }, []);
    writeFileSync(
      join(out, 'passes/sign-in.json'),
      JSON.stringify({ ...base, name: 'sign-in', mutants: statuses.map(mutant) }),
    );
    writeFileSync(
      join(out, 'passes/domain-rest.json'),
      JSON.stringify({ ...base, name: 'domain-rest', error: 'There were failed tests', mutants: [] }),
    );
    writeDocsScores(join(root, 'testing.md'), out, ['domain-rest', 'sign-in', 'step'], 'a note.');
    const written = readFileSync(join(root, 'testing.md'), 'utf8');
    // The tables are laid out as Biome formats them (padded columns): compare their cells.
    const page = written.replace(/ {2,}/g, ' ');
    expect(page).not.toContain('old figures');
    expect(page.startsWith('before\n')).toBe(true);
    expect(page.endsWith('-->\nafter')).toBe(true);
    expect(page).toContain('Generated from the run of 2026-11-27: a note.');
    expect(page).toContain('| sign-in | 80.0 | 4 | 1 | 12 | 2026-11-27 12:00 |');
    expect(page).toContain('| domain-rest | NOT MEASURED: There were failed tests |');
    expect(page).toContain('| step | never run |');
    expect(page).toContain('| machines/ | 80.0 | 4 | 1 | 5 |');
  });

  it('writes tables that Biome leaves as they are, so `biome check .` passes after a run', () => {
    const root = project({
      'testing.md':
        '# Scores\n\n<!-- mutation-scores:begin (written by npm run mutation; do not edit) -->\n<!-- mutation-scores:end -->\n',
    });
    const out = join(root, 'out');
    mkdirSync(join(out, 'passes'), { recursive: true });
    writeFileSync(
      join(out, 'passes/a-much-longer-pass-name.json'),
      JSON.stringify({
        ...base,
        name: 'a-much-longer-pass-name',
        seconds: 1234,
        mutants: [mutant('Killed')],
      }),
    );
    writeFileSync(
      join(out, 'passes/b.json'),
      JSON.stringify({ ...base, name: 'b', error: 'failed | with a pipe', mutants: [] }),
    );
    writeDocsScores(join(root, 'testing.md'), out, ['a-much-longer-pass-name', 'b', 'c'], 'a note.');
    const page = readFileSync(join(root, 'testing.md'), 'utf8');
    const formatted = execFileSync('node_modules/.bin/biome', ['format', '--stdin-file-path=testing.md'], {
      input: page,
      encoding: 'utf8',
    });
    expect(page).toBe(formatted);
  });

  it('reads the results of a folder of <pass>.json files gathered from other runs (--report=<dir>)', () => {
    const root = project({
      'gathered/sign-in.json': JSON.stringify({ ...base, name: 'sign-in', mutants: [] }),
    });
    const passes = readPasses(join(root, 'out'), ['sign-in', 'step'], join(root, 'gathered'));
    expect(passes.map((p) => [p.name, p.record?.name ?? null])).toEqual([
      ['sign-in', 'sign-in'],
      ['step', null],
    ]);
  });
});

describe('npm run mutation: src/domain, split in passes', () => {
  it('mutates every file of src/domain in exactly one domain pass (but the sample form, which is data)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith('.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const domain = allPasses().filter((pass) => pass.name.startsWith('domain-'));
    for (const file of files('src/domain')) {
      const owners = domain.filter((pass) => {
        const included = pass.mutate.filter((p) => !p.startsWith('!')).some((p) => path.matchesGlob(file, p));
        const excluded = pass.mutate
          .filter((p) => p.startsWith('!'))
          .some((p) => path.matchesGlob(file, p.slice(1)));
        return included && !excluded;
      });
      expect([file, owners.length]).toEqual([file, file === 'src/domain/personal/sample.ts' ? 0 : 1]);
    }
  });
});
