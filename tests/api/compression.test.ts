import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { precompress } from '../../src/server/web-build/precompress.ts';
import { createUser } from '../support/db-fixtures.ts';
import { type Engine, engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// What goes over the wire does not depend on the database: one engine is enough.
const engine = engines[0] as Engine;

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent (fetch would decompress them): what a browser downloads. */
function raw(url: string, headers: Record<string, string>, body?: Buffer): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: body ? 'POST' : 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const decoded = ({ headers, body }: Raw): Buffer => {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
};

/** A built app's entry: ~60 KB of JavaScript-like text, as the build leaves it (with its copies). */
function makeDist(): { dist: string; entry: Buffer } {
  const dist = mkdtempSync(join(tmpdir(), 'portal-compressed-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  let text = '';
  for (let i = 0; text.length < 60_000; i += 1)
    text += `export function step${i}(form){return form.value${i}}\n`;
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), text);
  return { dist, entry: Buffer.from(text) };
}

describe('what goes over the wire (issue 12: the app and the API compressed for browsers)', () => {
  let dist: string;
  let entry: Buffer;
  let server: TestServer;
  beforeAll(async () => {
    ({ dist, entry } = makeDist());
    await precompress(dist);
    server = await startTestServer({ engine, config: { webDist: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const asset = (acceptEncoding?: string) =>
    raw(`${server.url}/assets/index-AbC123.js`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

  it('sends the app’s JavaScript brotli-compressed to a browser that accepts it, as the build wrote it', async () => {
    const answer = await asset('gzip, deflate, br, zstd'); // what Chromium sends
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.equals(readFileSync(join(dist, 'assets', 'index-AbC123.js.br')))).toBe(true);
    expect(decoded(answer).equals(entry)).toBe(true);
    expect(answer.body.length).toBeLessThan(entry.length / 5);
  });

  it('sends gzip to a client that only takes gzip, and the file itself to one that takes neither', async () => {
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(entry)).toBe(true);
    for (const identity of [undefined, 'identity']) {
      const plain = await asset(identity);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(entry)).toBe(true);
    }
  });

  it('compresses a large API answer (a step’s form with its lists) and leaves small ones as they are', async () => {
    const { token } = await createUser(server, { category: 'Domestic' });
    const url = `${server.url}${API_PREFIX}${ApiPath.renderEdit}-1?category=Domestic`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const body = Buffer.from('{}');
    const plain = await raw(url, headers, body);
    const compressed = await raw(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' }, body);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(20_000); // the lists the form offers
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decoded(compressed).toString())).toEqual(JSON.parse(plain.body.toString()));

    // The current user's answer is small: not worth compressing.
    const info = await raw(
      `${server.url}${API_PREFIX}${ApiPath.currentUser}`,
      { ...headers, 'accept-encoding': 'br' },
      body,
    );
    expect(info.status).toBe(200);
    expect(info.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused as unreadable, never signed in', async () => {
    const answer = await raw(
      `${server.url}${API_PREFIX}${ApiPath.login}`,
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(JSON.stringify({ loginEmail: 'someone@example.com', password: 'x'.repeat(12) })),
    );
    expect(JSON.parse(decoded(answer).toString())).toEqual({
      code: Code.Refused,
      msg: Msg.requestUnreadable,
      result: null,
    });
  });
});
