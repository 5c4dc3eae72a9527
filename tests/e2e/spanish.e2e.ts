import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { isFlowOnlyUrl } from '../../sagas/journey/journey-urls';
import { demoContent } from '../support/demo-content';
import { tentativeSlotDate } from '../../src/server/site-selection/scheduling';
import { localizePath } from '../../src/shared/content-model/language';
import type { StudySettings } from '../../src/shared/content-model/study';
import { englishOnlyUiTexts } from '../support/ui-strings-catalogue';
import { contactForm, errorOf, REQUIRED_MESSAGE } from './support/contact-steps';
import { setupE2eSession } from './support/e2e-session';
import { explainFailure } from './support/page-diagnostics';

/*
 * Spanish content, in the browser: every Spanish page of the demo site is Spanish (lang="es", a
 * heading that is not the English page's, no built-in English text, every internal link under
 * /es); a journey in Spanish from the study page to the success page shows Spanish validation,
 * distances and dates; the language switch in the middle of the journey keeps the step, the
 * screener's answers and the typed draft, both ways, with no start-over and no popup.
 */

// A small trial index is enough here (the search pages only need to load): a faster start.
const session = setupE2eSession({ env: { TRIAL_SEED_COUNT: '100' } });
/** The sweep's visitors: each its own context, so that forgetting one forgets nobody else. */
const SWEEP_WORKERS = 3;
let sweep: BrowserContext[] = [];

beforeAll(async () => {
  sweep = await Promise.all(Array.from({ length: SWEEP_WORKERS }, () => session.newContext()));
});

jest.setTimeout(90000);

const seed = demoContent();
const studies = new Map(
  seed.items
    .filter((item) => item.kind === 'study' && item.language === 'es')
    .map((item) => {
      const study = item.data as StudySettings;
      return [study.key, study.rootPath] as const;
    }),
);
const spanishPages = seed.pages.filter((page) => page.language === 'es');
const ENGLISH_UI = englishOnlyUiTexts();

/** Where a page sends a visitor who has not started anything: the flow pages, the wizard, success. */
function expectedLanding(path: string, studyKey: string | undefined): string | RegExp {
  const root = studyKey ? studies.get(studyKey) : undefined;
  if (root && isFlowOnlyUrl(path, root)) return localizePath(root, 'es');
  if (path.startsWith('/register/')) return '/es';
  // Without the allowSiteSelectionSuccess cookie: the journey's study home, or the home page.
  if (path === '/siteselectionsuccess') return /^\/es(\/[a-z-]+-study)?$/;
  return localizePath(path, 'es');
}

interface PageFacts {
  path: string;
  lang: string;
  heading: string;
  links: string[];
  englishTexts: string[];
}

/**
 * The page's language, its first heading, its internal links (the language switch's and static
 * files excepted) and every text or accessible label that is one of the app's English-only texts.
 */
async function factsOf(page: Page, english: readonly string[]): Promise<PageFacts> {
  return page.evaluate((englishTexts) => {
    const known = new Set(englishTexts);
    const inOtherLanguage = (element: Element | null) => element?.closest('[lang]:not([lang="es"])') != null;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || inOtherLanguage(parent)) continue;
      for (const text of [node.textContent ?? '', parent.textContent ?? '']) {
        if (known.has(text.trim())) found.add(text.trim());
      }
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (inOtherLanguage(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value && known.has(value)) found.add(`${name}="${value}"`);
      }
    }
    const links = [...document.querySelectorAll('a[href]:not([hreflang])')]
      .map((anchor) => anchor.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('//'))
      .filter((href) => !/\.(pdf|svg|png|jpe?g|webp)(\?|$)/.test(href));
    return {
      path: location.pathname,
      lang: document.documentElement.lang,
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      links: [...new Set(links)],
      englishTexts: [...found],
    };
  }, english);
}

/**
 * The page has rendered its content: a heading with text, no loading skeleton, and the document
 * settled (no change for 200 ms, or 3 s at most for pages that keep moving, e.g. a carousel), so
 * that widgets loaded after the first screen are there too.
 */
