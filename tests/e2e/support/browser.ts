import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumPath } from './chromium-path';
import { recordPageDiagnostics } from './page-diagnostics';
import { recordSecurity } from './security-recorder';

/** Flags this machine needs: no sandbox as root, no GPU, and no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export async function newMobileContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  recordPageDiagnostics(context);
  // Every e2e context records its CSP headers and violations (read by security-headers.e2e.ts).
  await recordSecurity(context);
  return context;
}
