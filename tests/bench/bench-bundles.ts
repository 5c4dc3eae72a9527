/** The JavaScript and CSS each route loads on a cold visit, gzip and brotli (built files, Chromium). */
import { launchBrowser } from '../e2e/support/browser';
import type { TestServer } from '../e2e/support/test-server';
import type { BundleFigures } from './bench-report';
import { kib } from './bench-stats';
import { measureAssetsAt, total } from './home-bundle-size';

export async function benchBundles(server: TestServer, routes: string[]): Promise<BundleFigures[]> {
  const browser = await launchBrowser();
  try {
    const figures: BundleFigures[] = [];
    for (const path of routes) {
      const { js, css } = await measureAssetsAt(browser, server.baseUrl, path);
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
