import type { Browser, BrowserContext, Page } from 'playwright-core';
import { listContentItems } from '../../src/server/content/content-repository';
import { LANGUAGE_CODES, localizePath, type Language } from '../../src/shared/content-model/language';
import { formatViolations, runAxe, settlePage, trackRequests } from './support/axe';
import { newMobileContext } from './support/browser';
import { MIN_CONTROL_FONT_PX, MIN_CONTROL_HEIGHT_PX, undersizedControls } from './support/form-controls';
import { setupE2eSession } from './support/e2e-session';
import { newPerson } from './support/contact-steps';
import { waitForPath } from './support/journey-steps';
import { readMailbox } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';
import { MIGRAINE_J01, reachSiteSelection, siteCard, SUCCESS_PATH } from './support/site-steps';
import type { TestServer } from './support/test-server';
import { E2E_STEP_TIMEOUT_MS } from './support/e2e-timeouts';

/*
 * axe-core (WCAG 2.0/2.1 A and AA, colour contrast included, plus best
 * practices) finds nothing on any page of the demo site, in English and in Spanish, on a phone.
 *
 * The pages are not listed here: they are read from the test server's database (content_pages,
 * written from the demo pack), so a page added to the pack, in either language, is checked
 * without touching this file. Each one is opened at its own address and checked once settled.
 * Some pages only show what a person sees in a state, and are checked in that state:
 *  - a study's flow pages (participant type, questionnaire, contact forms, site selection) are
 *    opened after that study's home, which starts the journey (without it the journey guard sends
 *    the visitor home); the migraine journey is also walked for real, with the journey-steps
 *    helpers, to the site list, the consent popups, the success page and the mailed
 *    unsubscribe / resubscribe links;
 *  - /siteselectionsuccess (only after a site was chosen) and the registration wizard with its
 *    thank-you page (only after the registration starts) are reached by their walks; opened
 *    directly they redirect (their guard), which the direct pass notes and leaves to the walks;
 *  - My Profile and My Studies are checked signed out (their sign-in prompt and its modal) and
 *    signed in (after registering); the life-link page without a valid token shows the
 *    configured error, which is what is checked there (a valid token leaves the site at once);
 *  - interactive states: the cookie banner and its Manage dialog, the open mobile menu, forms
 *    after a refused submit (contact, support, registration start, questionnaire, resubscribe,
 *    a registration field), the site-selection popups and map, the resume-link popup, the
 *    health-data dialog, condition suggestions, trial search results and a trial's details;
 *  - the app's own pages (the demo mailbox, the kiosk staff screen locked and unlocked) in both
 *    languages.
 * With axe, every check also measures the page's text fields, selects and text areas, frames
 * included (support/form-controls.ts): each at least 44 px tall, with a font of at least 16 px.
 * The last test fails when a seeded page was checked in neither the direct pass nor a walk, and a
 * deliberate fault put into the questionnaire's frame must be found (the checker checks).
 */

// Each test does its own part, one phone context at a time; the longest (every page of a language
// opened directly, with its states) takes about two minutes on two cores.
jest.setTimeout(480000);

interface SeededPage {
  language: Language;
  /** The content path, without the locale prefix. */
  path: string;
  id: string;
  /** The address a person opens: the path with its locale prefix. */
  url: string;
}

let server: TestServer;
let browser: Browser;
let seeded: SeededPage[] = [];
/** `${language} ${path}` of every page checked at its own address, with how it was reached. */
const covered = new Map<string, string>();
const keyOf = (language: Language, path: string) => `${language} ${path}`;

/** What one part of the suite checked: the number of checks and every violation, formatted. */
class Audit {
  checks = 0;
  readonly findings: string[] = [];
  /** Pages that could not be checked as they should (not rendered, left their address). */
  readonly problems: string[] = [];
  /** Pages whose own guard sent the visitor elsewhere when opened directly (a walk checks them). */
  readonly redirected: string[] = [];

