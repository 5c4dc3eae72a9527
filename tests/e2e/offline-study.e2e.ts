import type { Page } from 'playwright-core';
import { getLayout } from '../../src/shared/contracts/content';
import { buildUrl } from '../../src/shared/contracts/define-call';
import { setupE2eSession } from './support/e2e-session';
import {
  contactForm,
  control,
  fillContactDetails,
  MIGRAINE,
  MIGRAINE_QUALIFYING,
  newPerson,
  SITE_SELECTION_PATH,
  submitContactForm,
} from './support/contact-steps';
import {
  answerAboutYou,
  answerCookieBanner,
  answerHealthQuestions,
  pickParticipantType,
  screenerFrame,
  startQuestionnaire,
  waitForPath,
} from './support/journey-steps';
import { explainFailure } from './support/page-diagnostics';
import { waitUntil } from './support/outbox-probe';
import { siteSelection } from './support/site-steps';
import { startTestServer } from './support/test-server';

/*
 * ISSUE 9: after the first visit of a study's home, the study's other pages, its questionnaire,
 * its forms and the zip look-ups work without a network; a site list seen once is listed again
 * offline; a submission's receipt says "saved on this device", then "sent".
 */

const session = setupE2eSession();

jest.setTimeout(90000);

const layoutUrl = (path: string) => buildUrl(getLayout.path, {}, { path, language: 'en' });

/** Path and query of every request kept in a cache whose name contains `name`. */
async function cachedUrls(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const names = (await caches.keys()).filter((cache) => cache.includes(wanted));
    const urls: string[] = [];
    for (const cacheName of names) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls;
  }, name);
}

describe('a study opens offline after the first visit of its home', () => {
  it('keeps the study pages, questionnaire and lists after the home was visited once', async () => {
    const { page, server } = session;
    await page.goto(server.baseUrl + MIGRAINE);
    await answerCookieBanner(page, 'Reject');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const expected = [
      layoutUrl(`${MIGRAINE}/participant-type`),
      layoutUrl(`${MIGRAINE}/adult`),
      layoutUrl(`${MIGRAINE}/contact-info/adult`),
      layoutUrl(`${MIGRAINE}/site-selection/adult`),
      layoutUrl('/siteselectionsuccess'),
      '/api/content/screener?key=migraine-screener&language=en',
      '/api/lists/states?language=en&country=US&page=3',
    ];
    await waitUntil(
      async () => {
        const urls = await cachedUrls(page, 'content');
        return expected.every((url) => urls.includes(url));
      },
      30000,
      'the study pages in the content cache',
    );
    // The first version claims the page it was installed from: later navigations go through it.
    await waitUntil(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      10000,
      'the service worker controlling the page',
    );
    // The zip table is a lazy chunk of the precache, so the address helper works offline.
    expect(
      (await cachedUrls(page, 'precache')).some((url) => /\/assets\/zip-table-[^/]+\.js/.test(url)),
    ).toBe(true);
  });

  it('opens the participant-type and pre-screener pages offline, never visited, with the questionnaire', async () => {
    const { page, context } = session;
    await context.setOffline(true);
    // The connection indicator says so at once, at the top of the page.
    await page.locator('.connection-indicator--offline').getByText('You are offline.').waitFor();
    await explainFailure(page, async () => {
      await startQuestionnaire(page);
      await pickParticipantType(page);
      await waitForPath(page, `${MIGRAINE}/adult`);
      const frame = screenerFrame(page);
      await answerAboutYou(frame);
      await answerHealthQuestions(frame, MIGRAINE_QUALIFYING);
    });
    const status = page.locator('.pre-screener__status');
    await status.getByText('Your answers are saved on this device').waitFor();
    await status.getByText(/^Saved on this device at \d/).waitFor();
  });

  it('continues online, then opens the contact form offline, where the zip fills city and state', async () => {
    const { page, context } = session;
    await context.setOffline(false);
    await page.locator('.connection-indicator--online').waitFor({ state: 'attached' });
    await waitForPath(page, `${MIGRAINE}/contact-info/adult`);
    await contactForm(page).waitFor();
    await context.setOffline(true);
    await page.reload();
    const form = contactForm(page);
    await explainFailure(page, () => form.waitFor());
    const city = control(form, 'City').first();
    const state = control(form, 'State').first();
    const zip = control(form, 'ZIP code').first();
    await city.fill('');
    await state.selectOption({ index: 0 });
    await zip.fill('');
    await zip.fill('60611');
    await waitUntil(
      async () => (await city.inputValue()) === 'Chicago',
      10000,
      'the city from the zip table',
    );
    await waitUntil(async () => (await state.inputValue()) !== '', 10000, 'the state from the zip table');
    expect(await state.locator('option:checked').textContent()).toMatch(/Illinois|IL/);
  });

  it('lists the sites of a site-selection page seen once when it is opened again offline', async () => {
    const { page, context } = session;
    await context.setOffline(false);
    const form = contactForm(page);
    await fillContactDetails(form, 'adult', newPerson('offline-study'));
    await submitContactForm(form);
    await waitForPath(page, SITE_SELECTION_PATH);
    const widget = siteSelection(page);
    await widget.locator('li').first().waitFor();
    const online = await widget.locator('li').allInnerTexts();
    expect(online.length).toBeGreaterThan(0);
    expect(
      (await cachedUrls(page, 'personal-reads')).some((url) => url.startsWith('/api/sites/Search')),
    ).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await explainFailure(page, () => siteSelection(page).locator('li').first().waitFor());
    expect(await siteSelection(page).locator('li').allInnerTexts()).toEqual(online);
    await context.setOffline(false);
  });

  it('shows the receipt of a submission: saved on this device, then sent', async () => {
    const { page, context, server } = session;
    await page.goto(`${server.baseUrl}/support/study`);
    await page.getByRole('heading', { name: 'Study questions', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Rae Offline');
    await page.getByLabel('Email address').fill('rae.offline@example.com');
    await page.getByLabel('Message').fill('Is there parking at the site?');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    const receipt = page.locator('.submission-receipt');
    await receipt.getByText(/^Saved on this device at \d/).waitFor({ timeout: 20000 });
    expect(await receipt.getByText(/^Sent at/).count()).toBe(0);
    await context.setOffline(false);
    await receipt.getByText(/^Sent at \d/).waitFor({ timeout: 20000 });
    await expect(receipt.getAttribute('data-state')).resolves.toBe('delivered');
  });
});

describe('a study entered through one of its inner pages', () => {
  it('reopens offline the home it was sent to, whose answers came before the service worker', async () => {
    // A link to the pre-screener without a journey lands on the study's home (a client-side
    // redirect, before any worker): nothing of the home went through the service worker then.
    // A server of its own: a new origin, which no page of this file has visited.
    const server = await startTestServer();
    try {
      const page = await session.newPage();
      const context = page.context();
      await page.goto(`${server.baseUrl}${MIGRAINE}/adult`);
      await waitForPath(page, MIGRAINE);
      await answerCookieBanner(page, 'Reject');
      await waitUntil(
        async () => {
          const urls = await cachedUrls(page, 'content');
          return [layoutUrl(MIGRAINE), '/api/cr-context-data?language=en'].every((url) => urls.includes(url));
        },
        30000,
        "the study home's own answers in the content cache",
      );
      await context.setOffline(true);
      await page.reload();
      await explainFailure(page, () =>
        page.getByRole('heading', { name: 'The Migraine Prevention Study', level: 1 }).waitFor(),
      );
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    } finally {
      await server.dispose();
    }
  });
});
