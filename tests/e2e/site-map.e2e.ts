import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { answerCookieBanner, waitForPath } from './support/journey-steps';
import {
  expectAxeClean,
  infoPanelFit,
  mapState,
  waitForGeography,
  type MapState,
} from './support/map-checks';
import { MIGRAINE_J01, reachSiteSelection, SUCCESS_PATH } from './support/site-steps';

/*
 * The offline site map in Chromium, without a Google key (the default), at a phone's and a
 * desktop's width: the study location section (with many sites close together), the site
 * selection map with the network cut, and the success page's site card. Each shows the United
 * States drawn, clusters with counts, labels that never collide and the selected marker and its
 * info window inside the map, the window clear of the marker. Screenshots in /tmp/map-shots/.
 */

const session = setupE2eSession();
jest.setTimeout(120000);

const SHOTS = '/tmp/map-shots';
mkdirSync(SHOTS, { recursive: true });
const WIDTHS = [390, 1280] as const;
const LAKESIDE = 'Lakeside Neurology Research Center';
const NORTHSHORE = 'Northshore Headache Clinic';
/** Extra sites around Chicago's Loop, a few hundred metres to a few miles apart. */
const CROWD = 36;

async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
}

async function shoot(page: Page, map: Locator, name: string): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await map.screenshot({ path: `${SHOTS}/${name}.png` });
}

const SELECT = /^Select this site: /;

/**
 * The open info window shows its select button whole, with no scrolling inside the window, and a
 * tap at the button's centre reaches it (the window's one action, at a phone's width too).
 */
async function expectActionInView(map: Locator): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  const fit = await infoPanelFit(map, SELECT);
  expect(fit.scrollHeight).toBeLessThanOrEqual(fit.clientHeight);
  expect(fit).toMatchObject({ actionInside: true, scrollTop: 0, actionHit: true });
}

function expectClean(state: MapState): void {
  expect(state.land).toBeGreaterThan(10_000);
  expect(state.borders).toBeGreaterThan(1_000);
  expect(state.overlaps).toEqual([]);
  if (state.selectedInside !== null) expect(state.selectedInside).toBe(true);
  if (state.infoCoversMarker !== null) expect(state.infoCoversMarker).toBe(false);
  if (state.infoInside !== null) expect(state.infoInside).toBe(true);
}

/** How many sites the last crowded answer has to draw (virtual sites are listed, not drawn). */
let drawable = 0;

/** The knee study's sites plus a crowd around Chicago, as the site search answers them. */
async function crowdTheStudy(page: Page): Promise<void> {
  await page.route('**/api/sites/Search?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { sitesData: Record<string, unknown>[]; siteCount: number };
    const template = body.sitesData.find((site) => !site.isVirtual) as Record<string, unknown>;
    const crowd = Array.from({ length: CROWD }, (_, i) => ({
      ...template,
      siteCode: `CROWD-${i}`,
      siteName: `Crowd Clinic ${i + 1}`,
      latitude: 41.88 + Math.sin(i * 2.4) * 0.002 * i,
      longitude: -87.72 + Math.cos(i * 2.4) * 0.0025 * i,
      isVirtual: false,
    }));
    body.sitesData = [...body.sitesData, ...crowd];
    body.siteCount = body.sitesData.length;
    drawable = body.sitesData.filter((site) => !site.isVirtual).length;
    await route.fulfill({ response, json: body });
  });
}

