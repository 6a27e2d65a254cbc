import type { Manifest } from 'vite';
import type { WebRoute } from '../../src/server/web-build/route-modules.ts';
import {
  matchesRoute,
  preloadsFor,
  routePreloads,
  withPreloads,
} from '../../src/server/web-build/route-preloads.ts';

/** An entry with a shared chunk, and two lazy routes sharing a form chunk with each other and the entry's. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js', '_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'screens/layout.tsx': { file: 'assets/layout.js', src: 'screens/layout.tsx', isDynamicEntry: true },
  'screens/a.tsx': { file: 'assets/a.js', src: 'screens/a.tsx', isDynamicEntry: true, imports: ['_form.js'] },
  'screens/b.tsx': {
    file: 'assets/b.js',
    src: 'screens/b.tsx',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  'screens/error.tsx': { file: 'assets/error.js', src: 'screens/error.tsx', isDynamicEntry: true },
  'screens/odd.tsx': { file: 'assets/odd name.js', src: 'screens/odd.tsx', isDynamicEntry: true },
};
const routes: WebRoute[] = [
  { path: '/', lazy: ['src/web/screens/a.tsx'] },
  { path: '/*', lazy: ['src/web/screens/error.tsx'] },
  { path: '/area/home', lazy: ['src/web/screens/layout.tsx', 'src/web/screens/b.tsx'] },
  { path: '/verification/:email', lazy: ['src/web/screens/layout.tsx', 'src/web/screens/a.tsx'] },
  { path: '/Personal/:id', lazy: ['src/web/screens/b.tsx'] },
  { path: '/odd', lazy: ['src/web/screens/odd.tsx'] },
];
const sourcesOf = (key: string) => (key.startsWith('_') ? [] : [`src/web/${key}`]);
const preloads = routePreloads(manifest, routes, sourcesOf);

describe('route preloads (the page hints the chunks its route needs beyond the entry)', () => {
  it('lists each route’s lazy chunks and their imports, outermost first, without what the entry holds', () => {
    expect(preloads).toEqual([
      { path: '/', files: ['assets/a.js', 'assets/form.js', 'assets/zod.js'] },
      { path: '/*', files: ['assets/error.js'] },
      { path: '/area/home', files: ['assets/layout.js', 'assets/b.js'] },
      {
        path: '/verification/:email',
        files: ['assets/layout.js', 'assets/a.js', 'assets/form.js', 'assets/zod.js'],
      },
      { path: '/Personal/:id', files: ['assets/b.js'] },
      // A name the build would not write never reaches the page.
      { path: '/odd', files: [] },
    ]);
  });

  it('matches addresses as React Router does: a parameter is one segment, case and a final slash ignored', () => {
    expect(matchesRoute('/verification/:email', '/verification/ann@example.com')).toBe(true);
    expect(matchesRoute('/Personal/:id', '/personal/12')).toBe(true);
    expect(matchesRoute('/Personal/:id', '/PERSONAL/12/')).toBe(true);
    expect(matchesRoute('/Personal/:id', '/personal')).toBe(false);
    expect(matchesRoute('/Personal/:id', '/personal/12/more')).toBe(false);
    expect(matchesRoute('/area/home', '/area/homes')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/area')).toBe(false);
  });

  it('takes the route of the address, and the catch-all only when no route has it', () => {
    expect(preloadsFor(preloads, '/')).toEqual(['assets/a.js', 'assets/form.js', 'assets/zod.js']);
    expect(preloadsFor(preloads, '/personal/-1')).toEqual(['assets/b.js']);
    expect(preloadsFor(preloads, '/no/such/page')).toEqual(['assets/error.js']);
    expect(preloadsFor([], '/')).toEqual([]);
  });

  it('adds the step a container draws by its ?step= (Personal when none or unknown), after the route’s own', () => {
    const container = routePreloads(
      manifest,
      [
        {
          path: '/staff/application/:category/:id',
          lazy: ['src/web/screens/layout.tsx'],
          steps: { personal: ['src/web/screens/a.tsx'], documents: ['src/web/screens/b.tsx'] },
        },
      ],
      sourcesOf,
    );
    const at = (search?: string) => preloadsFor(container, '/staff/application/Domestic/7', search);
    const personal = ['assets/layout.js', 'assets/a.js', 'assets/form.js', 'assets/zod.js'];
    expect(at()).toEqual(personal);
    expect(at('step=personal')).toEqual(personal);
    expect(at('step=nonsense')).toEqual(personal);
    expect(at('step=documents&x=1')).toEqual(['assets/layout.js', 'assets/b.js']);
    // A step it draws without a chunk of its own (Finish): the route's chunks only.
    expect(at('step=finish')).toEqual(['assets/layout.js']);
  });

  it('writes low-priority module preloads before </head>, after the entry’s script', () => {
    const html =
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>';
    expect(withPreloads(html, ['assets/a.js', 'assets/form.js'])).toBe(
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/form.js">' +
        '</head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });
});
