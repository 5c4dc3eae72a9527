import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { newMobileContext } from './support/browser';
import { setupE2eSession } from './support/e2e-session';
import { answerCookieBanner } from './support/journey-steps';
import { openHydrated } from './support/open-hydrated';

/*
 * The page's own chrome (header drawer, notification banner, sticky bar) never stands over what
 * it should let a person reach: every drawer link takes a tap at its centre while the banner is
 * open, the pre-screener's heading is in sight after the automatic scroll, and on a phone the
 * sticky chrome leaves most of the screen to the page.
 */

const session = setupE2eSession();

jest.setTimeout(90000);

/** A fresh tab (the banner's close is remembered per tab) with the cookie choice made. */
async function freshTab(width: number, height: number): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height });
  // Instant scrolling: positions are read once the page has moved, without waiting on an animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

async function openStudyPage(page: Page): Promise<void> {
  await openHydrated(page, `${session.server.baseUrl}/migraine-study`);
  await page.getByRole('region', { name: 'Notification' }).waitFor();
}

/** The drawer links whose centre is covered by something else. */
function coveredDrawerLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const links = Array.from(document.querySelectorAll<HTMLElement>('#site-nav a, #site-nav button'));
    return links
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit && (hit === link || link.contains(hit)));
      })
      .map((link) => link.textContent?.trim() || link.outerHTML.slice(0, 60));
  });
}

/** The share of the viewport's height that fixed or sticky chrome covers now. */
function stickyChromeShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const height = window.innerHeight;
    const covered = new Array<boolean>(height).fill(false);
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width < window.innerWidth / 2 || box.height === 0) continue;
      // A sticky element covers the screen only while it is stuck (at its top offset).
      if (style.position === 'sticky' && Math.round(box.top) !== parseFloat(style.top || '0')) continue;
      for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(height, Math.ceil(box.bottom)); y++) {
        covered[y] = true;
      }
    }
    return covered.filter(Boolean).length / height;
  });
}

describe('phone chrome over content', () => {
  it.each([
    [390, 844],
    [800, 1000],
    [1024, 768],
  ])('every drawer link takes a tap at its centre with the banner open (%i × %i)', async (width, height) => {
    const page = await freshTab(width, height);
    try {
      await openStudyPage(page);
      await page.locator('.site-header__menu-button').click();
      await page.locator('#site-nav').waitFor({ state: 'visible' });
      await page.waitForFunction(() => {
        const nav = document.getElementById('site-nav');
        return nav !== null && getComputedStyle(nav).transform === 'none';
      });
      expect(await page.locator('#site-nav a').count()).toBeGreaterThan(0);
      expect(await coveredDrawerLinks(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each([
    [390, 844],
    [800, 1000],
    [1024, 768],
  ])(
    'the pre-screener scroll leaves its heading in sight below the sticky chrome (%i × %i)',
    async (width, height) => {
      const page = await freshTab(width, height);
      try {
        await openStudyPage(page);
        await page.waitForLoadState('networkidle');
        // What the journey's automatic scroll does: this tab's device has a journey, so its resume
        // popup holds the real scroll back (the first-visit test below waits for the real one).
        await page.evaluate(() =>
          document.getElementById('pre-screener-wrapper')?.scrollIntoView({ block: 'start' }),
        );
        const place = await page.locator('#pre-screener-wrapper').evaluate((section) => {
          const box = (section.querySelector('h2') ?? section).getBoundingClientRect();
          // The section's top edge, above its heading, with nothing of the page's chrome over it.
          const hit = document.elementFromPoint(box.left + 4, section.getBoundingClientRect().top + 2);
          const uncovered = hit !== null && (hit === section || section.contains(hit));
          return {
            top: box.top,
            bottom: box.bottom,
            uncovered,
            over: uncovered ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing'),
          };
        });
        expect(place.top).toBeGreaterThanOrEqual(0);
        expect(place.bottom).toBeLessThanOrEqual(height);
        expect(place).toMatchObject({ uncovered: true, over: null });
      } finally {
        await page.close();
      }
    },
  );

  it("on a first visit from a slow phone the journey's own scroll brings the questionnaire's heading into sight", async () => {
    // A new device: no journey yet, so no resume popup holds the scroll back. Its CPU is six times
    // slower than this machine's, so the questionnaire renders seconds after the page's layout.
    const context = await newMobileContext(session.browser);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${session.server.baseUrl}/migraine-study`);
      // The heading sits far below the first screen: in sight means the page scrolled on its own.
      await page.waitForFunction(
        () => {
          const box = document.querySelector('#pre-screener-wrapper h2')?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
        },
        undefined,
        // Two seconds after the questionnaire rendered, which the slowed page takes a while to reach.
        { timeout: 60000 },
      );
      expect(await page.locator('#pre-screener-wrapper h2').textContent()).toBe('See if you may qualify');
    } finally {
      await context.close();
    }
  });

  it('on a 390 × 844 phone the sticky chrome leaves at least 85 % of the screen to the page', async () => {
    const page = await freshTab(390, 844);
    try {
      await openStudyPage(page);
      await answerCookieBanner(page, 'Reject');
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.getByTestId('sticky-bar').waitFor({ state: 'visible' });
      const share = await stickyChromeShare(page);
      console.info(`sticky chrome covers ${(share * 100).toFixed(1)} % of a 390 × 844 screen`);
      await page.screenshot({ path: `${tmpdir()}/phone-chrome-390.png` });
      expect(share).toBeLessThanOrEqual(0.15);
    } finally {
      await page.close();
    }
  });
});

describe('the notification banner, closed, and the first screen the server sends', () => {
  it('a reload of /resources after closing the banner hydrates without a mismatch (React #418)', async () => {
    const page = await freshTab(1280, 800);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await openHydrated(page, `${session.server.baseUrl}/resources`);
      const banner = page.getByRole('region', { name: 'Notification' });
      await banner.getByRole('button').click();
      await banner.waitFor({ state: 'detached' });
      errors.length = 0;
      await openHydrated(page, `${session.server.baseUrl}/resources`);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
      expect(await banner.count()).toBe(0);
      expect(errors.filter((error) => /#418|hydrat/i.test(error))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
