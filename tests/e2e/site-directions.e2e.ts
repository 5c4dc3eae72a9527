import type { Locator } from 'playwright-core';
import { formatViolations, runAxe } from './support/axe';
import { setupE2eSession } from './support/e2e-session';
import { waitForPath } from './support/journey-steps';
import { MIGRAINE_J01, reachSiteSelection, siteCard, SUCCESS_PATH } from './support/site-steps';

/*
 * "Directions" opens the phone's map app at the site (its address only in the URL): a geo: URI on
 * Android, Apple Maps on an iPhone, Google Maps elsewhere; on the site list, the map's info
 * window, the study location finder and the success page. And the selected site stays selected
 * while the connection goes and comes back (the map switches, the choice lives with the page).
 */

const session = setupE2eSession({ page: 'none' });

jest.setTimeout(120000);

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** content/demo/studies/migraine-study/sites/MIG-301-001 and -004. */
const LAKESIDE = 'Lakeside Neurology Research Center';
const LAKESIDE_ADDRESS = '1200 Lakeshore Avenue, Suite 300, Chicago, IL 60611, US';
const NORTHSHORE = 'Northshore Headache Clinic';

const geo = (address: string) => `geo:0,0?q=${encodeURIComponent(address)}`;

/** The link's href once the browser has read its platform (the server's first screen has Google's). */
async function hrefOnceHydrated(link: Locator, startsWith: string): Promise<string> {
  await link.and(link.page().locator(`[href^="${startsWith}"]`)).waitFor();
  return (await link.getAttribute('href'))!;
}

describe('Directions to a study site', () => {
  it('on Android: the site list, the info window and the success page open the map app with geo:', async () => {
    const context = await session.newContext({ userAgent: ANDROID });
    const page = await context.newPage();
    await reachSiteSelection(page, session.server, MIGRAINE_J01);

    const link = siteCard(page, LAKESIDE).getByRole('link', { name: `Directions to ${LAKESIDE}` });
    expect(await hrefOnceHydrated(link, 'geo:')).toBe(geo(LAKESIDE_ADDRESS));
    expect(await link.getAttribute('target')).toBeNull();
    expect(formatViolations('site list', await runAxe(page, '#site-selection'))).toBe('');

    // The map: a marker's info window has the same link; the choice survives the connection.
    await siteCard(page, NORTHSHORE).getByRole('button', { name: NORTHSHORE, exact: true }).click();
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of study locations' });
    const info = map.getByRole('group', { name: NORTHSHORE });
    const infoLink = info.getByRole('link', { name: `Directions to ${NORTHSHORE}` });
    expect(await hrefOnceHydrated(infoLink, 'geo:')).toMatch(
      /^geo:0,0\?q=900%20Sheridan%20Road%2C%20Evanston/,
    );
    expect(formatViolations('map with info window', await runAxe(page, '#site-selection'))).toBe('');
    const selectedMarker = map.getByRole('button', { name: new RegExp(`^${NORTHSHORE}.*selected`) });
    await context.setOffline(true);
    expect(await selectedMarker.getAttribute('aria-pressed')).toBe('true');
    await info.waitFor();
    await context.setOffline(false);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await selectedMarker.getAttribute('aria-pressed')).toBe('true');
    await info.waitFor();
    await page.getByRole('button', { name: 'List', exact: true }).click();
    expect(
      await siteCard(page, NORTHSHORE)
        .getByRole('button', { name: NORTHSHORE, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Lakeside asks no consent: straight to the success page, whose card has the link too.
    await siteCard(page, LAKESIDE)
      .getByRole('button', { name: `Select this site: ${LAKESIDE}` })
      .click();
    await waitForPath(page, SUCCESS_PATH);
    const cardLink = page.getByRole('link', { name: `Directions to ${LAKESIDE}` }).first();
    expect(await hrefOnceHydrated(cardLink, 'geo:')).toBe(geo(LAKESIDE_ADDRESS));
    expect(formatViolations('success page', await runAxe(page))).toBe('');
    await page.screenshot({ path: 'tests/.scratch/success-directions-android.png', fullPage: true });
  });

  it('on an iPhone: the study location finder opens Apple Maps in a new tab', async () => {
    const context = await session.newContext({ userAgent: IPHONE });
    const page = await context.newPage();
    await page.goto(`${session.server.baseUrl}${MIGRAINE_J01.root}`);
    const finder = page.locator('#study-location');
    const link = finder.getByRole('link', { name: new RegExp(`^Directions to ${LAKESIDE}`) });
    const url = new URL(await hrefOnceHydrated(link, 'https://maps.apple.com/'));
    expect(url.searchParams.get('daddr')).toBe(LAKESIDE_ADDRESS);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(formatViolations('study location finder', await runAxe(page, '#study-location'))).toBe('');
  });

  it("elsewhere: Google Maps' directions URL, the site's address its only data", async () => {
    const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${session.server.baseUrl}${MIGRAINE_J01.root}`);
    const link = page
      .locator('#study-location')
      .getByRole('link', { name: new RegExp(`^Directions to ${LAKESIDE}`) });
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect([...url.searchParams]).toEqual([
      ['api', '1'],
      ['destination', LAKESIDE_ADDRESS],
    ]);
  });
});