  constructor(readonly page: Page) {}

  /**
   * Runs axe on the page once settled (`settled`: it just was); `where` names the page and the
   * state for the report.
   */
  async check(where: string, { settled = false } = {}): Promise<void> {
    if (!settled) await settlePage(this.page);
    const violations = await runAxe(this.page);
    this.checks += 1;
    if (violations.length > 0) this.findings.push(formatViolations(where, violations));
    const undersized = await undersizedControls(this.page);
    if (undersized.length > 0) {
      this.findings.push(
        `${where}: form controls under ${MIN_CONTROL_HEIGHT_PX} px or a ${MIN_CONTROL_FONT_PX} px font\n${undersized.map((finding) => `    - ${finding}`).join('\n')}`,
      );
    }
  }

  /** Checks the page at the current address, and counts it as covered when it is a seeded one. */
  async checkSeeded(language: Language, path: string, state: string, settled = false): Promise<void> {
    const url = localizePath(path, language);
    await this.check(`${url} (${state})`, { settled });
    const landed = new URL(this.page.url()).pathname;
    if (landed !== url) this.problems.push(`${url} (${state}): left for ${landed} while being checked`);
    else covered.set(keyOf(language, path), state);
  }

  merge(...others: Audit[]): Audit {
    for (const other of others) {
      this.checks += other.checks;
      this.findings.push(...other.findings);
      this.problems.push(...other.problems);
      this.redirected.push(...other.redirected);
    }
    return this;
  }
}

/**
 * Fails with everything at once: each page or state that could not be checked as it should, and
 * each violation (page and state, rule, impact, selectors, axe's advice).
 */
function expectClean(audit: Audit): void {
  expect(audit.checks).toBeGreaterThan(0);
  if (audit.problems.length > 0 || audit.findings.length > 0) {
    const report = [...audit.problems.map((problem) => `NOT CHECKED: ${problem}`), ...audit.findings];
    throw new Error(
      `${audit.problems.length} pages or states not checked, axe-core violations in ${audit.findings.length}:\n\n${report.join('\n\n')}`,
    );
  }
}

async function newAuditedPage(context: BrowserContext): Promise<Audit> {
  const page = await context.newPage();
  page.setDefaultTimeout(E2E_STEP_TIMEOUT_MS);
  // A navigation on a busy two-core machine may take longer than a click.
  page.setDefaultNavigationTimeout(30000);
  trackRequests(page);
  return new Audit(page);
}

async function open(audit: Audit, url: string): Promise<void> {
  await audit.page.goto(server.baseUrl + url);
  await settlePage(audit.page);
}

/** The seeded pages of every language, from the database the server reads. */
async function readSeededPages(): Promise<SeededPage[]> {
  const rows = await server.deps.db
    .selectFrom('content_pages')
    .select(['id', 'path', 'language'])
    .orderBy('language')
    .orderBy('path')
    .execute();
  return rows.map((row) => {
    const language = row.language as Language;
    return { language, path: row.path, id: row.id, url: localizePath(row.path, language) };
  });
}

/** Opens a seeded page and checks it, unless its guard sends the visitor elsewhere. */
async function checkDirectly(audit: Audit, target: SeededPage): Promise<void> {
  await open(audit, target.url);
  const landed = new URL(audit.page.url()).pathname;
  if (landed !== target.url) {
    audit.redirected.push(`${target.url} -> ${landed}`);
    return;
  }
  // The seeded page itself, not an error page or another page's content.
  const article = audit.page.locator(`article.content-page[data-page-id="${target.id}"]`);
  if ((await article.count()) !== 1) {
    audit.problems.push(`${target.url}: the page "${target.id}" did not render`);
    return;
  }
  await audit.checkSeeded(target.language, target.path, 'opened directly', true);
}

// ---------------------------------------------------------------------------------------------
// Interactive states, written with the app's structure (classes, test ids, field names) rather
// than English labels, so that the same steps run in both languages.

