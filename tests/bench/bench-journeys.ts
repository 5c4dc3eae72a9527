/**
 * The journey a measured page needs. A study's pre-screener and contact-info pages send a visitor
 * without a journey back to the study's home, so measuring them on a fresh profile would measure
 * the home instead. Before such a page is measured, its profile walks the journey up to it, as a
 * participant does (the journey lives in cookies and IndexedDB, which Lighthouse's storage reset
 * keeps: it clears the HTTP cache, the service worker and Cache Storage only).
 */
import type { Page } from 'playwright-core';
import type { TestServer } from '../e2e/support/test-server';
import { MIGRAINE, reachContactForm } from '../e2e/support/contact-steps';
import { answerCookieBanner, chooseParticipantType, waitForPath } from '../e2e/support/journey-steps';

type Preparation = (page: Page, server: TestServer) => Promise<void>;

const PREPARATIONS: Record<string, Preparation> = {
  [`${MIGRAINE}/adult`]: async (page, server) => {
    await page.goto(server.baseUrl + MIGRAINE);
    await answerCookieBanner(page, 'Reject');
    await chooseParticipantType(page);
    await waitForPath(page, `${MIGRAINE}/adult`);
  },
  [`${MIGRAINE}/contact-info/adult`]: async (page, server) => {
    await reachContactForm(page, server, 'adult');
  },
};

/** True when `path` can only be reached through a journey (the bench then walks it first). */
export function needsJourney(path: string): boolean {
  return path in PREPARATIONS;
}

/** Walks the journey up to `path` in `page`'s profile; a page that needs none is left alone. */
export async function prepareJourney(page: Page, server: TestServer, path: string): Promise<void> {
  await PREPARATIONS[path]?.(page, server);
}

/** Lighthouse measures `path` itself, not the page a missing journey would redirect to. */
export async function assertLandsOn(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
  if (landed !== path) throw new Error(`${path} redirected to ${landed}: its journey is missing`);
}
