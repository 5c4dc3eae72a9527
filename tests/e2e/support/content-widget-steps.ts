import type { Page } from 'playwright-core';
import { openHydrated } from './open-hydrated';
import { E2E_STEP_TIMEOUT_MS } from './e2e-timeouts';

/*
 * The steps of content-widgets.e2e.ts, written against any base URL so the same steps can be run
 * against a server started by hand. Each step throws (via waitFor or an explicit check) on failure.
 */

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Where the element's top sits in the viewport once the smooth scroll has settled. */
async function settledTop(page: Page, id: string): Promise<number> {
  await page.waitForFunction(
    (target) => {
      const element = document.getElementById(target);
      if (!element) return false;
      const top = element.getBoundingClientRect().top;
      const previous = (window as unknown as { __lastTop?: number }).__lastTop;
      (window as unknown as { __lastTop?: number }).__lastTop = top;
      return previous === top && document.activeElement === element;
    },
    id,
    { polling: 100, timeout: E2E_STEP_TIMEOUT_MS },
  );
  return page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN, id);
}

/** The hero CTA scrolls to its anchor: flush with the top, or 50 px lower with the notification banner open. */
export async function heroCtaScrolls(page: Page, baseUrl: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, `${baseUrl}/about-clinical-research`);
  await page.getByRole('heading', { level: 1, name: 'What is clinical research?' }).waitFor();
  await page.getByRole('link', { name: 'See how it works' }).click();
  const top = await settledTop(page, 'how-it-works');
  check(Math.abs(top) <= 2, `the section should be at the top, is at ${top}`);
  check(new URL(page.url()).pathname === '/about-clinical-research', 'the CTA must not navigate');
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.documentElement.dataset.notificationBanner = 'open';
  });
  await page.getByRole('link', { name: 'Jump to common questions' }).click();
  const offsetTop = await settledTop(page, 'common-questions');
  check(
    Math.abs(offsetTop - 50) <= 2,
    `with the banner open the section should be 50px down, is at ${offsetTop}`,
  );
  await page.evaluate(() => delete document.documentElement.dataset.notificationBanner);
}

/** The tab list: tabs with the keyboard on desktop, a dropdown on a phone. */
export async function tabListWorks(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const first = page.getByRole('tab', { name: 'Is it safe?' });
  check((await first.getAttribute('aria-selected')) === 'true', 'the first tab starts selected');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await page
    .getByRole('tabpanel', { name: 'Study phases' })
    .getByRole('heading', { name: 'Phase 3' })
    .waitFor();
  await page.keyboard.press('End');
  await page.getByRole('tabpanel', { name: 'Who can join?' }).waitFor();
  check(
    (await page
      .getByRole('tab', { name: 'Who can join?' })
      .evaluate((el) => el === document.activeElement)) === true,
    'End moves the focus to the last tab',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  const select = page.getByRole('combobox', { name: 'Choose a question' });
  await select.selectOption({ label: 'Can I stop?' });
  await page.getByRole('heading', { name: 'You can leave at any time' }).waitFor();
}

const cardTitles = (page: Page) => page.locator('#study-switcher .study-cards__title').allTextContents();

/** The study switcher: 'View all' first, tabs on desktop, a dropdown below. */
export async function studySwitcherWorks(page: Page, baseUrl: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, `${baseUrl}/studies`);
  await page.getByRole('tab', { name: 'View all' }).waitFor();
  check((await cardTitles(page)).length === 6, 'view all shows every study');
  await page.getByRole('tab', { name: 'Respiratory' }).click();
  await page.waitForFunction(
    () => document.querySelectorAll('#study-switcher .study-cards__title').length === 2,
  );
  check((await cardTitles(page)).includes('Asthma Control Study'), 'the asthma study is respiratory');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('combobox', { name: 'Area of health' }).selectOption({ label: 'Neurology' });
  await page.waitForFunction(
    () => document.querySelectorAll('#study-switcher .study-cards__title').length === 2,
  );
  check((await cardTitles(page)).includes('Migraine Prevention Study'), 'the migraine study is neurology');
}

/** The hero with study search filters the cards as the person types. */
export async function studySearchWorks(page: Page, baseUrl: string): Promise<void> {
  await openHydrated(page, `${baseUrl}/hcp`);
  const input = page.getByRole('searchbox', { name: 'Condition' });
  await input.fill('ASTH');
  await page.waitForFunction(
    () => document.querySelectorAll('.hero-study-search .study-cards__card').length === 1,
  );
  await page.locator('.hero-study-search').getByRole('heading', { name: 'Asthma Control Study' }).waitFor();
  await input.fill('psoriasis');
  await page
    .locator('.hero-study-search__empty')
    .getByText('No studies match “psoriasis”', { exact: false })
    .waitFor();
}

/** The three pages in Spanish. */
export async function spanishPagesOpen(page: Page, baseUrl: string): Promise<void> {
  const headings: Array<[string, string]> = [
    ['/es/about-clinical-research', '¿Qué es la investigación clínica?'],
    ['/es/hcp', 'Derive a sus pacientes a la investigación clínica'],
    ['/es/studies', 'Estudios que inscriben ahora'],
  ];
  for (const [path, heading] of headings) {
    await openHydrated(page, `${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }
  await page.getByRole('heading', { name: 'Cómo inscribirse' }).waitFor();
}
