import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import type { Manifest } from 'vite';
import type { WebRoute } from './route-modules.ts';

/**
 * Which built chunks each route of the web app needs first, from Vite's build manifest (and the
 * chunks' sourcemaps, for modules merged into shared chunks). The server hints them in the page
 * (route-preloads.ts); the first-load bench sizes them (bench/route-first-load.ts).
 */

/** Vite's root (manifest keys and `src` are relative to it), relative to the repository. */
export const WEB_ROOT = 'src/web';

/**
 * The repository-relative source files a chunk is built from, as far as the manifest tells: its key and
 * `src` (Vite root relative). Shared chunks (`_name-hash.js`) name no source; their sourcemaps do.
 */
export function manifestSources(manifest: Manifest, key: string): string[] {
  const chunk = manifest[key];
  if (!chunk) return [];
  const paths = new Set<string>();
  if (!key.startsWith('_')) paths.add(posix.join(WEB_ROOT, key));
  if (chunk.src) paths.add(posix.join(WEB_ROOT, chunk.src));
  return [...paths];
}

export type SourcesOf = (key: string) => readonly string[];

export interface PlannedChunk {
  key: string;
  file: string;
}
export interface RoutePlan {
  path: string;
  note?: string;
  /** Entry first, then what the route's lazy modules add; each chunk once. */
  js: PlannedChunk[];
  css: string[];
  /** Lazy modules of the route found in no chunk: the table or the build is wrong. */
  missing: string[];
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && manifest[key]?.file.endsWith('.js'),
  );
  if (!entry) throw new Error('first-load: the manifest has no JavaScript entry chunk');
  return entry;
}

/** Source file → the key of the chunk that holds it. */
export function chunkOfSource(manifest: Manifest, sourcesOf: SourcesOf): Map<string, string> {
  const index = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    for (const source of sourcesOf(key)) if (!index.has(source)) index.set(source, key);
  }
  return index;
}

/**
 * Per route, the chunks the browser needs before the route's screen draws: the entry chunk and its
 * static imports (recursively), then the chunks holding the route's lazy modules and theirs, each
 * chunk once, in the order they are reached.
 */
export function routeChunks(
  manifest: Manifest,
  routes: readonly WebRoute[],
  sourcesOf: SourcesOf = (key) => manifestSources(manifest, key),
): RoutePlan[] {
  const entry = entryKey(manifest);
  const holder = chunkOfSource(manifest, sourcesOf);
  return routes.map((route) => {
    const seen = new Set<string>();
    const js: PlannedChunk[] = [];
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      js.push({ key, file: chunk.file });
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entry);
    const missing: string[] = [];
    for (const source of route.lazy) {
      const key = holder.get(source);
      if (key === undefined) missing.push(source);
      else visit(key);
    }
    return {
      path: route.path,
      ...(route.note ? { note: route.note } : {}),
      js,
      css: [...css],
      missing,
    };
  });
}

/**
 * Sources of a chunk from the manifest and, when the build wrote one, the chunk's sourcemap (every
 * module bundled into it, shared chunks included), repository-relative.
 */
export function buildSources(dist: string, manifest: Manifest, repoRoot: string): SourcesOf {
  const distFromRoot = relative(repoRoot, dist).split(sep).join('/');
  const cache = new Map<string, string[]>();
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const sources = new Set(manifestSources(manifest, key));
    const file = manifest[key]?.file;
    const map = file ? join(dist, `${file}.map`) : undefined;
    if (file && map && existsSync(map)) {
      const { sources: mapped = [], sourceRoot = '' } = JSON.parse(readFileSync(map, 'utf8')) as {
        sources?: string[];
        sourceRoot?: string;
      };
      for (const source of mapped) {
        sources.add(posix.normalize(posix.join(distFromRoot, posix.dirname(file), sourceRoot, source)));
      }
    }
    const list = [...sources];
    cache.set(key, list);
    return list;
  };
}
