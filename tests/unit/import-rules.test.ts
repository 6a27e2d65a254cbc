import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one-way imports of ../shared/DESIGN.md (issue 26): machines → src/domain; src/web → machines,
 * src/domain; src/server → src/domain. Web and server never import each other; a screen never imports
 * another screen; machines are pure (no React, no DOM, no fetch). And views do not call the API: a
 * module under src/web/screens/ or src/web/app/ neither imports src/web/api/ nor calls fetch.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type Area = 'machines' | 'domain' | 'web' | 'server' | 'package';

interface Edge {
  from: string;
  to: string;
}

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT =
  /(?:import|export)[^'"]*?\sfrom\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** What a specifier names, as a path from the root ('src/web/api/x') or 'package:name'. */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('.')) return relative(ROOT, resolve(ROOT, dirname(file), specifier));
  if (specifier.startsWith('@machines/')) return `machines/${specifier.slice('@machines/'.length)}`;
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  return `package:${specifier}`;
}

function edgesOf(file: string, text: string): Edge[] {
  return [...text.matchAll(IMPORT)].map((match) => ({
    from: file,
    to: target(file, (match[1] ?? match[2] ?? match[3]) as string),
  }));
}

function areaOf(path: string): Area {
  if (path.startsWith('package:')) return 'package';
  if (path.startsWith('machines/')) return 'machines';
  if (path.startsWith('src/domain/')) return 'domain';
  if (path.startsWith('src/web/')) return 'web';
  if (path.startsWith('src/server/')) return 'server';
  throw new Error(`not in a layer: ${path}`);
}

const MAY_IMPORT: Record<Exclude<Area, 'package'>, Area[]> = {
  machines: ['machines', 'domain'],
  domain: ['domain'],
  web: ['web', 'machines', 'domain'],
  server: ['server', 'domain'],
};

const screenOf = (path: string) => /^src\/web\/screens\/([^/]+)\//.exec(path)?.[1];
const isView = (path: string) => path.startsWith('src/web/screens/') || path.startsWith('src/web/app/');

/** Every way an edge breaks the rules (empty: it keeps them). */
function breaches({ from, to }: Edge): string[] {
  const said: string[] = [];
  const fromArea = areaOf(from) as Exclude<Area, 'package'>;
  const toArea = areaOf(to);
  if (toArea !== 'package' && !MAY_IMPORT[fromArea].includes(toArea)) said.push(`${fromArea} → ${toArea}`);
  if (fromArea === 'machines' && /^package:(react|react-dom|@xstate\/react|@chakra-ui|@emotion)/.test(to))
    said.push('machines → React');
  const [fromScreen, toScreen] = [screenOf(from), screenOf(to)];
  if (fromScreen && toScreen && fromScreen !== toScreen) said.push('screen → another screen');
  if (isView(from) && to.startsWith('src/web/api/')) said.push('view → API');
  return said;
}

const FILES = ['machines', 'src/domain', 'src/web', 'src/server'].flatMap(sources);
const TEXT = new Map(FILES.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
const EDGES = FILES.flatMap((file) => edgesOf(file, TEXT.get(file) as string));

describe('the one-way imports of DESIGN.md', () => {
  it('finds the modules and their imports', () => {
    expect(FILES.length).toBeGreaterThan(400);
    expect(EDGES.length).toBeGreaterThan(2000);
  });

  it('no module imports against the layers (web ↛ server, server ↛ web or machines, machines ↛ web, React or server, domain ↛ any other layer, screen ↛ screen)', () => {
    const wrong = EDGES.flatMap((edge) =>
      breaches(edge)
        .filter((breach) => breach !== 'view → API')
        .map((breach) => `${edge.from} imports ${edge.to}: ${breach}`),
    );
    expect(wrong).toEqual([]);
  });

  it('machines touch no DOM and call no fetch', () => {
    const impure = FILES.filter((file) => file.startsWith('machines/')).filter((file) =>
      /\bfetch\(|\bdocument\.|\bwindow\.|\blocalStorage\b|\bsessionStorage\b/.test(TEXT.get(file) as string),
    );
    expect(impure).toEqual([]);
  });

  it('views (src/web/screens, src/web/app) neither import src/web/api nor call fetch: they reach the server through src/web/logic', () => {
    const calling = [
      ...new Set([
        ...EDGES.filter((edge) => breaches(edge).includes('view → API')).map((edge) => edge.from),
        ...FILES.filter((file) => isView(file) && /\bfetch\(/.test(TEXT.get(file) as string)),
      ]),
    ].sort();
    expect(calling).toEqual([]);
  });

  it.each([
    ['src/web/screens/home/x.tsx', '@/server/config.ts', 'web → server'],
    ['src/server/routes/x.ts', '@/web/mode.ts', 'server → web'],
    ['src/server/routes/x.ts', '../../../machines/summary.ts', 'server → machines'],
    ['machines/x.ts', '@/web/api/client.ts', 'machines → web'],
    ['machines/x.ts', 'react', 'machines → React'],
    ['src/domain/x.ts', '../../machines/step.ts', 'domain → machines'],
    ['src/web/screens/home/x.tsx', '../summary/summary-view.tsx', 'screen → another screen'],
    ['src/web/screens/home/x.tsx', '@/web/api/client.ts', 'view → API'],
  ])('a deliberate breach is caught: %s importing %s (%s)', (file, specifier, breach) => {
    const [edge] = edgesOf(file, `import { x } from '${specifier}';`);
    expect(edge && breaches(edge)).toContain(breach);
  });
});
