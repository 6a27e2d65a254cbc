import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { planRoutes } from '../../bench/route-first-load.ts';
import { buildSources } from '../../src/server/web-build/route-chunks.ts';
import { webRoutes } from '../../src/server/web-build/route-modules.ts';
import { WEB_DIST } from '../support/e2e-global.ts';

/**
 * What the built app (the e2e project's build) loads before a screen draws, by the chunks'
 * sourcemaps (issue 27): no zod schema code for sign-in, a form step, the staff queue or the staff
 * container (their modules hold words and types; the server's request schemas live apart). A form
 * needs its rules only to check what was typed (web/ui/lazy-resolver.ts); zod and a step's schema
 * were about a third of the personal step's code's start-up in one profile, and ~26 KB gzip of each
 * step's first load. zod's regular expressions (`zod/v4/core/regexes`, 3 KB raw; the personal email
 * rule uses its pattern) are not schema code.
 */
describe('the first load of the built app', () => {
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sourcesOf = buildSources(WEB_DIST, manifest, resolve(WEB_DIST, '../..'));
  const zodSchemaCode = (path: string) =>
    planRoutes(manifest, webRoutes(), sourcesOf)
      .find((plan) => plan.path === path)
      ?.js.flatMap((chunk) => sourcesOf(chunk.key))
      .filter((source) => source.includes('node_modules/zod/') && !source.endsWith('/regexes.js'));

  it.each([
    '/',
    '/personal/:id',
    '/application/:id',
    '/qualifications/:id',
    '/other/:id',
    '/staff/queue',
    '/staff/application/:category/:id',
  ])('holds no zod schema code on %s', (path) => {
    expect(zodSchemaCode(path)).toEqual([]);
  });

  it('finds zod where the personal step fetches it after drawing: with its schema', () => {
    const seen = new Set<string>();
    const visit = (key: string): string[] => {
      if (seen.has(key)) return [];
      seen.add(key);
      return [...sourcesOf(key), ...(manifest[key]?.imports ?? []).flatMap(visit)];
    };
    const schemaChunk = Object.keys(manifest).find((key) =>
      sourcesOf(key).includes('src/domain/personal/schema.ts'),
    );
    expect(schemaChunk, 'a chunk holds the personal schema').toBeDefined();
    const fetchedLater = visit(schemaChunk ?? '');
    expect(fetchedLater.some((source) => source.includes('node_modules/zod/v4/classic/'))).toBe(true);
  });
});
