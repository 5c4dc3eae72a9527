import { loadContentPack } from '../../../src/server/content/pack/load-pack';
import { formatPackProblems } from '../../../src/server/content/pack/pack-problem';
import { parseAnyComponentFields } from '../../../src/shared/content-model/all-component-fields';
import { localizePath, type Language } from '../../../src/shared/content-model/language';
import type { Page } from '../../../src/shared/content-model/page';
import type { StudySettings } from '../../../src/shared/content-model/study';
import { DEMO_PACK_DIR, demoContent } from '../../support/demo-content';

const seed = demoContent();
const pagesOf = (language: Language) => seed.pages.filter((page) => page.language === language);
const studiesOf = (language: Language) =>
  seed.items
    .filter((item) => item.kind === 'study' && item.language === language)
    .map((item) => item.data as StudySettings);

describe('the demo pack', () => {
  it('passes the pack check: every file valid, no unknown field (a typo), every translation there', () => {
    const load = loadContentPack(DEMO_PACK_DIR);
    expect(load.ok ? [] : formatPackProblems(load.problems, 'content/demo').split('\n')).toEqual([]);
    // The cached copy the tests read is the pack as the server loads it.
    expect(load.ok && load.pack.content).toEqual(seed);
  });

  it('validates every component of every page against the schema of its name', () => {
    for (const page of seed.pages) {
      for (const component of page.components) {
        const result = parseAnyComponentFields(component);
        expect({ page: page.path, id: component.id, ...result }).toMatchObject({ success: true });
        if (result.success) expect(result.fields).toMatchObject(component.fields);
      }
    }
  });

  it('has the same page paths and ids in English and Spanish', () => {
    const keys = (pages: Page[]) => pages.map((page) => `${page.id} ${page.path}`).sort();
    expect(keys(pagesOf('es'))).toEqual(keys(pagesOf('en')));
    expect(keys(pagesOf('en'))).toEqual(
      expect.arrayContaining(['home /', 'not-found /404', 'migraine-study-home /migraine-study']),
    );
  });

  it('is really translated: no Spanish page repeats an English title or paragraph', () => {
    const texts = (language: Language) =>
      new Set(
        pagesOf(language).flatMap((page) => [page.title, ...JSON.stringify(page.components).split('"')]),
      );
    const english = texts('en');
    // Regular expressions are the same in every language (a pattern starts with ^).
    const repeated = [...texts('es')].filter(
      (text) => text.includes(' ') && text.length > 25 && !text.startsWith('^') && english.has(text),
    );
    expect(repeated).toEqual([]);
  });

  it('has one study per journey type, each with a home page at its root path in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const studies = studiesOf(language);
      expect(studies.map((study) => study.journeyType).sort()).toEqual(['01', '02', '03']);
      for (const study of studies) {
        const home = pagesOf(language).find((page) => page.path === study.rootPath);
        expect(home).toMatchObject({ studyKey: study.key, flags: { isHome: true, isStickyFooter: true } });
        // A study with the screener landing page shows the questionnaire itself on its home page.
        expect(home?.components.map((component) => component.name)).toEqual([
          'NotificationBanner',
          'HeroBanner',
          'RichText',
          'StudyLocation',
          ...(study.enableScreenerLandingPage ? ['PreScreener', 'ResumeLater'] : ['PreScreenerIntro']),
          'StickyBar',
        ]);
        expect(home?.components.find((c) => c.name === 'HeroBanner')?.fields.ctaLink).toBe(
          '#pre-screener-wrapper',
        );
      }
    }
  });

  it('points every page study key at a study of the same language', () => {
    for (const page of seed.pages.filter((candidate) => candidate.studyKey)) {
      expect(studiesOf(page.language).map((study) => study.key)).toContain(page.studyKey);
    }
  });

  it('keeps the pre-screener banners on the contact-info pages of the journey-03 study only', () => {
    for (const page of seed.pages.filter((p) => p.path.includes('/contact-info/'))) {
      const names = page.components.map((component) => component.name);
      expect({ path: page.path, names }).toEqual({
        path: page.path,
        names:
          page.studyKey === 'knee-oa-study'
            ? ['PreScreener', 'RichText', 'ContactForm', 'ResumeLater']
            : ['RichText', 'ContactForm', 'ResumeLater'],
      });
    }
  });

  it('offers "Email me a link" (ResumeLater) on every page of each study that runs its questionnaire or contact form', () => {
    for (const language of ['en', 'es'] as const) {
      for (const study of studiesOf(language)) {
        const pages = pagesOf(language).filter((page) => page.studyKey === study.key);
        const names = (page: Page) => page.components.map((component) => component.name);
        const contactInfo = pages.filter((page) => names(page).includes('ContactForm'));
        // A PreScreener off the contact-info pages runs the questionnaire (on them: banners only).
        const questionnaire = pages.filter(
          (page) => names(page).includes('PreScreener') && !names(page).includes('ContactForm'),
        );
        expect({
          study: study.key,
          contactInfo: contactInfo.length > 0,
          questionnaire: questionnaire.length > 0,
        }).toEqual({ study: study.key, contactInfo: true, questionnaire: true });
        const without = [...questionnaire, ...contactInfo]
          .filter((page) => !names(page).includes('ResumeLater'))
          .map((page) => `${language} ${page.path}`);
        expect(without).toEqual([]);
      }
    }
  });

  it('has a 404 page with a NotFound component in each language', () => {
    for (const language of ['en', 'es'] as const) {
      const notFound = pagesOf(language).find((page) => page.path === '/404');
      expect(notFound?.components.map((component) => component.name)).toEqual(['NotFound']);
      expect(notFound?.components[0]?.fields.linkHref).toBe(localizePath('/', language));
    }
  });

  it('links the home study list and the header to existing pages of the same language', () => {
    for (const language of ['en', 'es'] as const) {
      const home = pagesOf(language).find((page) => page.path === '/');
      const list = home?.components.find((component) => component.name === 'StudyList');
      const studyLinks = (list?.fields.studies as Array<{ link: string }>).map((study) => study.link);
      const settings = seed.siteSettings.find((candidate) => candidate.language === language);
      const headerLinks = settings?.header.links.map((link) => link.href) ?? [];
      const existing = pagesOf(language).map((page) => localizePath(page.path, language));
      expect(studyLinks).toHaveLength(3);
      for (const link of [...studyLinks, ...headerLinks]) expect(existing).toContain(link);
    }
  });

  it('seeds the other content kinds in both languages', () => {
    const count = (kind: string, language: Language) =>
      seed.items.filter((item) => item.kind === kind && item.language === language).length;
    for (const kind of ['study', 'form', 'screener', 'site', 'trial', 'condition', 'community']) {
      expect(count(kind, 'en')).toBeGreaterThan(0);
      expect(count(kind, 'es')).toBe(count(kind, 'en'));
    }
    const virtual = seed.items.filter(
      (item) => item.kind === 'site' && (item.data as { isVirtual: boolean }).isVirtual,
    );
    expect(virtual.length).toBeGreaterThan(0);
  });
});
