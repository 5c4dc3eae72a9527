import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import {
  MIGRAINE_J01,
  reachSiteSelection,
  siteCard,
  siteSelection,
  SUCCESS_PATH,
} from './support/site-steps';

/*
 * Journey 01 (migraine, zip 60611) from the site list to the end (selection types, confirm flow, site panels,
 * no site convenient, the validation rules): the ZIP rules, the tier panels, the offline map with the network
 * cut, the confirm flow with both consent popups and the post-TOLL life-link redirect through the sandbox.
 */

const session = setupE2eSession();

jest.setTimeout(90000);

const LAKESIDE = 'Lakeside Neurology Research Center';
const NORTHSHORE = 'Northshore Headache Clinic';
const DESERT_SKY = 'Desert Sky Clinical Research';
/** content/demo/pages/life-link.*.yaml */
const LIFE_LINK_ERROR = /^Sorry, we could not open the health-record service/;

describe('site selection on journey 01', () => {
  it('lists the best matches near the contact ZIP, the nearest highlighted once', async () => {
    const { page, server } = session;
    const widget = await reachSiteSelection(page, server, MIGRAINE_J01);
    await widget.getByRole('heading', { name: 'Best matches' }).waitFor();
    expect(await widget.getByRole('textbox', { name: 'ZIP code' }).inputValue()).toBe('60611');
    const first = siteCard(page, LAKESIDE);
    expect(await first.innerText()).toContain('0.4 mi away');
    // Partial: highlighted, nothing recorded.
    expect(
      await first.getByRole('button', { name: LAKESIDE, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    const saved = await server.deps.db.selectFrom('contact_site_details').selectAll().execute();
    expect(saved).toHaveLength(0);
    await page.screenshot({ path: 'tests/.scratch/site-selection-j01.png', fullPage: true });
  });

  it('keeps only digits in the ZIP and shows the error instead of searching', async () => {
    const { page } = session;
    const zip = page.getByRole('textbox', { name: 'ZIP code' });
    await zip.fill('');
    await zip.pressSequentially('55a4-01x9');
    expect(await zip.inputValue()).toBe('55401');
    await zip.fill('554');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('alert').getByText('Please enter a valid 5-digit ZIP code.').waitFor();
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    // Still the 60611 list: the search did not run.
    await siteCard(page, LAKESIDE).waitFor();
  });

  it('shows every site when a ZIP has no tier-1 site, then the best matches again', async () => {
    const { page } = session;
    const zip = page.getByRole('textbox', { name: 'ZIP code' });
    await zip.fill('55401');
    await zip.press('Enter');
    await page.getByRole('heading', { name: 'Study locations' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Best matches' }).count()).toBe(0);
    await zip.fill('60611');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Best matches' }).waitFor();
    await page.getByRole('button', { name: 'Show other options' }).click();
    await page.getByRole('heading', { name: 'Other options' }).waitFor();
    await page.getByRole('button', { name: 'Back to best matches' }).click();
    await page.getByRole('heading', { name: 'Best matches' }).waitFor();
  });

  it('offline, a ZIP not searched before: says so, keeps the list, and loads it by itself once back online', async () => {
    const { page, context } = session;
    const widget = siteSelection(page);
    const names = () => widget.locator('.site-card__name').allInnerTexts();
    const listed = await names();
    expect(listed[0]).toBe(LAKESIDE);
    // The searches for Phoenix's zip the page makes (one through the service worker counts once),
    // and those answered. Offline attempts get no answer; how many there are depends on the
    // retries' timing, so only the answers are counted exactly.
    const searches: string[] = [];
    const answered: string[] = [];
    const isPhoenixSearch = (href: string) => {
      const url = new URL(href);
      return url.pathname === '/api/sites/Search' && url.searchParams.get('ZipCode') === '85013';
    };
    page.on('request', (request) => {
      if (isPhoenixSearch(request.url())) searches.push(request.url());
    });
    page.on('response', (response) => {
      if (isPhoenixSearch(response.url()) && response.ok()) answered.push(response.url());
    });
    const zip = widget.getByRole('textbox', { name: 'ZIP code' });
    let offlineAttempts = 0;
    await context.setOffline(true);
    try {
      await zip.fill('85013');
      await zip.press('Enter');
      await widget
        .getByRole('status')
        .getByText(
          'You are offline, so the study locations for ZIP code 85013 cannot be loaded yet. ' +
            'They will load by themselves when you are back online. ' +
            'Until then, the locations near 60611 stay listed below.',
        )
        .waitFor();
      expect(await widget.getByRole('status').getAttribute('aria-live')).toBe('polite');
      // The list on screen stays, as it was.
      expect(await names()).toEqual(listed);
      expect(await siteCard(page, LAKESIDE).innerText()).toContain('0.4 mi away');
      expect(await zip.inputValue()).toBe('85013');
      offlineAttempts = searches.length;
      expect(offlineAttempts).toBeGreaterThan(0);
      expect(answered).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    // Back online, with no click: Phoenix's list replaces Chicago's, each site once.
    await waitUntil(async () => (await names())[0] === DESERT_SKY, 15000, "Phoenix's list");
    await widget.getByRole('status').getByText(/85013/).waitFor({ state: 'detached' });
    const after = await names();
    expect(new Set(after).size).toBe(after.length);
    expect(await widget.getByText(`Showing ${after.length} of`).count()).toBe(1);
    // Searched again once the connection returned, and answered once: nothing asked twice.
    expect(searches.length).toBeGreaterThan(offlineAttempts);
    expect(answered).toHaveLength(1);
    await page.screenshot({ path: 'tests/.scratch/site-selection-offline-zip.png', fullPage: true });
    // Back to the contact ZIP's list for the tests that follow.
    await zip.fill('60611');
    await zip.press('Enter');
    await waitUntil(async () => (await names())[0] === LAKESIDE, 15000, "Chicago's list");
  });

  it('draws the offline map, with distances, when the network is cut', async () => {
    const { page, context } = session;
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      const map = page.getByRole('region', { name: 'Map of study locations' });
      await map.waitFor();
      const marker = map.getByRole('button', { name: `${LAKESIDE}, 0.4 mi away` });
      await marker.waitFor();
      expect(
        await map.getByRole('button', { name: new RegExp(`^${NORTHSHORE}, 10\\.8 mi away`) }).count(),
      ).toBe(1);
      await page.screenshot({ path: 'tests/.scratch/site-selection-offline-map.png', fullPage: true });
      expect(await map.getByText('Your location').count()).toBeGreaterThan(0);
      // A marker click opens its info window (Partial); a map click closes it.
      await map.getByRole('button', { name: new RegExp(`^${NORTHSHORE}`) }).click();
      await map.getByRole('group', { name: NORTHSHORE }).waitFor();
      await page.screenshot({ path: 'tests/.scratch/site-selection-offline-map.png', fullPage: true });
      await map.getByRole('button', { name: 'Close' }).click();
      await map.getByRole('group', { name: NORTHSHORE }).waitFor({ state: 'detached' });
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('button', { name: 'List', exact: true }).click();
  });

  it('asks both consents, saves the site once and follows the post-TOLL life-link redirect', async () => {
    const { page, context, server } = session;
    const enrollmentId = await enrollmentIdOf(context);
    await siteCard(page, NORTHSHORE)
      .getByRole('button', { name: `Select this site: ${NORTHSHORE}` })
      .click();
    const ki = page.getByTestId('site-ki-consent-modal');
    await ki.getByRole('button', { name: 'Yes' }).click();
    const lifeLink = page.getByTestId('site-life-link-modal');
    await lifeLink.getByRole('button', { name: 'Yes' }).click();
    // Post-TOLL: the life-link URL, then the life-link page sends the browser to the sandbox.
    await waitForPath(page, '/sandbox/life-link');
    expect(await page.locator('body').innerText()).toMatch(/sandbox/i);

    await waitUntil(
      async () =>
        (await server.deps.db.selectFrom('site_selection_data_extensions').selectAll().execute()).length > 0,
      10000,
      'the data-extension write',
    );
    const saved = await server.deps.db
      .selectFrom('contact_site_details')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId!)
      .execute();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      site_code: 'MIG-301-004',
      referral_id: `${enrollmentId}-MIG-301-004`,
      ki_element_consent: 'Yes',
      life_link_consent: 'Yes',
    });
    const tokens = await server.deps.db.selectFrom('life_link_tokens').selectAll().execute();
    expect(tokens.map((row) => row.enrollment_id)).toContain(enrollmentId);
    // Only the hash is stored.
    expect(tokens.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    expect(SUCCESS_PATH).toBe('/siteselectionsuccess');
  });

  it('from the life-link destination, the way back is the success page with the chosen site, also after a reload', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Back to the study site' }).click();
    await waitForPath(page, SUCCESS_PATH);
    const banner = page.getByTestId('success-confirmation');
    await banner.getByText(`Your details have been sent to ${NORTHSHORE}.`).waitFor();
    await page.reload();
    await banner.getByText(`Your details have been sent to ${NORTHSHORE}.`).waitFor();
  });

  it('shows the configured error on the life-link page for a token the service does not know', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/life-link?uToken=not-a-real-token`);
    await page.getByRole('heading', { name: 'Connecting you to your health records' }).waitFor();
    await page.getByText(LIFE_LINK_ERROR).waitFor();
    expect(new URL(page.url()).pathname).toBe('/life-link');
  });
});
