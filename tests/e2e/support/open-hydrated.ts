import type { Page } from 'playwright-core';

/**
 * Opens a page and waits until it is alive: a page sent with its first screen rendered by the
 * server shows it at once, but its handlers and effects (flags, the browser's own values, a CTA's
 * scrolling) run only once it is hydrated and released.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#root:not([data-first-paint])');
}
