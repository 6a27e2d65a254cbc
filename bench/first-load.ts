import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { formatTable } from './table.ts';

/** First-load JavaScript of the sign-in route (/), measured from Vite's build manifest. */

export type Role = 'entry' | 'entry import' | 'sign-in lazy' | 'sign-in import';
export interface PlannedFile {
  role: Role;
  key: string;
  file: string;
}
export interface FirstLoadPlan {
  js: PlannedFile[];
  css: string[];
  /** False when no lazy chunk came from the sign-in folder (the screen is then inside the entry). */
  signInLazyFound: boolean;
}

/** Manifest keys are relative to Vite's root (src/web); this matches the sign-in screen's folder. */
export function isSignInSource(key: string, webRoot = 'src/web'): boolean {
  return posix.join(webRoot, key).startsWith('src/web/screens/sign-in/');
}

/**
 * The entry chunk and its static imports (recursively), then the sign-in screen's lazy chunk and
 * whatever it statically imports that the entry did not already bring: what the browser must fetch
 * before the sign-in form can render. Each chunk counted once.
 */
export function planFirstLoad(
  manifest: Manifest,
  signIn: (key: string) => boolean = isSignInSource,
): FirstLoadPlan {
  const seen = new Set<string>();
  const js: PlannedFile[] = [];
  const css = new Set<string>();
  const visit = (key: string, role: Role, importRole: Role) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.push({ role, key, file: chunk.file });
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported, importRole, importRole);
  };
  const entry = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && manifest[key]?.file.endsWith('.js'),
  );
  if (!entry) throw new Error('first-load: the manifest has no JavaScript entry chunk');
  visit(entry, 'entry', 'entry import');
  const lazy = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && signIn(key));
  for (const key of lazy) visit(key, 'sign-in lazy', 'sign-in import');
  return { js, css: [...css], signInLazyFound: lazy.length > 0 };
}

export interface SizedFile {
  role: Role | 'css';
  file: string;
  bytes: number;
  gzip: number;
  sent: number;
}
interface Sizes {
  bytes: number;
  gzip: number;
  sent: number;
}
export interface FirstLoadReport {
  files: SizedFile[];
  js: Sizes;
  css: Sizes;
  allJs: Sizes & { files: number };
  allCss: Sizes & { files: number };
  signInLazyFound: boolean;
}

/**
 * Raw and gzip (level 9, what the budgets count) bytes of one built file, and what the server sends
 * a browser: the build's brotli copy (src/server/web-build/precompress.ts), or the file itself.
 */
export function sizeOf(dist: string, file: string): Sizes {
  const content = readFileSync(join(dist, file));
  const brotli = join(dist, `${file}.br`);
  return {
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    sent: existsSync(brotli) ? statSync(brotli).size : content.length,
  };
}

const sum = (files: Sizes[]) => ({
  files: files.length,
  bytes: files.reduce((total, file) => total + file.bytes, 0),
  gzip: files.reduce((total, file) => total + file.gzip, 0),
  sent: files.reduce((total, file) => total + file.sent, 0),
});

function assetsWith(dist: string, extension: string): string[] {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => name.endsWith(extension))
    .map((name) => `assets/${name}`);
}

export function measureFirstLoad(dist: string): FirstLoadReport {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`first-load: ${manifestPath} is missing (build.manifest: true)`);
  const plan = planFirstLoad(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  const js = plan.js.map(({ role, file }) => ({ role, file, ...sizeOf(dist, file) }));
  const css = plan.css.map((file) => ({ role: 'css' as const, file, ...sizeOf(dist, file) }));
  const { files: _js, ...jsTotal } = sum(js);
  const { files: _css, ...cssTotal } = sum(css);
  return {
    files: [...js, ...css],
    js: jsTotal,
    css: cssTotal,
    allJs: sum(assetsWith(dist, '.js').map((file) => sizeOf(dist, file))),
    allCss: sum(assetsWith(dist, '.css').map((file) => sizeOf(dist, file))),
    signInLazyFound: plan.signInLazyFound,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatFirstLoad(report: FirstLoadReport): string {
  const sizes = (size: Sizes) => [kb(size.bytes), kb(size.gzip), kb(size.sent)];
  const rows = report.files.map((file) => [file.role, file.file, ...sizes(file)]);
  rows.push(['JS total', '(first load of /)', ...sizes(report.js)]);
  rows.push(['CSS total', '(first load of /)', ...sizes(report.css)]);
  rows.push(['all JS', `(${report.allJs.files} files, for reference)`, ...sizes(report.allJs)]);
  rows.push(['all CSS', `(${report.allCss.files} files)`, ...sizes(report.allCss)]);
  const header = ['part', 'file', 'raw', 'gzip -9', 'sent (br)'];
  const lines = [formatTable(header, rows, 2)];
  if (!report.signInLazyFound)
    lines.push('note: no lazy chunk under src/web/screens/sign-in/ (the screen is in the entry)');
  return lines.join('\n');
}
