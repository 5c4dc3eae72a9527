import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompressDirectory, smallestGzip } from '../../../.config/precompress-plugin';

/** Code-like text that compresses the way a bundle does: repeated identifiers, varied literals. */
function bundleLike(lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) =>
      `export const value${i % 97}=function(a,b){return a.items[${i}]??b.fallback("${(i * 7919) % 1000}")};`,
  ).join('\n');
}

describe('precompression of the build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .gz that any gzip decoder reads back to the file, no larger than zlib level 9', async () => {
    const body = Buffer.from(bundleLike(2_000));
    const gz = await smallestGzip(body);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(gz.length).toBeLessThanOrEqual(gzipSync(body, { level: 9 }).length);
  });

  it('compresses every compressible file of the build, in subfolders too, and leaves the rest', async () => {
    mkdirSync(join(dir, 'assets'));
    const script = bundleLike(500);
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><p>${'x'.repeat(2_000)}</p>`);
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4_096, 1));

    await precompressDirectory(dir);

    const gz = readFileSync(join(dir, 'assets', 'app.js.gz'));
    const br = readFileSync(join(dir, 'assets', 'app.js.br'));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gz.length).toBeLessThan(script.length / 4);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
    // Below 1 KiB a compressed copy saves nothing worth a file; images are compressed already.
    expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
  });
});
