import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { openHydrated } from './support/open-hydrated';
import { answerCookieBanner } from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import {
  completeWizard,
  newRegistrant,
  startRegistration,
  waitForMemberSession,
} from './support/registry-steps';
import { readEveryStorageArea, storageCanary } from './support/storage-canary';

/*
 * The storage canary: after a kiosk reset and after a sign-out, no storage area of the
 * browser (IndexedDB, local and session storage, Cache Storage, cookies) holds a trace of a value
 * the previous person typed. Each test first checks that the canary does see the values before
 * the reset, so an empty result means "wiped", not "never looked".
 */

const session = setupE2eSession({ setupTimeoutMs: 60000 });

jest.setTimeout(90000);

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  // Each test is its own visitor: a context of its own on the session's browser.
  const context = await session.newContext();
  const page = await context.newPage();
  return { context, page };
}

/** A search from the home page's hero: the condition and zip are stored for the next visit. */
async function searchTrials(page: Page, condition: string) {
  await openHydrated(page, `${session.server.baseUrl}/`);
  const hero = page.locator('.hero-search');
  await hero.getByRole('combobox', { name: 'Condition of interest' }).fill(condition);
  await hero.getByRole('textbox', { name: 'Zip code' }).fill('60611');
  await hero.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/find-trials\/search-result/);
  await page.getByText(/trials? found/).waitFor();
}

async function sendSupportRequest(page: Page, name: string, email: string, message: string) {
  await openHydrated(page, `${session.server.baseUrl}/support/study`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Thank you, we received your request' }).waitFor();
}

describe('the storage canary', () => {
  it('finds nothing of the previous person after a kiosk reset', async () => {
    const { context, page } = await freshPage();
    const typed = ['Zyxcanarium', 'Orla Canarywick', 'orla.canarywick@example.com', 'canary note 5v8q'];
    await openHydrated(page, `${session.server.baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('trial-app.kiosk-device', 'on'));
    await answerCookieBanner(page, 'Accept').catch(() => undefined);
    await searchTrials(page, typed[0]!);
    await sendSupportRequest(page, typed[1]!, typed[2]!, typed[3]!);
    const before = await storageCanary(page, context, typed);
    expect(before.map((hit) => hit.value)).toContain(typed[0]);

    await page.getByRole('button', { name: 'Finish and clear my details' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.hero-search').waitFor();
    await waitUntil(
      async () => (await storageCanary(page, context, typed)).length === 0,
      5000,
      'a wiped device',
    ).catch(() => undefined);
    const after = await storageCanary(page, context, typed);
    expect(after).toEqual([]);
    // The device keys stay: still a kiosk.
    expect(await page.evaluate(() => localStorage.getItem('trial-app.kiosk-device'))).toBe('on');
    expect((await readEveryStorageArea(page, context)).length).toBeGreaterThan(0);
    await context.close();
  });

  it('finds nothing of the member after a sign-out', async () => {
    const { context, page } = await freshPage();
    const person = { ...newRegistrant('canary'), lastName: 'Canarybrook' };
    const condition = 'Qoppacanary';
    await startRegistration(page, session.server, person.email);
    await completeWizard(page, person);
    await waitForMemberSession(page);
    await searchTrials(page, condition);
    const typed = [person.email, person.lastName, condition];
    const before = await storageCanary(page, context, typed);
    expect(before.map((hit) => hit.value)).toContain(condition);

    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.locator('#site-nav');
    // The member's menu (a disclosure, aria-expanded) replaces the sign-in button once the session
    // is known to be signed in; before that, My Profile opens the sign-in modal instead.
    await nav.locator('button[aria-expanded]', { hasText: 'My Profile' }).click();
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.hero-search').waitFor();
    // As after a kiosk reset: the wipe may still be finishing; what it leaves must be nothing.
    await waitUntil(
      async () => (await storageCanary(page, context, typed)).length === 0,
      5000,
      'a wiped device',
    ).catch(() => undefined);
    const after = await storageCanary(page, context, typed);
    expect(after).toEqual([]);
    await context.close();
  });
});
