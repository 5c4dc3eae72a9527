import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
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

/** Lighthouse's mobile screen (a Moto G Power: 412 × 823 CSS pixels at 1.75). */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/** What a test may change about the phone: its screen, its user agent, or service workers kept out. */
export type PhoneOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'deviceScaleFactor' | 'serviceWorkers' | 'userAgent'
>;

/** A phone; `options` may change its screen or keep service workers out. */
export async function newMobileContext(
  browser: Browser,
  options: PhoneOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
    ...options,
  });
  recordPageDiagnostics(context);
  // Every e2e context records its CSP headers and violations (read by security-headers.e2e.ts).
  await recordSecurity(context);
  return context;
}