describe('the offline site map', () => {
  it('is not downloaded by the home page', async () => {
    const page = await session.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(session.server.baseUrl + '/', { waitUntil: 'networkidle' });
    expect(requested.some((path) => path.includes('/assets/'))).toBe(true);
    expect(requested.filter((path) => /\/(us-base-map|site-map)-/.test(path))).toEqual([]);
  });

  it('study location: the country with clusters that count every site, zoom by cluster, keys and buttons', async () => {
    // A device of its own: the journey's device below answers its own cookie banner. No service
    // worker: once one controls the page it fetches the sites itself, past the crowd's route.
    const page = await session.newPage({ serviceWorkers: 'block' });
    const { server } = session;
    await crowdTheStudy(page);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto(`${server.baseUrl}/knee-oa-study`);
      if (width === WIDTHS[0]) await answerCookieBanner(page, 'Reject');
      const map = page.getByRole('region', { name: 'Map of the study locations' });
      await map.waitFor();
      await waitForGeography(map);
      // The outlines can be drawn before the sites' answer (the crowd) arrives on a busy machine:
      // the crowd always makes a cluster, so its first cluster says the answer is drawn.
      await map.locator('.site-map__cluster').first().waitFor({ state: 'attached' });
      const state = await mapState(map);
      expectClean(state);
      // Every drawn site is counted once: single markers plus the clusters' counts.
      expect(state.clusterCounts.length).toBeGreaterThan(0);
      expect(state.markers + state.clusterCounts.reduce((a, b) => a + b, 0)).toBe(drawable);
      expect(drawable).toBeGreaterThan(CROWD);
      await shoot(page, map, `study-location-${width}`);

      // A cluster zooms in on its sites.
      const biggest = Math.max(...state.clusterCounts);
      await map.getByRole('button', { name: `${biggest} sites close together: zoom in` }).click();
      const zoomed = await mapState(map);
      expect(zoomed.scale).toBeGreaterThan(state.scale * 2);
      expectClean(zoomed);
      await shoot(page, map, `study-location-crowd-${width}`);

      // Keys on the focused map, and the buttons.
      const canvas = map.getByRole('group', { name: /^Map view/ });
      await canvas.focus();
      await page.keyboard.press('-');
      expect((await mapState(map)).scale).toBeLessThan(zoomed.scale);
      await page.keyboard.press('ArrowRight');
      await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
      await map.getByRole('button', { name: 'Show all sites' }).click();
      expect((await mapState(map)).scale).toBeCloseTo(state.scale, 6);
      // A drag moves the map without zooming it.
      const box = (await canvas.boundingBox())!;
      const markerLeft = () =>
        map
          .getByRole('button', { name: `${biggest} sites close together: zoom in` })
          .evaluate((m) => m.getBoundingClientRect().left);
      const before = await markerLeft();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      expect(await markerLeft()).toBeCloseTo(before + 40, 0);
      expect((await mapState(map)).scale).toBeCloseTo(state.scale, 6);
      await expectAxeClean(page, '#study-location');
    }
  });

  it('site selection offline: geography from the precache, the nearest highlighted, a window clear of its marker', async () => {
    const { page, context, server } = session;
    await atWidth(page, 390);
    await reachSiteSelection(page, server, MIGRAINE_J01, undefined, { serviceWorkerControlled: true });
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      const map = page.getByRole('region', { name: 'Map of study locations' });
      await map.waitFor();
      await waitForGeography(map);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        await map.getByRole('button', { name: `${LAKESIDE}, 0.4 mi away (selected)` }).waitFor();
        const state = await mapState(map);
        expectClean(state);
        expect(state.selectedInside).toBe(true);
        expect(state.labels).toBeGreaterThan(1);
        await shoot(page, map, `site-selection-offline-${width}`);

        await map.getByRole('button', { name: new RegExp(`^${NORTHSHORE}`) }).click();
        await map.getByRole('group', { name: NORTHSHORE }).waitFor();
        const open = await mapState(map);
        expectClean(open);
        expect(open.infoCoversMarker).toBe(false);
        await expectActionInView(map);
        await shoot(page, map, `site-selection-info-${width}`);
        await expectAxeClean(page, '#site-selection');
        // The map click closes the window; the selected marker again opens it.
        await map.getByRole('group', { name: /^Map view/ }).click({ position: { x: 5, y: 200 } });
        await map.getByRole('group', { name: NORTHSHORE }).waitFor({ state: 'detached' });
        await map.getByRole('button', { name: 'Show all sites' }).click();
        await map.getByRole('button', { name: new RegExp(`^${LAKESIDE}`) }).click();
        await map.getByRole('group', { name: LAKESIDE }).waitFor();
        await map.getByRole('button', { name: 'Close' }).click();
      }
    } finally {
      await context.setOffline(false);
    }
  });

  it('success card: the chosen site at a city zoom, its window clear of it', async () => {
    const { page } = session;
    await atWidth(page, 390);
    // Chosen from its info window on the phone's map: a tap where the button shows, the window
    // never scrolled.
    const selection = page.getByRole('region', { name: 'Map of study locations' });
    await selection.getByRole('button', { name: new RegExp(`^${LAKESIDE}`) }).click();
    const infoWindow = selection.getByRole('group', { name: LAKESIDE });
    await infoWindow.waitFor();
    expect((await mapState(selection)).infoCoversMarker).toBe(false);
    await expectActionInView(selection);
    const select = (await infoWindow.getByRole('button', { name: SELECT }).boundingBox())!;
    await page.mouse.click(select.x + select.width / 2, select.y + select.height / 2);
    await waitForPath(page, SUCCESS_PATH);
    const map = page.getByRole('region', { name: /map/i }).filter({ has: page.locator('.site-map__canvas') });
    await map.waitFor();
    await waitForGeography(map);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const state = await mapState(map);
      expectClean(state);
      expect(state.selectedInside).toBe(true);
      await shoot(page, map, `success-card-${width}`);
      await map.getByRole('button', { name: new RegExp(`^${LAKESIDE}`) }).click();
      await map.getByRole('group', { name: LAKESIDE }).waitFor();
      expectClean(await mapState(map));
      await shoot(page, map, `success-card-info-${width}`);
      await map.getByRole('button', { name: new RegExp(`^${LAKESIDE}`) }).click();
      await map.getByRole('group', { name: LAKESIDE }).waitFor({ state: 'detached' });
    }
  });
});
