import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Manifest } from 'vite';
import type { WebRoute } from '../src/server/web-build/route-modules.ts';
import { kb } from './first-load.ts';
import { planRoutes } from './route-first-load.ts';
import { formatTable } from './table.ts';

/**
 * What each package costs on a route's first load: every byte of a built chunk is given to the
 * source its sourcemap segment names, the sources grouped by package (node_modules/<package>) or by
 * the app's top folder (src/web/ui, machines…). A part's gzip is its bytes of each chunk gzipped
 * together (so it compresses against itself only: the parts add up to a little more than the chunk).
 */

export interface Part {
  name: string;
  bytes: number;
  gzip: number;
}
export interface RouteBreakdown {
  path: string;
  parts: Part[];
}

/** `node_modules/@scope/name/…` → `@scope/name`; `src/web/ui/x.tsx` → `src/web/ui`. */
export function partOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const inRepo = source.replace(/^(\.\.\/)+/, '');
  const [top = '', next = '', third = ''] = inRepo.split('/');
  if (top === 'src' && (next === 'web' || next === 'domain'))
    return `src/${next}/${third}`.replace(/\.tsx?$/, '');
  return top === 'src' ? `src/${next}` : top || '(none)';
}

/** The chunk's code split by part: each part's text, concatenated in chunk order. */
export function splitChunk(code: string, map: { sources: string[]; mappings: string }): Map<string, string> {
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const pieces = new Map<string, string[]>();
  const add = (part: string, text: string) => {
    if (text.length === 0) return;
    const list = pieces.get(part);
    if (list) list.push(text);
    else pieces.set(part, [text]);
  };
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    if (segments.length === 0) {
      add('(unmapped)', `${line}\n`);
      return;
    }
    add('(unmapped)', line.slice(0, segments[0]?.[0] ?? 0));
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? map.sources[segment[1] as number] : undefined;
      add(
        source === undefined ? '(unmapped)' : partOf(source),
        `${line.slice(segment[0], end)}${at === segments.length - 1 ? '\n' : ''}`,
      );
    });
  });
  return new Map([...pieces].map(([part, texts]) => [part, texts.join('')]));
}

export function measureBreakdown(dist: string, routes: readonly WebRoute[]): RouteBreakdown[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const perChunk = new Map<string, Part[]>();
  const partsOf = (file: string): Part[] => {
    const known = perChunk.get(file);
    if (known) return known;
    const code = readFileSync(join(dist, file), 'utf8');
    const mapFile = join(dist, `${file}.map`);
    const parts = existsSync(mapFile)
      ? [...splitChunk(code, JSON.parse(readFileSync(mapFile, 'utf8'))).entries()].map(([name, text]) => ({
          name,
          bytes: Buffer.byteLength(text),
          gzip: gzipSync(text, { level: 9 }).length,
        }))
      : [{ name: posix.basename(file), bytes: code.length, gzip: gzipSync(code, { level: 9 }).length }];
    perChunk.set(file, parts);
    return parts;
  };
  return planRoutes(manifest, routes).map((plan) => {
    const sums = new Map<string, Part>();
    for (const chunk of plan.js) {
      for (const part of partsOf(chunk.file)) {
        const sum = sums.get(part.name) ?? { name: part.name, bytes: 0, gzip: 0 };
        sum.bytes += part.bytes;
        sum.gzip += part.gzip;
        sums.set(part.name, sum);
      }
    }
    return { path: plan.path, parts: [...sums.values()].sort((a, b) => b.gzip - a.gzip) };
  });
}

/** One table per route: its parts over `min` KB gzip, then the rest summed. */
export function formatBreakdown(routes: readonly RouteBreakdown[], minKb = 2): string {
  return routes
    .map((route) => {
      const big = route.parts.filter((part) => part.gzip >= minKb * 1024);
      const rest = route.parts.filter((part) => part.gzip < minKb * 1024);
      const total = route.parts.reduce((sum, part) => sum + part.gzip, 0);
      const rows = big.map((part) => [part.name, kb(part.bytes), kb(part.gzip)]);
      rows.push([
        `${rest.length} smaller parts`,
        kb(rest.reduce((s, p) => s + p.bytes, 0)),
        kb(rest.reduce((s, p) => s + p.gzip, 0)),
      ]);
      rows.push(['sum of parts', '', kb(total)]);
      return `${route.path}\n${formatTable(['part', 'raw', 'gzip -9 (alone)'], rows, 2)}`;
    })
    .join('\n\n');
}

/** Two routes that load the same parts at the same sizes (aliases, a category's twin). */
export const sameParts = (a: RouteBreakdown, b: RouteBreakdown) =>
  a.parts.length === b.parts.length &&
  a.parts.every((part, index) => part.name === b.parts[index]?.name && part.gzip === b.parts[index]?.gzip);