/** On a study home just visited: the cookie banner, its Manage dialog, then Reject. */
async function cookieBannerStates(audit: Audit, home: string, check = true): Promise<void> {
  const { page } = audit;
  const banner = page.getByTestId('cookie-banner');
  // It appears once the visit has a guest reference (polled every 2 s).
  await banner.waitFor();
  if (check) {
    await audit.check(`${home} (cookie banner open)`);
    await banner.locator('.cookie-banner__manage').click();
    const dialog = page.getByTestId('manage-cookies');
    await dialog.waitFor();
    await audit.check(`${home} (Manage cookies dialog open)`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  // Answered, so that it covers no later page. Accept, Reject: the second primary button.
  await banner.locator('.cookie-banner__actions .button--primary').nth(1).click();
  await banner.waitFor({ state: 'detached' });
}

/** The phone's navigation drawer, open. */
async function mobileMenuState(audit: Audit, url: string): Promise<void> {
  const { page } = audit;
  await page.locator('.site-header__menu-button').click();
  await page.locator('#site-nav').waitFor({ state: 'visible' });
  await audit.check(`${url} (mobile menu open)`);
  await page.keyboard.press('Escape');
  await page.locator('.site-header__menu-button[aria-expanded="false"]').waitFor();
}

/** Submits the form empty and checks it showing its errors. */
async function refusedSubmitState(audit: Audit, url: string, form: string, submit: string): Promise<void> {
  const { page } = audit;
  await open(audit, url);
  await page.locator(`${form} ${submit}`).first().click();
  await page.locator(`${form} [aria-invalid="true"]`).first().waitFor();
  await audit.check(`${url} (${form} after a refused submit)`);
}

/** The study's journey states a person meets, on pages opened after the study home. */
async function journeyStates(audit: Audit, language: Language): Promise<void> {
  const { page } = audit;
  const root = localizePath(MIGRAINE_J01.root, language);
  await open(audit, root);

  await refusedSubmitState(
    audit,
    `${root}/contact-info/adult`,
    'form.contact-form__form',
    'button[type="submit"]',
  );

  // The questionnaire (in its iframe) after Next with nothing answered.
  await open(audit, `${root}/adult`);
  const frame = page.frameLocator('iframe.pre-screener__frame');
  await frame.getByRole('button', { name: language === 'es' ? 'Siguiente' : 'Next', exact: true }).click();
  await frame.locator('.questionnaire__error').first().waitFor();
  await audit.check(`${root}/adult (questionnaire after Next with no answer)`);
  await probeTheChecker(audit);

  // The site list: the map view, and the key-information popup of a site that asks for it.
  await open(audit, `${root}/site-selection/adult`);
  await page.locator('.site-selection__toggle button').nth(1).click();
  await page
    .locator('.site-selection__toggle button')
    .nth(1)
    .and(page.locator('[aria-pressed="true"]'))
    .waitFor();
  await audit.check(`${root}/site-selection/adult (map view)`);
  await page.locator('.site-selection__toggle button').first().click();
  await page.locator('li[data-site-code="MIG-301-004"] .site-card__select').click();
  const consent = page.getByTestId('site-ki-consent-modal');
  await consent.waitFor();
  await audit.check(`${root}/site-selection/adult (key-information popup)`);
  // Closed without an answer: the choice is cancelled.
  await page.keyboard.press('Escape');
  await consent.waitFor({ state: 'detached' });

  // A resume link that is not (or no longer) valid: its popup.
  await page.goto(`${server.baseUrl}${root}?resumeJourneyToken=not-a-valid-token`);
  await page.locator('dialog[open]').waitFor();
  await audit.check(`${root}?resumeJourneyToken=… (expired-link popup)`);
}

/**
 * The checker checks: a missing alt text and a low-contrast text put into the questionnaire's
 * frame must be reported with the frame in their selector path (a helper that stopped looking into
 * frames, or lost colour contrast, would otherwise pass everything). The probe is removed after.
 */
async function probeTheChecker(audit: Audit): Promise<void> {
  const frame = await (
    await audit.page.locator('iframe.pre-screener__frame').elementHandle()
  )?.contentFrame();
  if (!frame) throw new Error('the questionnaire frame is missing');
  await frame.evaluate(() => {
    const image = document.createElement('img');
    // No src: nothing is loaded (the frame's CSP would refuse a data: image).
    image.width = 16;
    image.height = 16;
    image.className = 'axe-probe';
    const text = document.createElement('p');
    text.textContent = 'A probe with too little contrast';
    text.className = 'axe-probe';
    text.style.color = '#c8c8c8';
    text.style.background = '#ffffff';
    document.body.append(image, text);
  });
  try {
    const found = await runAxe(audit.page);
    const inFrame = (rule: string) =>
      found.some(
        (violation) =>
          violation.id === rule &&
          violation.nodes.some((node) => node.target.length === 2 && node.html.includes('axe-probe')),
      );
    for (const rule of ['image-alt', 'color-contrast']) {
      if (!inFrame(rule))
        audit.problems.push(`the checker missed the ${rule} probe inside the questionnaire frame`);
    }
  } finally {
    await frame.evaluate(() => document.querySelectorAll('.axe-probe').forEach((probe) => probe.remove()));
  }
}

/** The app's own pages (src/app/router.tsx), not content: the demo mailbox and the kiosk staff screen. */
const APP_PAGES = ['/demo/mailbox', '/kiosk'];
/** The server's staff PIN, so that the kiosk staff page shows its form and can be unlocked. */
const KIOSK_STAFF_PIN = '24681012141618';

async function appPages(audit: Audit, language: Language): Promise<void> {
  for (const path of APP_PAGES) {
    const url = localizePath(path, language);
    await open(audit, url);
    await audit.check(`${url} (app page)`, { settled: true });
  }
  // The kiosk staff screen unlocked: the device's switch, the queue, reset and lock.
  const { page } = audit;
  const kiosk = localizePath('/kiosk', language);
  await open(audit, kiosk);
  await page.getByTestId('kiosk-pin').fill(KIOSK_STAFF_PIN);
  await page.locator('.kiosk-staff__pin button[type="submit"]').click();
  await page.locator('#kiosk-mode-title').waitFor();
  await audit.check(`${kiosk} (unlocked)`, { settled: true });
}

/** States of pages outside a journey. */
async function siteStates(audit: Audit, language: Language): Promise<void> {
  const { page } = audit;
  const at = (path: string) => localizePath(path, language);

  await refusedSubmitState(audit, at('/support/technical'), 'form', '.support-form__submit');
  await refusedSubmitState(audit, at('/'), '#cr-registration', 'button[type="submit"]');

  // Trial search results for a condition near a zip, then the first trial's details.
  await open(audit, `${at('/find-trials/search-result')}#q=Migraine&zip=60611`);
  await page.locator('.trial-card').first().waitFor();
  await audit.check(`${at('/find-trials/search-result')}#q=Migraine&zip=60611 (results)`);
  await page.locator('.trial-card a[href*="trial-details?id="]').first().click();
  await page.waitForURL(/\/find-trials\/trial-details\?id=/);
  await page.locator('.study-details--inline').waitFor();
  await audit.check(`${at('/find-trials/trial-details')}?id=… (a trial)`);

  // My Profile signed out: its sign-in modal.
  await open(audit, at('/manage-my-profile'));
  await page.locator('main button').first().click();
  await page.locator('dialog[open]').waitFor();
  await audit.check(`${at('/manage-my-profile')} (sign-in modal)`);
  await page.keyboard.press('Escape');
}

// ---------------------------------------------------------------------------------------------

/**
 * Every seeded page of a language opened directly, in four lists worked through one after the
 * other, each in a context of its own: two take the studies (each study's home first, so that its
 * flow pages are open to the visitor), two every other page. Each then checks some interactive
 * states.
 */
async function directPass(language: Language): Promise<Audit> {
  const pages = seeded.filter((page) => page.language === language);
  const roots = (await listContentItems(server.deps.db, 'study', language))
    .map((study) => study.rootPath)
    .sort((a, b) => b.length - a.length);
  const rootOf = (path: string) => roots.find((root) => path === root || path.startsWith(`${root}/`));
  const otherPages = pages.filter((page) => rootOf(page.path) === undefined);
  // Each study's pages, its home first: the home starts the study's journey.
  const studies = roots
    .map((root) =>
      pages
        .filter((page) => rootOf(page.path) === root)
        .sort((a, b) => Number(b.path === root) - Number(a.path === root) || a.path.localeCompare(b.path)),
    )
    .filter((group) => group.length > 0)
    .sort((a, b) => b.length - a.length);
  // Four lists of about the same length: the studies in two, the other pages in two.
  const studyLists: SeededPage[][] = [[], []];
  for (const group of studies) {
    const shorter = studyLists[0]!.length <= studyLists[1]!.length ? studyLists[0]! : studyLists[1]!;
    shorter.push(...group);
  }
  const otherLists = [0, 1].map((half) => otherPages.filter((_, index) => index % 2 === half));

  // Each list in a context of its own, one list after the other. A page
  // that fails to settle is reported and the list goes on, so that one report shows everything.
  const work = async (
    targets: SeededPage[],
    afterFirst: (audit: Audit, url: string) => Promise<void>,
    atEnd: (audit: Audit, language: Language) => Promise<void>,
  ): Promise<Audit> => {
    const context = await newMobileContext(browser);
    try {
      const audit = await newAuditedPage(context);
      for (const [index, target] of targets.entries()) {
        await attempt(audit, target.url, () => checkDirectly(audit, target));
        if (index === 0) await attempt(audit, `${target.url} (states)`, () => afterFirst(audit, target.url));
      }
      await attempt(audit, `${language} states`, () => atEnd(audit, language));
      return audit;
    } finally {
      await context.close();
    }
  };
  const nothing = async () => undefined;
  // One list after the other: on two cores, contexts loading pages side by side only wait for each
  // other (the sweep ran out of time that way).
  const lists: Array<() => Promise<Audit>> = [
    () =>
      work(
        studyLists[0]!,
        async (audit, url) => {
          await cookieBannerStates(audit, url);
          await mobileMenuState(audit, url);
        },
        nothing,
      ),
    () => work(studyLists[1]!, (audit, url) => cookieBannerStates(audit, url, false), journeyStates),
    () => work(otherLists[0]!, nothing, siteStates),
    () => work(otherLists[1]!, nothing, appPages),
  ];
  const audits: Audit[] = [];
  for (const list of lists) audits.push(await list());
  const [first, ...rest] = audits;
  return first!.merge(...rest);
}

/** Runs a step; a failure is noted as a problem of the audit (with its first lines) instead of thrown. */
async function attempt(audit: Audit, label: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    audit.problems.push(`${label}: ${message.split('\n').slice(0, 3).join(' ').slice(0, 500)}`);
  }
}

/** A walk in a new phone context of its own. */
async function inNewContext(walk: (audit: Audit) => Promise<void>): Promise<Audit> {
  const context = await newMobileContext(browser);
  try {
    const audit = await newAuditedPage(context);
    await walk(audit);
    return audit;
  } finally {
    await context.close();
  }
}

/**
 * The migraine journey walked for real (journey-steps helpers): questionnaire, contact form, the
 * site list, both consent popups, the success page and its health-record dialog (then in Spanish),
 * and the links of the mailing-list welcome mail: unsubscribe, resubscribe and their errors.
 */
async function journeyWalk(audit: Audit): Promise<void> {
  const { page } = audit;
  const person = newPerson('axe');
  await reachSiteSelection(page, server, MIGRAINE_J01, person, { emailOptIn: true });
  await audit.check(`${MIGRAINE_J01.root}/site-selection/adult (after the contact form)`);

  const northshore = 'Northshore Headache Clinic';
  await siteCard(page, northshore).locator('.site-card__select').click();
  const keyInformation = page.getByTestId('site-ki-consent-modal');
  await keyInformation.getByRole('button', { name: 'Yes' }).click();
  const lifeLink = page.getByTestId('site-life-link-modal');
  await lifeLink.waitFor();
  await audit.check(`${MIGRAINE_J01.root}/site-selection/adult (life-link popup)`);
  await lifeLink.getByRole('button', { name: 'No' }).click();
  await waitForPath(page, SUCCESS_PATH);
  await page.getByTestId('success-confirmation').waitFor();
  await audit.checkSeeded('en', SUCCESS_PATH, 'after choosing a site');

  await page.getByRole('button', { name: 'Share my health data' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Health-record connection (sandbox)' });
  await sandbox.waitFor();
  await audit.check(`${SUCCESS_PATH} (health-record dialog)`);
  await page.keyboard.press('Escape');

  // The same visitor in Spanish: the success page keeps the journey.
  await open(audit, localizePath(SUCCESS_PATH, 'es'));
  await page.getByTestId('success-confirmation').waitFor();
  await audit.checkSeeded('es', SUCCESS_PATH, 'after choosing a site');

  // The mailing-list welcome mail's links: unsubscribe (all mail) and resubscribe (this study).
  let links: string[] = [];
  await waitUntil(
    async () => {
      const mail = (await readMailbox(server)).find(
        (message) =>
          message.to === person.email && message.links.some((link) => link.url.includes('uToken=')),
      );
      links = mail?.links.map((link) => link.url).filter((url) => url.includes('uToken=')) ?? [];
      return links.length >= 2;
    },
    15000,
    'the welcome mail with its unsubscribe links',
  );
  const local = (url: string) => {
    const mailed = new URL(url);
    return { path: mailed.pathname, search: mailed.search };
  };
  const unsubscribe = local(links.find((url) => new URL(url).pathname === '/unsubscribe')!);
  const resubscribe = local(links.find((url) => new URL(url).pathname.endsWith('/resubscribe'))!);
  for (const language of LANGUAGE_CODES) {
    for (const link of [resubscribe, unsubscribe]) {
      await open(audit, `${localizePath(link.path, language)}${link.search}`);
      await page.locator('main button').first().waitFor();
      await audit.checkSeeded(language, link.path, 'from the mailed link');
    }
  }
  // Unsubscribed, then the resubscribe form refused empty.
  await open(audit, `${unsubscribe.path}${unsubscribe.search}`);
  await page.locator('.subscriptions-page__button').first().click();
  await page.locator('form .subscriptions-page__button').waitFor();
  await audit.check(`${unsubscribe.path} (unsubscribed, the resubscribe form)`);
  await page.locator('form .subscriptions-page__button').click();
  await page.locator('form [aria-invalid="true"]').first().waitFor();
  await audit.check(`${unsubscribe.path} (resubscribe refused)`);
}

// Fewer generated trials than the default (the search pages need some, not thousands), and a
// staff PIN.
const session = setupE2eSession({ env: { TRIAL_SEED_COUNT: '300', KIOSK_STAFF_PIN }, setupTimeoutMs: 60000 });

beforeAll(async () => {
  ({ server, browser } = session);
  seeded = await readSeededPages();
}, 60000);

describe('axe-core on every page of the demo site, on a phone', () => {
  it.each(LANGUAGE_CODES)(
    'every seeded page opened directly, and its interactive states (%s)',
    async (language) => {
      const audit = await directPass(language);
      const pages = seeded.filter((page) => page.language === language);
      expect(pages.length).toBeGreaterThan(0);
      expectClean(audit);
      // Every page was either checked or left for a walk by its own guard.
      expect(audit.checks).toBeGreaterThanOrEqual(pages.length - audit.redirected.length);
    },
  );

  it('the migraine journey walked to the success page, with its popups and mailed links', async () => {
    expectClean(await inNewContext(journeyWalk));
  });

  it.each(LANGUAGE_CODES)(
    'the registration wizard, its thank-you page and the signed-in profile (%s)',
    async (language) => {
      expectClean(await inNewContext((audit) => registrationWalk(audit, language)));
    },
  );

  it('checked every seeded page, in every language, at its own address', () => {
    const missing = seeded
      .filter((page) => !covered.has(keyOf(page.language, page.path)))
      .map((page) => page.url);
    expect(missing).toEqual([]);
    expect(covered.size).toBe(seeded.length);
  });
});

/** Home → #cr-registration → the five steps → thank-you, then My Profile and My Studies signed in. */
async function registrationWalk(audit: Audit, language: Language): Promise<void> {
  const { page } = audit;
  const at = (path: string) => localizePath(path, language);
  const step = async (name: string, fill: () => Promise<void>) => {
    await page.waitForURL((url) => url.pathname === at(`/register/${name}`));
    await audit.checkSeeded(language, `/register/${name}`, 'registration walk');
    await fill();
    const next = page.locator('form button[type="submit"]').last();
    await page.locator('form button[type="submit"]:not([disabled])').last().waitFor();
    await next.click();
  };
  const email = `axe.${language}.${Date.now()}@example.com`;
  await open(audit, `${at('/')}#cr-registration`);
  const start = page.locator('#cr-registration');
  await start.locator('input[type="email"]').fill(email);
  await start.locator('input[type="checkbox"]').check();
  await start.locator('button[type="submit"]').click();

  await step('about-you', async () => {
    // A refused name first: the field shows its error.
    const firstName = page.locator('input[name="firstName"]');
    await firstName.fill('1234');
    await firstName.blur();
    await page.locator('input[name="firstName"][aria-invalid="true"]').waitFor();
    await audit.check(`${at('/register/about-you')} (a field in error)`);
    await firstName.fill('Ana');
    await page.locator('input[name="lastName"]').fill('Registrant');
    await page.locator('select[name="Day"]').selectOption('15');
    await page.locator('select[name="Month"]').selectOption({ index: 3 });
    await page.locator('select[name="Year"]').selectOption('1980');
    await page.locator('input[name="gender"][value="Female"]').check();
  });
  await step('patient-enquiries', async () => {
    await page.locator('input[name="patientEnquiries"][value="help-research"]').check();
  });
  await step('conditions', async () => {
    const conditions = page.getByRole('combobox');
    await conditions.fill('Migr');
    await page.getByRole('option').first().waitFor();
    await audit.check(`${at('/register/conditions')} (suggestions open)`);
    await page.getByRole('option').first().click();
    await conditions.press('Escape');
  });
  await step('location', async () => {
    await page.locator('input[name="zipcode"]').fill('60611');
    await page.locator('input[name="travelDistance"][value="25 miles"]').check();
    await page.locator('input[name="homeTrial"][value="Yes"]').check();
  });
  await step('contact-preference', async () => {
    await page.locator('input[name="contactNumber"]').fill('312 555 0199');
    await page.locator('input[name="primaryConsent"]').check();
  });
  await page.waitForURL((url) => url.pathname === at('/thank-you'));
  await audit.checkSeeded(language, '/thank-you', 'after registering');

  // Registered: signed in on this device.
  for (const path of ['/manage-my-profile', '/my-studies']) {
    await open(audit, at(path));
    await audit.checkSeeded(language, path, 'signed in');
  }
}
