/**
 * The JavaScript and CSS each route loads on a cold visit, gzip and brotli as the server sends them
 * (built files, Chromium). A page reached only through a journey is measured after walking it, so
 * the figure is that page's, not the page a missing journey redirects to.
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import type { TestServer } from '../e2e/support/test-server';
import type { BundleFigures } from './bench-report';
import { kib } from './bench-stats';
import { needsJourney, prepareJourney } from './bench-journeys';
import { measureAssetsAt, total } from './home-bundle-size';

export async function benchBundles(server: TestServer, routes: string[]): Promise<BundleFigures[]> {
  const browser = await launchBrowser();
  try {
    const figures: BundleFigures[] = [];
    for (const path of routes) {
      const prepare = needsJourney(path) ? (page: Page) => prepareJourney(page, server, path) : undefined;
      const { js, css } = await measureAssetsAt(browser, server.baseUrl, path, prepare);
      figures.push({
        path,
        jsFiles: js.length,
        jsGzipBytes: total(js, 'gzip'),
        jsGzipKiB: kib(total(js, 'gzip')),
        jsBrotliKiB: kib(total(js, 'brotli')),
        cssFiles: css.length,
        cssGzipKiB: kib(total(css, 'gzip')),
        cssBrotliKiB: kib(total(css, 'brotli')),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
