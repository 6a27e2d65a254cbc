import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODE_META_NAME } from '../../src/domain/mode-override.ts';
import { type Engine, engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Serving files does not touch the database: one engine is enough.
const engine = engines[0] as Engine;
const INDEX =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
/** The provider's name the server writes into every page (PROVIDER_NAME, default TOP Education; ADR 018). */
const PROVIDER_META = '<meta name="provider-name" content="TOP Education">';
/** The page as served: the build's index.html with the provider's name in its head. */
const PAGE = INDEX.replace('<head>', `<head>${PROVIDER_META}`);

function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":["src/web/main.tsx"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('serving the built web app', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({ engine, config: { webDist: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${server.url}${path}`);

  it('answers the app for / and for every client route, never cached', async () => {
    for (const path of ['/', '/potential/home', '/InternationalPersonal/12', '/setPassWord?token=abc']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(PAGE);
    }
  });

  it('answers the app when a browser asks for a page whose last segment has a dot (an email)', async () => {
    const response = await fetch(`${server.url}/verification/ann@example.com`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
  });

  it('never serves a source map (issue 13: the source stays on the server)', async () => {
    const map = await get('/assets/index-AbC123.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');
  });

  it('caches hashed assets for a year and other files not', async () => {
    const asset = await get('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of the app', async () => {
    expect((await get('/assets/missing-1.js')).status).toBe(404);
    expect((await get('/robots.txt')).status).toBe(404);
  });

  it('keeps the API out of the fallback', async () => {
    const response = await get('/api/potential/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});

describe('pages of a build with its manifest (issue 12: the route’s chunks hinted in the page)', () => {
  let dist: string;
  let server: TestServer;
  const manifest = {
    'index.html': {
      file: 'assets/index-AbC123.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_react-1.js'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_form-2.js': { file: 'assets/form-2.js', imports: ['_react-1.js'] },
    'screens/sign-in/sign-in-screen.tsx': {
      file: 'assets/sign-in-screen-3.js',
      src: 'screens/sign-in/sign-in-screen.tsx',
      isDynamicEntry: true,
      imports: ['_form-2.js'],
    },
    'app/step-screen.tsx': {
      file: 'assets/step-screen-4.js',
      src: 'app/step-screen.tsx',
      isDynamicEntry: true,
    },
    'screens/personal-details/personal-details-step.tsx': {
      file: 'assets/personal-details-step-5.js',
      src: 'screens/personal-details/personal-details-step.tsx',
      isDynamicEntry: true,
      imports: ['_form-2.js'],
    },
    'screens/error/error-screen.tsx': {
      file: 'assets/error-screen-6.js',
      src: 'screens/error/error-screen.tsx',
      isDynamicEntry: true,
    },
    'app/staff-application-page.tsx': {
      file: 'assets/staff-application-page-7.js',
      src: 'app/staff-application-page.tsx',
      isDynamicEntry: true,
      imports: ['app/step-screen.tsx'],
    },
    'screens/documents/documents-step.tsx': {
      file: 'assets/documents-step-8.js',
      src: 'screens/documents/documents-step.tsx',
      isDynamicEntry: true,
    },
  };
  const hinted = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
      (match) => match[1],
    );
  beforeAll(async () => {
    dist = makeDist();
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    server = await startTestServer({ engine, config: { webDist: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('hints each page’s own chunks, beyond the entry’s, before </head>', async () => {
    const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
    expect(hinted(await page('/'))).toEqual(['/assets/sign-in-screen-3.js', '/assets/form-2.js']);
    expect(hinted(await page('/personal/12'))).toEqual([
      '/assets/step-screen-4.js',
      '/assets/personal-details-step-5.js',
      '/assets/form-2.js',
    ]);
    expect(hinted(await page('/InternationalPersonal/12'))).toEqual(hinted(await page('/personal/12')));
    expect(hinted(await page('/no/such/page'))).toEqual(['/assets/error-screen-6.js']);
    // The staff container draws the step its ?step= names (Personal by default): that step's chunks too.
    // Its route loads the step shell, then its own code (router.tsx): hinted in that order.
    const container = '/staff/application/Domestic/12';
    expect(hinted(await page(container))).toEqual([
      '/assets/step-screen-4.js',
      '/assets/staff-application-page-7.js',
      '/assets/personal-details-step-5.js',
      '/assets/form-2.js',
    ]);
    expect(hinted(await page(`${container}?step=documents`))).toEqual([
      '/assets/step-screen-4.js',
      '/assets/staff-application-page-7.js',
      '/assets/documents-step-8.js',
    ]);
    const html = await page('/');
    expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
  });

  it('follows a rebuild without a restart', async () => {
    const rebuilt = {
      ...manifest,
      'screens/error/error-screen.tsx': {
        ...manifest['screens/error/error-screen.tsx'],
        file: 'assets/error-screen-7.js',
      },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(rebuilt));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    expect(hinted(await (await fetch(`${server.url}/nowhere`)).text())).toEqual([
      '/assets/error-screen-7.js',
    ]);
  });
});

describe('a deployment with PORTAL_MODE', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({ engine, config: { webDist: dist, portalMode: 'staff' } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('tells the web app its mode in a meta tag', async () => {
    for (const path of ['/', '/potential/home']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).toContain(`<head><meta name="${MODE_META_NAME}" content="staff">${PROVIDER_META}<title>`);
    }
  });
});

describe('before the web app is built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      engine,
      config: { webDist: join(tmpdir(), 'portal-no-such-dist') },
    });
  });
  afterAll(() => server?.close());

  it('answers pages with a hint to build it', async () => {
    const response = await fetch(`${server.url}/potential/home`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('npm run build');
  });
});
