import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';

const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

/** A built web app as apps/web's build writes it: hashed assets, each with a .br and a .gz. */
function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lt-static-'));
  mkdirSync(join(dir, 'assets'));
  const write = (path: string, body: string, compressed = true) => {
    writeFileSync(join(dir, path), body);
    if (!compressed) return;
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(body));
  };
  write('index.html', INDEX);
  write('assets/app-1a2b.js', SCRIPT);
  write('assets/tiny-3c4d.js', 'export {};\n', false);
  return dir;
}

// Serving files does not touch the database: one kind is enough.
describe('the built web app', () => {
  const dist = makeDist();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding, or when no compressed copy exists', async () => {
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const tiny = await get('/assets/tiny-3c4d.js', 'br');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });

  it('caches hashed assets for a year and makes index.html revalidate', async () => {
    expect((await get('/assets/app-1a2b.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a client route with index.html, compressed too', async () => {
    for (const url of ['/', '/app/dashboard', '/app/licenses?status=expired']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const missing = await get('/assets/gone-9z9z.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/text\/html/);
  });
});
