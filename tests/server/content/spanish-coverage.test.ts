import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentKind } from '../../../src/server/content/content-kinds';
import { getContentItem, getSiteSettings } from '../../../src/server/content/content-repository';
import { demoContent, publishDemoContent } from '../../support/demo-content';
import type { Page } from '../../../src/shared/content-model/page';
import { getLayout, layoutResponseSchema } from '../../../src/shared/contracts/content';
import { buildUrl } from '../../../src/shared/contracts/define-call';
import {
  hasWords,
  NOT_A_STRINGS_TABLE,
  SAME_IN_BOTH_LANGUAGES,
  textLeaves,
  UI_STRING_MODULES,
} from '../../support/ui-strings-catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * "Spanish content on every page of the demo site": every English page of the
 * demo seed has a Spanish page at the same path, served in Spanish by the content repository (not
 * the English page, not the 404 page), and none of its texts is the English text. The same for the
 * content items pages show (studies, forms, sites, trials, conditions, communities), the site
 * settings (header, footer, banners), the questionnaires and every built-in UI text.
 */

/**
 * Fields that hold identifiers, codes, paths, options' stored values or styling, never shown as
 * language: the same in both languages by design. `name` is an identifier in this content model
 * (page item names, component names, field names, consent groups whose box is shown by title).
 */
const CODE_KEYS = new Set([
  'id',
  'key',
  'name',
  'path',
  'language',
  'studyKey',
  'value',
  'step',
  'type',
  'formType',
  'channel',
  'mediumFieldName',
  'phoneField',
  'checkboxField',
  'stateLockFields',
  'variant',
  'variation',
  'layout',
  'ctaAllignment',
  'buttonVariant',
  'linkVariant',
  'imagePosition',
  'background',
  'backgroundColor',
  'progressPosition',
  'shareMedia',
  'sharingMedia',
  'emailDomains',
  'toAddress',
  'fromAddress',
  'successIcon',
  'icon',
  'nameValue',
  'categoryType',
  'group',
  'studyStatus',
  'studyLink',
  'trialorgstudyid',
  'trialname',
  'trialenrollingstatus',
  'locationstatus',
  'siteStatus',
  'nctid',
  'backLink',
  'contactType',
  'protocols',
  'protocol',
  'protocolMDMID',
  'parentSponsorMDMID',
  'projectTherapeuticArea',
  'siteCode',
  'tenantKey',
  'siteSettingsId',
  'otSponsorId',
  'iqviaSponsorId',
  'source',
  'returningUserTimeValue',
  'RemoveQueryParamList',
  'RetainQueryParamList',
  'defaultLanguage',
  'code',
  'regex',
  'country',
  'siteState',
  'siteCountry',
  'locationstate',
  'locationcountry',
  // International medical abbreviations ('OA'), used as such in Spanish too.
  'abbreviation',
  // The support team's mail subject tag (staff-facing routing; the mail body is in the language).
  'subjectPrefix',
]);
/** References to other items and anchors: bannerKey, screenerKey, anchorId, protocolId, sitecoreId… */
const isReferenceKey = (key: string) => /(Key|Id|ID)$/.test(key);

/** Proper nouns: people, places, organisations and the site's brand. */
const PROPER_NOUN_KEYS = new Set([
  'siteName',
  'siteAddress',
  'siteCity',
  'piName',
  'sponsor',
  'dataControllerOrg',
  'locationsitename',
  'locationaddress',
  'locationcity',
  'logoText',
]);
const PROPER_NOUNS = new Set(['ClinicalResearch', 'ClinicalTrials.gov', 'English', 'Español']);