async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.page-skeleton') && (document.querySelector('h1')?.textContent ?? '').trim(),
    null,
    { timeout: 15000 },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, 200);
        const cap = setTimeout(done, 3000);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 200);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      }),
  );
}

/** Every text of the English page of a path, as served (title and component fields). */
async function englishTextsOf(baseUrl: string, path: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}/api/layout?path=${encodeURIComponent(path)}&language=en`);
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(await response.json());
  return texts;
}

const isSpanishLink = (href: string) => /^\/es(\/|$|\?|#)/.test(href);

/** What is wrong with a Spanish page: each problem names the page. */
async function problemsOf(page: Page, baseUrl: string, requested: string): Promise<string[]> {
  const facts = await factsOf(page, [...ENGLISH_UI]);
  const contentPath = facts.path.replace(/^\/es(?=\/|$)/, '') || '/';
  const english = await englishTextsOf(baseUrl, contentPath);
  const at = `${requested}${facts.path === localizePath(requested, 'es') ? '' : ` → ${facts.path}`}`;
  const problems: string[] = [];
  if (facts.lang !== 'es') problems.push(`${at}: <html lang="${facts.lang}">`);
  if (!isSpanishLink(facts.path)) problems.push(`${at}: left the /es prefix`);
  if (!facts.heading || english.has(facts.heading))
    problems.push(`${at}: the English heading "${facts.heading}"`);
  for (const href of facts.links.filter((link) => !isSpanishLink(link))) problems.push(`${at}: link ${href}`);
  for (const text of facts.englishTexts) problems.push(`${at}: English text ${text}`);
  return problems;
}

/**
 * Forgets the visitor (cookies and stored state, not the service worker or its caches): a page
 * whose redirect depends on a journey, a registration or a cookie then behaves as for a newcomer.
 */
async function forgetVisitor(page: Page, origin: string): Promise<void> {
  // Leave the app first: an open page would write its state back after the clearing.
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cookies,indexeddb,local_storage,websql',
  });
  await cdp.detach();
}

/** Visits the pages one after the other in one context; the problems found, by page. */
async function sweepPages(context: BrowserContext, paths: typeof spanishPages): Promise<string[]> {
  const { server } = session;
  const page = await context.newPage();
  const problems: string[] = [];
  for (const spanish of paths) {
    const landing = expectedLanding(spanish.path, spanish.studyKey);
    const redirects = landing !== localizePath(spanish.path, 'es');
    if (redirects) await forgetVisitor(page, server.baseUrl);
    await page.goto(server.baseUrl + localizePath(spanish.path, 'es'));
    await explainFailure(page, () =>
      page.waitForURL((url) =>
        typeof landing === 'string' ? url.pathname === landing : landing.test(url.pathname),
      ),
    );
    if (redirects) {
      // The redirect kept the prefix (waited for above) and the language; the page it lands on is
      // one of the listed pages and is checked in full on its own turn. The flow pages' own texts
      // are checked by the journey below and by tests/server/content/spanish-coverage.test.ts.
      await page.waitForFunction(() => document.documentElement.lang !== '');
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== 'es')
        problems.push(`${spanish.path} → ${new URL(page.url()).pathname}: <html lang="${lang}">`);
      continue;
    }
    await explainFailure(page, () => pageReady(page));
    problems.push(...(await problemsOf(page, server.baseUrl, spanish.path)));
  }
  await page.close();
  return problems;
}

describe('every page of the demo site in Spanish', () => {
  it('is Spanish, with a Spanish heading, no English UI text, and every internal link under /es', async () => {
    expect(spanishPages.length).toBeGreaterThanOrEqual(80);
    const shares = sweep.map((_, worker) =>
      spanishPages.filter((_, index) => index % SWEEP_WORKERS === worker),
    );
    const problems = await Promise.all(
      sweep.map((context, worker) => sweepPages(context, shares[worker] ?? [])),
    );
    expect(problems.flat()).toEqual([]);
    // Over 80 pages: on a loaded two-core CI machine the sweep took more than twice its local time.
  }, 240_000);
});

/* ------------------------------------------------------------------------------------------ */

const page = () => session.page;
const MIGRAINE_ES = '/es/migraine-study';

/** The language switch sits in the menu on a phone. */
async function switchLanguage(to: 'en' | 'es'): Promise<void> {
  await page().locator('.site-header__menu-button').click();
  await page().locator(`#site-nav .language-switch a[hreflang="${to}"]`).click();
  await page().waitForFunction((lang) => document.documentElement.lang === lang, to);
}

