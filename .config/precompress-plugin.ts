import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
const MIN_BYTES = 1024;
/** Zopfli's passes over each file: its documented good value for files of this size. */
const ZOPFLI_ITERATIONS = 15;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * The smallest gzip stream we can make of `body`: Zopfli's (a slower, exhaustive deflate that any
 * gzip decoder reads, some 3-4% smaller than zlib's best on our bundles), or zlib's level 9 should
 * Zopfli ever do worse.
 */
export async function smallestGzip(body: Uint8Array): Promise<Uint8Array> {
  const zopfli = await gzipAsync(body, { numiterations: ZOPFLI_ITERATIONS });
  const zlib = gzipSync(body, { level: 9 });
  return zopfli.length <= zlib.length ? zopfli : zlib;
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (see smallestGzip) beside every compressible file under `dir`. */
export async function precompressDirectory(dir: string): Promise<void> {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, await smallestGzip(body));
  }
}

/**
 * Compresses the build once, at build time, as tightly as the formats allow: the server sends the
 * `.br`/`.gz` files as they are (src/server/plugins/static-files.ts) instead of compressing on
 * every request at a lower quality.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressDirectory(outDir),
    },
  };
}
