import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** The aliases of vite.config.ts and tsconfig.json, from the project root. */
const ALIASES: Record<string, string> = { '@/': 'src/', '@machines/': 'machines/' };

/** Every module specifier of a source file: static imports and re-exports, side-effect and dynamic imports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const target = alias
    ? join(root, ALIASES[alias] ?? '', specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null; // a package: node_modules is linked into every sandbox
  if (!target) return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The project's top-level folders a pass's tests reach through their imports, followed file by file
 * (a unit test that imports bench/ needs bench/ in the sandbox, or its file fails to load and the
 * dry run fails the whole pass).
 */
export function importedFolders(testFiles: string[], root = process.cwd()): string[] {
  const seen = new Set<string>();
  const queue = testFiles.map((file) => join(root, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = specifier && resolveSpecifier(root, file, specifier);
      if (target && !target.includes(`${sep}node_modules${sep}`)) queue.push(target);
    }
  }
  const folders = [...seen]
    .map((file) => relative(root, file).split(sep))
    .filter((parts) => parts.length > 1 && parts[0] !== '..')
    .map((parts) => parts[0] as string);
  return [...new Set(folders)].sort();
}

/**
 * Stryker's ignorePatterns for a pass: the sandbox holds the mutated folders, tests/, every folder the
 * tests import and the two JSON files, nothing else (not dist/, reports/ or the data folders).
 */
export function sandboxPatterns(testFiles: string[], root = process.cwd()): string[] {
  const folders = new Set(['src', 'machines', 'tests', ...importedFolders(testFiles, root)]);
  return ['/*', ...[...folders].sort().map((folder) => `!/${folder}`), '!/package.json', '!/tsconfig.json'];
}