async function expectSpanish(): Promise<void> {
  await pageReady(page());
  expect(
    await problemsOf(
      page(),
      session.server.baseUrl,
      page()
        .url()
        .replace(/^https?:\/\/[^/]+(\/es)?/, '') || '/',
    ),
  ).toEqual([]);
}

/** A radio of the questionnaire, by its (Spanish) label; a click while the frame resizes is retried. */
async function chooseOption(frame: FrameLocator, question: string, label: string): Promise<void> {
  const container = frame.locator(`[data-name="${question}"]`);
  const input = container.getByRole('radio', { name: label, exact: true });
  const choice = container.getByText(label, { exact: true });
  for (let attempt = 1; attempt <= 3 && !(await input.isChecked()); attempt += 1) await choice.click();
  expect(await input.isChecked()).toBe(true);
}

const field = (form: Locator, label: string) =>
  form.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

async function expectNoDialog(): Promise<void> {
  expect(await page().getByRole('dialog').count()).toBe(0);
  expect(await page().getByRole('alertdialog').count()).toBe(0);
}

async function waitForPathname(pathname: string): Promise<void> {
  await explainFailure(page(), () =>
    page().waitForURL((url) => url.pathname === pathname, { timeout: 20000 }),
  );
}

describe('a journey in Spanish, switching language on the way', () => {
  it('runs the pre-screener in Spanish and shows Spanish validation messages on the contact form', async () => {
    const p = page();
    await p.goto(session.server.baseUrl + MIGRAINE_ES);
    const banner = p.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'Rechazar', exact: true }).click();
    await expectSpanish();
    await p.getByRole('link', { name: 'Comenzar el cuestionario' }).first().click();
    const question = p.getByRole('group', { name: '¿Para quién responde estas preguntas?' });
    await question.getByRole('radio', { name: 'Para mí: tengo 18 años o más' }).check();
    await p.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await waitForPathname(`${MIGRAINE_ES}/adult`);

    const frame = p.frameLocator('iframe.pre-screener__frame');
    await frame.getByText('Fecha de nacimiento').first().waitFor();
    await frame.locator('[data-name="dob"] input').fill('1985-01-01');
    await chooseOption(frame, 'g', 'Femenino');
    await frame.locator('[data-name="zipCode"] input').fill('60611');
    await frame.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await frame.getByText('¿Un médico le diagnosticó migraña hace al menos un año?').waitFor();
    await chooseOption(frame, 'diagnosed', 'Sí');
    await chooseOption(frame, 'frequency', 'Sí');
    await frame.getByRole('button', { name: 'Completar', exact: true }).click();
    await waitForPathname(`${MIGRAINE_ES}/contact-info/adult`);

    const form = contactForm(p);
    await form.waitFor();
    await expectSpanish();
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    const firstName = field(form, 'Nombre');
    await p.waitForFunction(() => document.querySelector('[aria-invalid="true"]') !== null);
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(form, firstName)).toBe('Este campo es obligatorio');
    const consent = form.getByRole('checkbox', { name: /^Acepto que ClinicalResearch/ });
    await form.getByText('Acepte para continuar').waitFor();
    expect(await form.getByText(REQUIRED_MESSAGE).count()).toBe(0);
    expect(await consent.isChecked()).toBe(false);
    await expectSpanish();
  });

  it('keeps the step, the answers and the typed draft when switching to English and back', async () => {
    const p = page();
    const form = contactForm(p);
    await field(form, 'Nombre').fill('Lucía');
    await field(form, 'Apellido').fill('Gómez');
    await field(form, 'Correo electrónico').fill('lucia.gomez@example.com');
    // The draft is saved as it is typed; the switch happens mid-form.
    await switchLanguage('en');
    await waitForPathname('/migraine-study/contact-info/adult');
    await form.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    await expectNoDialog();
    expect(await field(form, 'First name').inputValue()).toBe('Lucía');
    expect(await field(form, 'Last name').inputValue()).toBe('Gómez');
    expect(await field(form, 'Email address').inputValue()).toBe('lucia.gomez@example.com');
    // The pre-screener's answers still fill the form: the ZIP code and the date of birth.
    expect(await field(form, 'ZIP code').inputValue()).toBe('60611');
    expect(await form.getByRole('combobox', { name: 'Year' }).inputValue()).toBe('1985');
    await field(form, 'Phone number').fill('3125550147');

    await switchLanguage('es');
    await waitForPathname(`${MIGRAINE_ES}/contact-info/adult`);
    await form.getByRole('button', { name: 'Enviar', exact: true }).waitFor();
    await expectNoDialog();
    expect(await field(form, 'Nombre').inputValue()).toBe('Lucía');
    expect(await field(form, 'Número de teléfono').inputValue()).toBe('3125550147');
    expect(await field(form, 'Código postal').inputValue()).toBe('60611');
    await expectSpanish();
  });

  it('reaches site selection in Spanish: Spanish distances and ZIP validation, and the switch keeps the step', async () => {
    const p = page();
    const form = contactForm(p);
    await field(form, 'Dirección').first().fill('100 East Ohio Street');
    await form.getByRole('checkbox', { name: /^Acepto que ClinicalResearch/ }).check();
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await waitForPathname(`${MIGRAINE_ES}/site-selection/adult`);
    const widget = p.locator('#site-selection');
    await widget.getByRole('heading', { name: 'Mejores opciones' }).waitFor();
    const lakeside = widget.locator('li[data-site-code="MIG-301-001"]');
    expect(await lakeside.locator('.site-card__distance').innerText()).toBe('a 0.4 mi');
    const zip = widget.getByRole('textbox', { name: 'Código postal' });
    expect(await zip.inputValue()).toBe('60611');
    await zip.fill('554');
    await widget.getByRole('button', { name: 'Buscar', exact: true }).click();
    await widget.getByText('Ingrese un código postal válido de 5 dígitos.').waitFor();
    await zip.fill('60611');
    await expectSpanish();

    await switchLanguage('en');
    await waitForPathname('/migraine-study/site-selection/adult');
    await widget.getByRole('heading', { name: 'Best matches' }).waitFor();
    expect(await lakeside.locator('.site-card__distance').innerText()).toBe('0.4 mi away');
    await expectNoDialog();
    await switchLanguage('es');
    await waitForPathname(`${MIGRAINE_ES}/site-selection/adult`);
    await widget.getByRole('heading', { name: 'Mejores opciones' }).waitFor();
    await expectSpanish();
  });

  it('ends on the Spanish success page with the appointment date written in Spanish', async () => {
    const p = page();
    const chosenAt = new Date();
    await p
      .locator('li[data-site-code="MIG-301-001"]')
      .getByRole('button', { name: /^Elegir este centro/ })
      .click();
    await waitForPathname('/es/siteselectionsuccess');
    const card = p.locator('.appointment-card');
    await card.waitFor();
    const values = await card.locator('dd').allInnerTexts();
    const slot = tentativeSlotDate(chosenAt);
    const spanishDate = new Intl.DateTimeFormat('es-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(slot);
    expect(spanishDate).toMatch(/^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}$/);
    expect(values[0]).toBe(spanishDate);
    expect(values[1]).toBe('Mañana');
    expect(values[2]).toMatch(/^10:00 a\. ?m\.$/);
    await expectSpanish();
  });
});
