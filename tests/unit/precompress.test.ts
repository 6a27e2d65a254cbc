import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../src/server/web-build/precompress.ts';

/** Text that compresses, as built JavaScript does. */
function script(bytes: number): string {
  let text = '';
  for (let i = 0; text.length < bytes; i += 1) text += `export const value${i} = ${i} * 2;\n`;
  return text.slice(0, bytes);
}

describe('precompress (the build writes .br and .gz beside the web app’s text files)', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'entry.js'), script(20_000));
    writeFileSync(join(dist, 'assets', 'style.css'), `a{color:red}\n`.repeat(200));
    writeFileSync(join(dist, 'favicon.svg'), `<svg>${'<path d="M0 0h1v1z"/>'.repeat(100)}</svg>`);
    writeFileSync(join(dist, 'assets', 'tiny.js'), script(500));
    writeFileSync(join(dist, 'assets', 'entry.js.map'), script(20_000));
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);
    writeFileSync(join(dist, 'assets', 'photo.png'), script(20_000));
    // Random bytes do not compress: a copy would be larger than the file.
    writeFileSync(join(dist, 'assets', 'random.js'), randomBytes(4_000));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes copies that decompress to the very bytes of each text file of 1 KB and more', async () => {
    const report = await precompress(dist);
    for (const file of ['assets/entry.js', 'assets/style.css', 'favicon.svg']) {
      const original = readFileSync(join(dist, file));
      const br = readFileSync(join(dist, `${file}.br`));
      const gz = readFileSync(join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length / 4);
      expect(gz.length).toBeLessThan(original.length / 4);
    }
    expect(report.files).toBe(4); // the three above and random.js, tried
    const size = (file: string) => readFileSync(join(dist, file)).length;
    expect(report.bytes).toBe(20_000 + 2_600 + size('favicon.svg') + 4_000);
  });

  it('leaves small files, source maps, index.html (rewritten per request) and images alone', () => {
    for (const file of ['assets/tiny.js', 'assets/entry.js.map', 'index.html', 'assets/photo.png'])
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(dist, `${file}${suffix}`))).toBe(false);
  });

  it('writes no copy that would be larger than the file', () => {
    expect(existsSync(join(dist, 'assets', 'random.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'random.js.gz'))).toBe(false);
  });
});
