import type { Page } from 'playwright-core';
import { formatViolations, runAxe, settlePage } from './support/axe';
import { setupE2eSession } from './support/e2e-session';

/*
 * The trial search's filters in Chromium: a search filtered on a phone, its URL opened in a fresh
 * browser context (no storage, no service worker) showing the same results; a hash with values
 * nobody could choose is searched without them; the page passes axe with the filters open on a
 * phone and as a side column on a wide screen, in English and Spanish.
 */

const session = setupE2eSession({ setupTimeoutMs: 60000 });

jest.setTimeout(60000);

const RESULTS = '/find-trials/search-result';
const WIDE = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 };

/** Waits for the search whose call carries `part`, then for its answer on screen. */
async function searched(page: Page, part: string, act: () => Promise<unknown>): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().includes('/api/trials/Search?') && response.url().includes(part),
    ),
    act(),
  ]);
  await page.locator('.trial-results[aria-busy="false"]').waitFor();
  await page.locator('.trial-results__count').waitFor();
}

/** What the page shows: the count and the cards' titles and "why" lines, in order. */
async function shown(page: Page) {
  await page.locator('.trial-results[aria-busy="false"] .trial-results__count').waitFor();
  return {
    count: await page.locator('.trial-results__count').textContent(),
    cards: await page.locator('.trial-card').evaluateAll((cards) =>
      cards.map((card) => ({
        title: card.getAttribute('aria-label'),
        why: card.querySelector('[data-testid="trial-why"]')?.textContent ?? null,
        distance: card.querySelector('[data-testid="trial-distance"]')?.textContent ?? null,
      })),
    ),
  };
}

describe('filtering a search, and sharing it', () => {
  let shared = '';
  let seen: Awaited<ReturnType<typeof shown>> | null = null;

  it('filters on a phone: the disclosure, the choices in the hash, back to page 1', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}${RESULTS}#q=migraine&zip=60611&page=2`);
    await page.getByText(/\d+ trials found/).waitFor();
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    // A click, not check(): the box is controlled by the hash, which the router updates in a
    // transition, so check()'s look straight after the click can still see it unticked.
    const recruiting = page.getByRole('checkbox', { name: /^Recruiting/ });
    await searched(page, 'status=recruiting', () => recruiting.click());
    await expect(recruiting.isChecked()).resolves.toBe(true);
    await searched(page, 'radius=100', () =>
      page.getByRole('combobox', { name: 'Distance' }).selectOption('100'),
    );
    const age = page.getByRole('textbox', { name: 'Your age in years' });
    await age.fill('40');
    await searched(page, 'age=40', () => age.press('Enter'));
    await page.waitForURL(/#q=migraine&zip=60611&radius=100&status=recruiting&age=40$/);
    await page.getByRole('button', { name: 'Filters (3)' }).waitFor();
    shared = page.url();
    seen = await shown(page);
    expect(seen.cards.length).toBeGreaterThan(0);
  });

  // These hold once the server applies the filters.
  it('every card fits the filters: within 100 miles, open to a 40-year-old', () => {
    expect(seen).not.toBeNull();
    for (const card of seen!.cards) {
      expect(Number.parseFloat(card.distance ?? '')).toBeLessThanOrEqual(100);
      expect(card.why).toMatch(/Your age fits \(/);
      expect(card.why).toMatch(/ from 60611/);
    }
  });

  it('the URL opened in a fresh browser context shows the same search and results', async () => {
    const fresh = await session.newPage();
    await fresh.goto(shared);
    await expect(shown(fresh)).resolves.toEqual(seen);
    await fresh.getByRole('button', { name: 'Filters (3)' }).click();
    await expect(fresh.getByRole('checkbox', { name: /^Recruiting/ }).isChecked()).resolves.toBe(true);
    await expect(fresh.getByRole('combobox', { name: 'Distance' }).inputValue()).resolves.toBe('100');
    await expect(fresh.getByRole('textbox', { name: 'Your age in years' }).inputValue()).resolves.toBe('40');
  });

  it('Clear filters searches without them, the text and zip kept', async () => {
    const { page } = session;
    await searched(page, 'q=migraine', () => page.getByRole('button', { name: 'Clear filters' }).click());
    await page.waitForURL(/#q=migraine&zip=60611$/);
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
  });
});

describe('a hash nobody could have made by choosing', () => {
  it('is searched without its unreadable values, and nothing breaks', async () => {
    const page = await session.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const hash = '#q=migraine&zip=60611&age=abc&radius=7&status=closed&phase=%3Cb%3E&sex=x&healthy=1&page=zz';
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/trials/Search?')),
      page.goto(`${session.server.baseUrl}${RESULTS}${hash}`),
    ]);
    expect(answer.status()).toBe(200);
    const asked = new URL(answer.url()).searchParams;
    for (const name of ['age', 'radius', 'status', 'phase', 'sex', 'healthy'])
      expect(asked.has(name)).toBe(false);
    expect(asked.get('page')).toBe('1');
    await page.getByText(/\d+ trials found/).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Filters', exact: true }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('accessibility of the filters (axe)', () => {
  const cases = [
    { name: 'en at 390 px', path: RESULTS, wide: false },
    { name: 'en at 1280 px', path: RESULTS, wide: true },
    { name: 'es at 390 px', path: `/es${RESULTS}`, wide: false },
    { name: 'es at 1280 px', path: `/es${RESULTS}`, wide: true },
  ];

  it.each(cases)('$name: no violations with filters set and open', async ({ path, wide }) => {
    const page = await session.newPage(wide ? WIDE : undefined);
    await page.goto(`${session.server.baseUrl}${path}#q=migraine&zip=60611&status=recruiting&age=40`);
    await page.locator('.trial-card').first().waitFor();
    if (!wide) await page.locator('.trial-filters__toggle').click();
    await page.locator('.trial-filters__clear').waitFor();
    await settlePage(page);
    const violations = await runAxe(page);
    expect(formatViolations(`${path} (${wide ? 1280 : 390} px)`, violations)).toBe('');
  });
});
