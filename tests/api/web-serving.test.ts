import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODE_META_NAME } from '../../src/domain/mode-override.ts';
import { type Engine, engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Serving files does not touch the database: one engine is enough.
const engine = engines[0] as Engine;
const INDEX =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';

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
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers the app when a browser asks for a page whose last segment has a dot (an email)', async () => {
    const response = await fetch(`${server.url}/verification/ann@example.com`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
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
      expect(html).toContain(`<head><meta name="${MODE_META_NAME}" content="staff"><title>`);
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
