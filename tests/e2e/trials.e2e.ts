import type { Page } from 'playwright-core';
import { committedWriteKeys, setupE2eSession } from './support/e2e-session';
import { waitUntil } from './support/outbox-probe';
import { waitForServiceWorkerControl } from './support/service-worker-control';
import {
  completeWizard,
  MY_PROFILE_PATH,
  newRegistrant,
  startRegistration,
  waitForMemberSession,
} from './support/registry-steps';

/*
 * Trial search in Chromium: the hero on the home page with its suggestions
 * and zip rules, the result page (#q=, distance order, badges, paging, offline), a trial's
 * details, and a member saving a trial and finding it in the saved-trials carousel on My Profile.
 */

const session = setupE2eSession({ setupTimeoutMs: 60000 });

jest.setTimeout(60000);

const distances = async (page: Page) =>
  (await page.getByTestId('trial-distance').allTextContents()).map((text) =>
    text === '—' ? Number.POSITIVE_INFINITY : Number.parseFloat(text),
  );

describe('searching from the hero', () => {
  it('refuses a bad zip with the content message, on every event', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/`);
    const hero = page.locator('.hero-search');
    const zip = hero.getByRole('textbox', { name: 'Zip code' });
    await zip.fill('123');
    await hero.getByText('Please enter a valid 5-digit zip code.').waitFor();
    await hero.getByRole('button', { name: 'Search' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await zip.fill('');
    await expect(hero.getByText('Please enter a valid 5-digit zip code.').count()).resolves.toBe(0);
  });

  it('suggests conditions after 3 letters, and searches the picked one near the zip', async () => {
    const { page } = session;
    const hero = page.locator('.hero-search');
    const condition = hero.getByRole('combobox', { name: 'Condition of interest' });
    await condition.pressSequentially('migr', { delay: 20 });
    await hero.getByRole('option', { name: 'Migraine' }).click();
    await expect(condition.inputValue()).resolves.toBe('Migraine');
    await hero.getByRole('textbox', { name: 'Zip code' }).fill('60611');
    await hero.getByRole('button', { name: 'Search' }).click();
    // The chosen condition searches by its key; the field there shows its name, not the key.
    await page.waitForURL(/\/find-trials\/search-result#q=migraine&zip=60611$/);
    await page.getByText(/\d+ trials found/).waitFor();
    const field = page.locator('.trial-results').getByRole('combobox', { name: 'Condition of interest' });
    await expect(field.inputValue()).resolves.toBe('Migraine');
    const found = await distances(page);
    expect(found.length).toBe(10);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    const first = page.locator('.trial-card').first();
    await first.getByText('Good Match').waitFor();
    expect(found[0]).toBeLessThanOrEqual(25);
    const stored = await page.evaluate(() => localStorage.getItem('standalone-search-box'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ value: 'Migraine', zip: '60611' });
  });

  it('pages with the URL kept in sync', async () => {
    const { page } = session;
    const before = await distances(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/#q=migraine&zip=60611&page=2$/);
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    const after = await distances(page);
    expect(after[0]).toBeGreaterThanOrEqual(before[before.length - 1]!);
    await expect(page.getByRole('button', { name: 'First' }).isEnabled()).resolves.toBe(true);
  });

  it('keeps the last results readable offline, and says so', async () => {
    const { page, context } = session;
    // Once the service worker controls the page, the search answers pass through its cache.
    await waitForServiceWorkerControl(page);
    await page.reload();
    await page.getByText(/\d+ trials found/).waitFor();
    await context.setOffline(true);
    try {
      // A page opened again offline shows the last answer the service worker kept…
      await page.reload();
      await page.getByText(/\d+ trials found/).waitFor();
      await expect(page.locator('.trial-card').count()).resolves.toBe(10);
      // …and a page already open keeps its results when the next search cannot be made.
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('You are offline — showing the last results.').waitFor();
      await expect(page.locator('.trial-card').count()).resolves.toBe(10);
    } finally {
      await context.setOffline(false);
    }
  });

  it('opens a trial’s details with its sidebar and study locations', async () => {
    const { page } = session;
    // The page still shows the previous page's cards until the new answer arrives: wait for it.
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().includes('/api/trials/Search?') && !/[?&]page=([2-9]|\d\d)/.test(response.url()),
      ),
      page.getByRole('button', { name: 'First' }).click(),
    ]);
    await page.waitForURL(/#q=migraine&zip=60611$/);
    const firstId = ((await answer.json()) as { results: Array<{ trialorgstudyid: string }> }).results[0]!
      .trialorgstudyid;
    const card = page.locator('.trial-card').first();
    await card.locator(`a[href$="id=${firstId}"]`).first().waitFor();
    const title = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/find-trials\/trial-details\?id=/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'About the study' }).waitFor();
    await page.locator('.study-details--inline').getByText('Study ID').waitFor();
  });
});

describe('a chosen condition', () => {
  it('"Type 2 diabetes" finds only its own trials, and the field shows its name', async () => {
    const { page, server } = session;
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/trials/Search?')),
      page.goto(`${server.baseUrl}/find-trials/search-result#q=type-2-diabetes`),
    ]);
    const body = (await answer.json()) as {
      totalCount: number;
      results: Array<{ featuredcondition: string }>;
    };
    expect(body.totalCount).toBeGreaterThan(0);
    expect(new Set(body.results.map((trial) => trial.featuredcondition))).toEqual(
      new Set(['Type 2 diabetes']),
    );
    const field = page.locator('.trial-results').getByRole('combobox', { name: 'Condition of interest' });
    await waitUntil(async () => (await field.inputValue()) === 'Type 2 diabetes', 10000, 'the name');
  });
});

describe('a member saving a trial', () => {
  const person = newRegistrant('trials');

  it('saves a trial from the results and finds it in the saved-trials carousel on My Profile', async () => {
    const { page, server } = session;
    await startRegistration(page, server, person.email);
    await completeWizard(page, person);
    await waitForMemberSession(page);
    // Without a zip in the link, a member's search is from the profile zip (the wizard's 60611).
    await page.goto(`${server.baseUrl}/find-trials/search-result#q=asthma`);
    const zip = page.locator('.trial-results').getByRole('textbox', { name: 'Zip code' });
    await waitUntil(async () => (await zip.inputValue()) === person.zip, 10000, 'the profile zip');
    await page.locator('.trial-card').first().getByTestId('trial-distance').waitFor();
    expect(new URL(page.url()).hash).toBe('#q=asthma');
    const card = page.locator('.trial-card').first();
    const save = card.getByRole('button', { name: /^Save trial:/ });
    await save.waitFor();
    const title = (await card.getAttribute('aria-label')) ?? '';
    await save.click();
    await card.getByRole('button', { name: /^Saved:/, pressed: true }).waitFor();
    await waitUntil(
      async () => (await committedWriteKeys(server, '/api/contacts/SaveTrial')).length > 0,
      15000,
      'the saved trial to reach the server',
    );
    await page.goto(`${server.baseUrl}${MY_PROFILE_PATH}`);
    const carousel = page.getByRole('region', { name: 'Your saved trials' });
    await carousel.getByRole('article', { name: title }).waitFor();
  });
});
