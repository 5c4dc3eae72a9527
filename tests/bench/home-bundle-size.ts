/**
 * The JavaScript and CSS a page really loads, measured in Chromium: every script/stylesheet
 * response of a cold load, sized as the server sends it with no compression, with gzip and with
 * brotli (the bytes on the wire, whatever the build or the server did to make them).
 * Usage: node --import tsx tests/bench/home-bundle-size.ts [path]
 */
import { request } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';
import { needsJourney, prepareJourney } from './bench-journeys';

export interface AssetSize {
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The length of the body the server sends for `url` to a client that accepts only `encoding`,
 * as it comes off the socket (not decompressed). An answer in another encoding than the one asked
 * for is an error: the figure would not be what it says.
 */
export function servedBytes(url: string, encoding: 'identity' | 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const sent = res.headers['content-encoding'] ?? 'identity';
      if (res.statusCode !== 200 || sent !== encoding) {
        res.resume();
        reject(new Error(`${url}: status ${String(res.statusCode)}, encoding ${sent} (asked ${encoding})`));
        return;
      }
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The JS/CSS a cold load of `path` fetches (a fresh browser context, so no cache, no service worker).
 * A page reached only through a journey gets `prepare`, which walks it in the same context first
 * (with service workers blocked, so none serves the load from its precache); the load of `path`
 * then bypasses the HTTP and memory caches, as a first load would, and must land on `path` itself.
 */
export async function measureAssetsAt(
  browser: Browser,
  baseUrl: string,
  path: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ js: AssetSize[]; css: AssetSize[] }> {
  const context = await browser.newContext(prepare ? { serviceWorkers: 'block' } : {});
  try {
    const page = await context.newPage();
    if (prepare) {
      await prepare(page);
      const session = await context.newCDPSession(page);
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    }
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (prepare && landed !== path)
      throw new Error(`${path} redirected to ${landed}: its journey is missing`);
    const sizes: AssetSize[] = [];
    for (const asset of loaded) {
      sizes.push({
        path: asset,
        raw: await servedBytes(baseUrl + asset, 'identity'),
        gzip: await servedBytes(baseUrl + asset, 'gzip'),
        brotli: await servedBytes(baseUrl + asset, 'br'),
      });
    }
    return {
      js: sizes.filter((s) => s.path.endsWith('.js')),
      css: sizes.filter((s) => s.path.endsWith('.css')),
    };
  } finally {
    await context.close();
  }
}

/** The JS/CSS `path` loads, on a server of its own; a journey page is measured after its journey. */
export async function measurePageAssets(path: string): Promise<{ js: AssetSize[]; css: AssetSize[] }> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const prepare = needsJourney(path) ? (page: Page) => prepareJourney(page, server, path) : undefined;
    return await measureAssetsAt(browser, server.baseUrl, path, prepare);
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