/** A string that is not language: a URL, a path, an anchor, an address, a date, a pattern. */
const NOT_LANGUAGE =
  /^(https?:\/\/|\/|#|mailto:|tel:|\^|\{[^}]*\}$|\[[^\]]*\]$)|^[^\s@]+@[^\s@]+$|^\d{4}-\d{2}-\d{2}/;

interface Untranslated {
  at: string;
  text: string;
}

/** The texts of `spanish` that are still the English text at the same place. */
function untranslatedTexts(english: unknown, spanish: unknown, at = ''): Untranslated[] {
  const found: Untranslated[] = [];
  const walk = (en: unknown, es: unknown, path: string, key: string) => {
    if (CODE_KEYS.has(key) || isReferenceKey(key) || PROPER_NOUN_KEYS.has(key)) return;
    if (typeof en === 'string') {
      const text = en.trim();
      if (text === '' || !hasWords(text) || NOT_LANGUAGE.test(text) || PROPER_NOUNS.has(text)) return;
      if (typeof es !== 'string' || es.trim() === '') found.push({ at: `${path} (missing)`, text });
      else if (es.trim() === text) found.push({ at: path, text });
      return;
    }
    if (Array.isArray(en)) {
      en.forEach((item, index) =>
        walk(item, Array.isArray(es) ? es[index] : undefined, `${path}[${index}]`, key),
      );
      return;
    }
    if (en && typeof en === 'object') {
      const other = es && typeof es === 'object' ? (es as Record<string, unknown>) : {};
      for (const [name, value] of Object.entries(en)) walk(value, other[name], `${path}.${name}`, name);
    }
  };
  walk(english, spanish, at, '');
  return found;
}

/** Every SurveyJS localisable text ({ default, es }) of a questionnaire without a Spanish text. */
function screenerTextsWithoutSpanish(definition: unknown, at: string): Untranslated[] {
  const found: Untranslated[] = [];
  const TEXT_PROPERTIES = new Set(['title', 'text', 'description', 'completedHtml', 'html', 'placeholder']);
  const walk = (node: unknown, path: string, key: string) => {
    if (typeof node === 'string') {
      if (TEXT_PROPERTIES.has(key) && hasWords(node))
        found.push({ at: `${path} (not localised)`, text: node });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}[${index}]`, key));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.default === 'string') {
      const es = record.es;
      if (typeof es !== 'string' || es.trim() === '')
        found.push({ at: `${path} (no es)`, text: record.default });
      else if (es === record.default && !SAME_IN_BOTH_LANGUAGES.has(es))
        found.push({ at: path, text: record.default });
      return;
    }
    for (const [name, value] of Object.entries(record)) walk(value, `${path}.${name}`, name);
  };
  walk(definition, at, '');
  return found;
}

/** Every *-strings.ts under src, as repository paths. */
function stringsFiles(dir: string, root: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return stringsFiles(full, root);
    return entry.endsWith('-strings.ts') ? [relative(root, full).split('\\').join('/')] : [];
  });
}

const seed = demoContent();
const englishPages = seed.pages.filter((page) => page.language === 'en');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await publishDemoContent(testApp.deps.db);
});

afterAll(async () => {
  await testApp.close();
});

async function servedPage(path: string, language: 'en' | 'es') {
  const response = await testApp.app.inject({
    method: 'GET',
    url: buildUrl(getLayout.path, {}, { path, language }),
  });
  expect(response.statusCode).toBe(200);
  return layoutResponseSchema.parse(response.json());
}

/** What a page shows: its texts (title, breadcrumb, description) and its components' fields. */
const shownOf = (page: Page) => ({
  title: page.title,
  breadcrumbTitle: page.breadcrumbTitle,
  description: page.description,
  components: page.components.map((component) => ({ [component.name]: component.fields })),
});

describe('Spanish on every page of the demo site', () => {
  it('the seed has English pages to check, and the check finds an English copy', () => {
    expect(englishPages.length).toBeGreaterThanOrEqual(80);
    // The check is real: a Spanish page that repeats an English one is caught, field by field.
    const home = englishPages.find((page) => page.path === '/');
    expect(home).toBeDefined();
    const copy = untranslatedTexts(shownOf(home as Page), shownOf({ ...(home as Page), language: 'es' }));
    expect(copy.length).toBeGreaterThan(10);
    expect(copy).toContainEqual({ at: '.title', text: home?.title });
  });

  it('serves a Spanish page, in Spanish, for every English page (no 404, no English fallback)', async () => {
    const problems: string[] = [];
    for (const english of englishPages) {
      const answer = await servedPage(english.path, 'es');
      if (!answer.found) problems.push(`${english.path}: no Spanish page (the 404 page is served)`);
      else if (answer.page.language !== 'es' || answer.page.id !== english.id)
        problems.push(`${english.path}: served ${answer.page.id} in ${answer.page.language}`);
    }
    expect(problems).toEqual([]);
  });

  it('translates every text of every page (allowing codes, links, numbers and proper nouns)', async () => {
    const problems: string[] = [];
    for (const english of englishPages) {
      const [en, es] = [await servedPage(english.path, 'en'), await servedPage(english.path, 'es')];
      for (const { at, text } of untranslatedTexts(shownOf(en.page), shownOf(es.page)))
        problems.push(`${english.path} ${at}: ${JSON.stringify(text)}`);
    }
    expect(problems).toEqual([]);
  });

  it('translates the content items the pages show: studies, forms, sites, trials, conditions, communities', async () => {
    const problems: string[] = [];
    const kinds: ContentKind[] = ['study', 'form', 'site', 'trial', 'condition', 'community'];
    const english = seed.items.filter((item) => item.language === 'en' && kinds.includes(item.kind));
    expect(new Set(english.map((item) => item.kind))).toEqual(new Set(kinds));
    for (const item of english) {
      const spanish = await getContentItem(testApp.deps.db, item.kind, item.key, 'es');
      if (!spanish) problems.push(`${item.kind} ${item.key}: no Spanish item`);
      for (const { at, text } of untranslatedTexts(item.data, spanish))
        problems.push(`${item.kind} ${item.key} ${at}: ${JSON.stringify(text)}`);
    }
    expect(problems).toEqual([]);
  });

  it('translates the site settings (header, footer, cookie banner, session and kiosk texts)', async () => {
    const en = await getSiteSettings(testApp.deps.db, 'en');
    const es = await getSiteSettings(testApp.deps.db, 'es');
    expect(es?.language).toBe('es');
    expect(untranslatedTexts(en, es)).toEqual([]);
  });

  it('has Spanish for every text of every questionnaire', () => {
    const screeners = seed.items.filter((item) => item.kind === 'screener' && item.language === 'es');
    expect(screeners.length).toBeGreaterThanOrEqual(3);
    const problems = screeners.flatMap((item) =>
      screenerTextsWithoutSpanish((item.data as { definition: unknown }).definition, item.key),
    );
    expect(problems).toEqual([]);
  });

  it('lists every built-in strings file of the app', () => {
    const root = join(__dirname, '..', '..', '..');
    const files = stringsFiles(join(root, 'src'), root).filter((file) => !NOT_A_STRINGS_TABLE.includes(file));
    expect(files.sort()).toEqual(Object.keys(UI_STRING_MODULES).sort());
  });

  it('has a Spanish text, different from the English one, for every key of every built-in strings file', () => {
    const problems: string[] = [];
    for (const [file, strings] of Object.entries(UI_STRING_MODULES)) {
      const en = textLeaves(strings('en'));
      const es = textLeaves(strings('es'));
      expect(en.size).toBeGreaterThan(0);
      for (const [path, text] of en) {
        const spanish = es.get(path);
        if (spanish === undefined || spanish.trim() === '') problems.push(`${file} ${path}: no Spanish`);
        else if (spanish === text && hasWords(text) && !SAME_IN_BOTH_LANGUAGES.has(text))
          problems.push(`${file} ${path}: still English ${JSON.stringify(text)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
