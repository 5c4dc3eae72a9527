/**
 * The JavaScript and CSS the home page really loads, measured in Chromium:
 * every script/stylesheet response of a cold load, sized raw, gzip and brotli
 * from the built files. Usage: node --import tsx tests/bench/home-bundle-size.ts [path]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';

const distDir = process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');

export interface AssetSize {
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The JS/CSS a cold load of `path` fetches (a fresh browser context, so no cache, no service worker). */
export async function measureAssetsAt(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<{ js: AssetSize[]; css: AssetSize[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const sizes = [...loaded].map((asset) => {
      const body = readFileSync(join(distDir, asset));
      return {
        path: asset,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    });
    return {
      js: sizes.filter((s) => s.path.endsWith('.js')),
      css: sizes.filter((s) => s.path.endsWith('.css')),
    };
  } finally {
    await context.close();
  }
}

export async function measurePageAssets(path: string): Promise<{ js: AssetSize[]; css: AssetSize[] }> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    return await measureAssetsAt(browser, server.baseUrl, path);
  } finally {
    await browser.close();
    await server.dispose();
  }
}

export const total = (sizes: AssetSize[], key: 'raw' | 'gzip' | 'brotli') =>
  sizes.reduce((sum, s) => sum + s[key], 0);

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2] ?? '/';
  const { js, css } = await measurePageAssets(path);
  for (const s of [...js, ...css]) console.info(`${s.path}\t${s.raw}\t${s.gzip}\t${s.brotli}`);
  console.info(
    JSON.stringify({
      path,
      jsGzipKB: +(total(js, 'gzip') / 1024).toFixed(1),
      jsBrotliKB: +(total(js, 'brotli') / 1024).toFixed(1),
      cssGzipKB: +(total(css, 'gzip') / 1024).toFixed(1),
      files: js.length + css.length,
    }),
  );
}
