import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { isSignInSource, planFirstLoad, sizeOf } from '../../bench/first-load.ts';
import { formatTable } from '../../bench/table.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['screens/sign-in/sign-in-screen.tsx', 'screens/home/home-screen.tsx'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js', name: 'react' },
  '_form-c.js': { file: 'assets/form-c.js', name: 'form', imports: ['_react-b.js'] },
  '../../machines/sign-in.ts': { file: 'assets/machine-d.js', imports: ['_react-b.js'] },
  'screens/sign-in/sign-in-screen.tsx': {
    file: 'assets/sign-in-screen-e.js',
    src: 'screens/sign-in/sign-in-screen.tsx',
    isDynamicEntry: true,
    imports: ['_react-b.js', '_form-c.js', '../../machines/sign-in.ts'],
    css: ['assets/sign-in-e.css'],
  },
  'screens/home/home-screen.tsx': {
    file: 'assets/home-screen-f.js',
    src: 'screens/home/home-screen.tsx',
    isDynamicEntry: true,
    imports: ['_form-c.js'],
  },
};

describe('bench first-load plan', () => {
  it('takes the entry, its static imports, then the sign-in lazy chunk and its own imports, once each', () => {
    const plan = planFirstLoad(manifest);
    expect(plan.js.map(({ role, file }) => `${role}: ${file}`)).toEqual([
      'entry: assets/index-a.js',
      'entry import: assets/react-b.js',
      'sign-in lazy: assets/sign-in-screen-e.js',
      'sign-in import: assets/form-c.js',
      'sign-in import: assets/machine-d.js',
    ]);
    expect(plan.css).toEqual(['assets/index-a.css', 'assets/sign-in-e.css']);
    expect(plan.signInLazyFound).toBe(true);
  });

  it('says so when the sign-in screen has no lazy chunk of its own', () => {
    const { 'screens/sign-in/sign-in-screen.tsx': _signIn, ...rest } = manifest;
    const plan = planFirstLoad(rest);
    expect(plan.signInLazyFound).toBe(false);
    expect(plan.js.map(({ file }) => file)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  it('matches manifest keys (relative to src/web) by their folder under src/web/screens/sign-in/', () => {
    expect(isSignInSource('screens/sign-in/sign-in-screen.tsx')).toBe(true);
    expect(isSignInSource('screens/sign-in-help/x.tsx')).toBe(false);
    expect(isSignInSource('../../machines/sign-in.ts')).toBe(false);
  });

  it('lays out a table with numbers right-aligned', () => {
    expect(
      formatTable(
        ['part', 'size'],
        [
          ['entry', '1.0 KB'],
          ['css', '10.5 KB'],
        ],
        1,
      ),
    ).toBe(['part      size', '-----  -------', 'entry   1.0 KB', 'css    10.5 KB'].join('\n'));
  });

  it('counts gzip for the budget and, as sent, the brotli copy the build wrote (or the file when none)', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-size-'));
    try {
      mkdirSync(join(dist, 'assets'));
      const text = 'export const a = 1;\n'.repeat(200);
      writeFileSync(join(dist, 'assets', 'a.js'), text);
      writeFileSync(join(dist, 'assets', 'a.js.br'), 'x'.repeat(37));
      writeFileSync(join(dist, 'assets', 'b.js'), text);
      const gzip = gzipSync(text, { level: 9 }).length;
      expect(sizeOf(dist, 'assets/a.js')).toEqual({ bytes: text.length, gzip, sent: 37 });
      expect(sizeOf(dist, 'assets/b.js')).toEqual({ bytes: text.length, gzip, sent: text.length });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
