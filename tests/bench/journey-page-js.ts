/**
 * The JavaScript a page loads when a participant opens it cold: its journey walked first (as the
 * Lighthouse bench does: a contact-info page without one redirects to the study's home), then the
 * HTTP cache emptied, no service worker, and the page loaded on its own (nothing the journey's
 * pages fetched at idle time is counted). Sizes are gzip as the server sends them.
 * Usage: node --import tsx tests/bench/journey-page-js.ts [--files] path…
 */
import { launchBrowser } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';
import { prepareJourney } from './bench-journeys';
import { servedBytes } from './home-bundle-size';

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const paths = args.filter((arg) => arg !== '--files');
const server = await startTestServer();
const browser = await launchBrowser();
try {
  for (const path of paths) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await prepareJourney(page, server, path);
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === server.baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    const sizes: [string, number][] = [];
    for (const script of scripts) sizes.push([script, await servedBytes(server.baseUrl + script, 'gzip')]);
    if (listFiles)
      for (const [script, gzip] of sizes.sort((a, b) => b[1] - a[1])) console.info(`${gzip}\t${script}`);
    const total = sizes.reduce((sum, [, gzip]) => sum + gzip, 0);
    console.info(
      `${path}${landed === path ? '' : ` (landed on ${landed})`}: ${total} B gzip in ${sizes.length} files`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.dispose();
}
