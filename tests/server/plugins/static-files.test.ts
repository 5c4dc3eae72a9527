import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/test-app';

const INDEX =
  '<!doctype html><html><head><title>Trials</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `export const studies = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Study ${i}` })))};\n`;

// Deliberately not BUNDLE's own compression: proves the file on disk is what is sent.
const PRECOMPRESSED_BR = brotliCompressSync(Buffer.from('export const fromDisk = true;\n'));

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-test-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-3f9a1c.js'), BUNDLE);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Trials"}');
  writeFileSync(join(dir, 'assets', 'vendor-77aa01.js'), BUNDLE);
  writeFileSync(join(dir, 'assets', 'vendor-77aa01.js.br'), PRECOMPRESSED_BR);
  t = await createTestApp({ config: { staticDir: dir } });
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const navigate = (url: string) => get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });

describe('static files', () => {
  it('caches hashed assets for a year, immutably', async () => {
    const res = await get('/assets/app-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(BUNDLE);
  });

  it.each(['/sw.js', '/index.html', '/manifest.webmanifest', '/'])(
    'makes the browser revalidate %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a revalidation with 304 when nothing changed', async () => {
    const first = await get('/sw.js');
    const again = await get('/sw.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('compresses with brotli when accepted, else gzip', async () => {
    const br = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves index.html for client-side routes, uncached, with the security headers', async () => {
    const res = await navigate('/en/migraine-study/contact-info?utm_source=x');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // The shell, with the page's first answers inlined after the root element (none here: no content).
    expect(res.body).toBe(
      INDEX.replace(
        '<div id="root"></div>',
        '<div id="root"></div><script type="application/json" id="initial-answers">{}</script>',
      ),
    );
  });

  it.each([
    ['an API path', () => navigate('/Participant/Nope')],
    ['an /api path', () => navigate('/api/layout-typo')],
    ['a missing hashed asset', () => navigate('/assets/app-old.js')],
    ['a missing file', () => navigate('/logo.png')],
    ['a non-HTML request', () => get('/en/somewhere', { accept: 'application/json' })],
    [
      'a POST',
      () => t.app.inject({ method: 'POST', url: '/en/somewhere', headers: { accept: 'text/html' } }),
    ],
  ])('gives a problem+json 404, not the app, for %s', async (_name, send) => {
    const res = await send();
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('without a static folder', () => {
  it('is an API-only server: navigations get a 404 problem', async () => {
    const apiOnly = await createTestApp();
    try {
      const res = await apiOnly.app.inject({ method: 'GET', url: '/en', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    } finally {
      await apiOnly.close();
    }
  });

  it('sends the build-time .br file as it is when the browser accepts brotli', async () => {
    const res = await get('/assets/vendor-77aa01.js', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('export const fromDisk = true;\n');
    const plain = await get('/assets/vendor-77aa01.js', { 'accept-encoding': 'identity' });
    expect(plain.body).toBe(BUNDLE);
  });
});
