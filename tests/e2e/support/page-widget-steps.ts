import type { Page } from 'playwright-core';
import { openHydrated } from './open-hydrated';
import { E2E_STEP_TIMEOUT_MS } from './e2e-timeouts';

/*
 * The steps of page-widgets.e2e.ts, written against any base URL so the same steps can be run
 * against a server started by hand. Each step throws (via waitFor or an explicit check) on failure.
 */

type Language = 'en' | 'es';

const prefix = (language: Language) => (language === 'es' ? '/es' : '');

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

async function stickyBarShown(page: Page, shown: boolean): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const bar = document.querySelector('[data-testid="sticky-bar"]');
      return bar !== null && (bar as HTMLElement).hidden !== expected;
    },
    shown,
    { timeout: E2E_STEP_TIMEOUT_MS },
  );
}

/** A grid on desktop, stacked name/value rows on a phone, with the real cookies. */
export async function cookieTableAtBothWidths(
  page: Page,
  baseUrl: string,
  language: Language,
): Promise<void> {
  const name = language === 'es' ? 'Nombre' : 'Name';
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, `${baseUrl}${prefix(language)}/cookie-policy`);
  const table = page.getByRole('table');
  await table.getByRole('columnheader', { name }).waitFor();
  await table.getByRole('row', { name: /enrollmentID/ }).waitFor();
  const host = new URL(baseUrl).hostname;
  check(
    (await table.getByRole('row', { name: /bx_guest_ref/ }).textContent())?.includes(host) ?? false,
    'the source of a host-only cookie is the current host',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('term').filter({ hasText: name }).first().waitFor();
  check((await page.getByRole('table').count()) === 0, 'no table on a phone');
  await page.getByRole('definition').filter({ hasText: 'AcceptCookieSettings' }).waitFor();
}

/** The download link and the mail share link of /resources. */
export async function shareAndDownload(page: Page, baseUrl: string, language: Language): Promise<void> {
  await openHydrated(page, `${baseUrl}${prefix(language)}/resources?utm_source=e2e`);
  const mail = page.getByRole('link', {
    name: language === 'es' ? 'Correo electrónico' : 'Email',
    exact: true,
  });
  await mail.waitFor();
  const href = (await mail.getAttribute('href')) ?? '';
  check(href.startsWith('mailto:?subject='), `a mailto link, got ${href}`);
  const body = new URLSearchParams(href.slice('mailto:?'.length)).get('body') ?? '';
  check(body.endsWith(`${baseUrl}${prefix(language)}/resources`), `the page address ends the body: ${body}`);
  const download = page.getByRole('link', { name: /PDF/ });
  check((await download.getAttribute('download')) !== null, 'the download link has the download attribute');
  const file = await page.request.get(`${baseUrl}${(await download.getAttribute('href')) ?? ''}`);
  check(file.ok() && (await file.body()).subarray(0, 5).toString() === '%PDF-', 'the file is a real PDF');
}

/** Read more toggles under 1000 px; Show more reveals the text cut to 160 characters under 500 px. */
export async function readMoreToggles(page: Page, baseUrl: string, language: Language): Promise<void> {
  const t =
    language === 'es' ? ['Leer más', 'Leer menos', 'Mostrar más'] : ['Read more', 'Read less', 'Show more'];
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, `${baseUrl}${prefix(language)}/resources`);
  const more = page.getByRole('button', { name: t[0] });
  await more.waitFor();
  check((await more.getAttribute('aria-expanded')) === 'false', 'collapsed at first');
  await more.click();
  const less = page.getByRole('button', { name: t[1] });
  check((await less.getAttribute('aria-expanded')) === 'true', 'expanded after Read more');
  const cut = page.locator('.truncated-content__text');
  const short = (await cut.textContent()) ?? '';
  check(short.length <= 160 && short.endsWith('…'), `cut to 160 characters: ${short.length}`);
  await page.getByRole('button', { name: t[2] }).click();
  check(((await cut.textContent()) ?? '').length > 160, 'Show more shows the whole text');
}

/** The banner flags the document while open, closes, and stays closed after a reload. */
export async function notificationBannerCloses(
  page: Page,
  baseUrl: string,
  language: Language,
): Promise<void> {
  await openHydrated(page, `${baseUrl}${prefix(language)}/resources`);
  const banner = page.getByRole('region', { name: language === 'es' ? 'Aviso' : 'Notification' });
  await banner.waitFor();
  check(
    (await page.evaluate(() => document.documentElement.dataset.notificationBanner)) === 'open',
    'flagged',
  );
  await banner.getByRole('button').click();
  await banner.waitFor({ state: 'detached' });
  check(
    (await page.evaluate(() => document.documentElement.dataset.notificationBanner)) === undefined,
    'unflagged',
  );
  await page.reload();
  await page
    .getByRole('navigation', { name: language === 'es' ? 'Ruta de navegación' : 'Breadcrumb' })
    .waitFor();
  check((await banner.count()) === 0, 'still closed after a reload (same session)');
}

/** /resources on desktop: the bar appears once the hero has scrolled off and hides over the footer. */
export async function stickyBarFollowsTheHero(
  page: Page,
  baseUrl: string,
  language: Language,
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, `${baseUrl}${prefix(language)}/resources`);
  await page.locator('#hero-banner').waitFor();
  await stickyBarShown(page, false);
  await page.evaluate(() => {
    const hero = document.getElementById('hero-banner');
    window.scrollTo(0, (hero?.getBoundingClientRect().bottom ?? 0) + window.scrollY + 20);
  });
  await stickyBarShown(page, true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await stickyBarShown(page, false);
  await page.getByRole('button', { name: language === 'es' ? /Volver arriba/ : /Back to top/ }).waitFor();
}

/** A study page on a phone: shown from the start (enableAutoShowMobile), hidden over the study locations. */
export async function stickyBarOnStudyPage(page: Page, baseUrl: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl}/migraine-study`);
  await page.locator('#hero-banner').waitFor();
  await stickyBarShown(page, true);
  await page
    .getByTestId('sticky-bar')
    .getByRole('link', { name: /qualify/ })
    .waitFor();
  await page.evaluate(() => document.getElementById('study-location')?.scrollIntoView());
  await stickyBarShown(page, false);
}
