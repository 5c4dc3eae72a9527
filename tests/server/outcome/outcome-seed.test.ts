import { demoContent } from '../../support/demo-content';
import { publishDemoContent } from '../../support/demo-content';
import { allOutcomePaths, OUTCOME_BANNER_FLAGS } from '../../../src/shared/domain/outcome-paths';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

const seed = demoContent();

describe('outcome pages in the demo seed', () => {
  const languages = ['en', 'es'] as const;
  const cases = languages.flatMap((language) =>
    allOutcomePaths().map((outcome) => [language, outcome] as const),
  );

  it.each(cases.map(([language, outcome]) => [`${language}${outcome.path}`, language, outcome] as const))(
    '%s is an outcome page whose banner sets exactly its own flag',
    (_label, language, outcome) => {
      const page = seed.pages.find((p) => p.path === outcome.path && p.language === language);
      expect(page).toBeDefined();
      expect(page!.flags.isOutcome).toBe(true);
      expect(page!.flags.isHome).toBe(false);
      if (outcome.kind === 'siteselectionsuccess') {
        // One SuccessPage widget: its confirmation banner and heading, its own progress bar.
        const success = page!.components.find((c) => c.name === 'SuccessPage');
        expect(success?.fields['progress']).toBeDefined();
        return;
      }
      const banner = page!.components.find((c) => c.name === 'OutcomeBanner');
      const setFlags = OUTCOME_BANNER_FLAGS.filter((flag) => banner?.fields[flag] === true);
      expect(setFlags).toEqual([outcome.bannerFlag]);
      expect(page!.components.some((c) => c.name === 'ProgressBar')).toBe(false);
    },
  );

  it('has Spanish text that differs from the English one on every page', () => {
    for (const outcome of allOutcomePaths()) {
      const heading = (language: string) => {
        const components = seed.pages.find(
          (p) => p.path === outcome.path && p.language === language,
        )!.components;
        const widget = components.find((c) => c.name === 'OutcomeBanner' || c.name === 'SuccessPage')!;
        return widget.fields[widget.name === 'SuccessPage' ? 'headingMessage' : 'heading'];
      };
      expect(heading('es')).not.toEqual(heading('en'));
    }
  });
});

describe(`GET /api/layout for outcome pages on ${databaseUnderTest}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await publishDemoContent(t.deps.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/dnq/adult', 'en'],
    ['/minor-dnq/not_in_range', 'es'],
    ['/siteselectionsuccess', 'es'],
  ])('serves %s (%s) flagged isOutcome', async (path, language) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/layout?path=${encodeURIComponent(path)}&language=${language}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.found).toBe(true);
    expect(body.page).toMatchObject({ path, language, flags: { isOutcome: true } });
    expect(body.study).toBeNull();
  });
});
