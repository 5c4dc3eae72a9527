import { publishDemoContent } from '../../support/demo-content';
import { siteSettingsSchema } from '../../../src/shared/content-model/site-settings';
import { getLayout, layoutResponseSchema } from '../../../src/shared/contracts/content';
import { buildUrl } from '../../../src/shared/contracts/define-call';
import { problemSchema } from '../../../src/shared/contracts/problem';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    config: { publicBaseUrl: 'https://trials.example.org', mapsApiKey: 'browser-key' },
  });
  await publishDemoContent(testApp.deps.db);
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

const layout = async (path: string, language?: 'en' | 'es') => {
  const response = await get(buildUrl(getLayout.path, {}, { path, language }));
  expect(response.statusCode).toBe(200);
  return layoutResponseSchema.parse(response.json());
};

describe('GET /api/cr-context-data', () => {
  it('answers the English site settings with the spec defaults', async () => {
    const response = await get('/api/cr-context-data');
    expect(response.statusCode).toBe(200);
    const settings = siteSettingsSchema.parse(response.json());
    expect(settings).toMatchObject({
      language: 'en',
      source: 'CR',
      siteName: 'ClinicalResearch',
      defaultLanguage: 'en',
      myProfilePath: '/manage-my-profile',
      RemoveQueryParamList: expect.stringContaining('&'),
    });
    expect(settings.languages.map((language) => language.code)).toEqual(['en', 'es']);
    expect(settings.cookieTracker.cookieCategory).toContainEqual({
      categoryType: 'EssentialCookies',
      isActive: true,
      isOptin: true,
    });
  });

  it('takes the base URL and the browser maps key from the configuration, not from content', async () => {
    const body = (await get('/api/cr-context-data')).json() as Record<string, unknown>;
    expect(body.baseUrl).toBe('https://trials.example.org');
    expect(body).toMatchObject({ mapsApiKeyConfigured: true, mapsApiKey: 'browser-key' });
  });

  it('says when no maps key is configured', async () => {
    const configured = testApp.deps.config.mapsApiKey;
    testApp.deps.config.mapsApiKey = undefined;
    try {
      const body = (await get('/api/cr-context-data')).json() as Record<string, unknown>;
      expect(body.mapsApiKeyConfigured).toBe(false);
      expect(body).not.toHaveProperty('mapsApiKey');
    } finally {
      testApp.deps.config.mapsApiKey = configured;
    }
  });

  it('answers the Spanish header and footer for language=es', async () => {
    const settings = siteSettingsSchema.parse((await get('/api/cr-context-data?language=es')).json());
    expect(settings.language).toBe('es');
    expect(settings.footer.copyright).toContain('Todos los derechos reservados');
    expect(settings.header.links.every((link) => link.href.startsWith('/es/'))).toBe(true);
  });

  it('refuses an unknown language with a problem naming the field', async () => {
    const response = await get('/api/cr-context-data?language=fr');
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).errors?.map((error) => error.field)).toEqual([
      'query.language',
    ]);
  });
});

describe('GET /api/layout', () => {
  it('answers a study home page with its study settings', async () => {
    const body = await layout('/asthma-study', 'en');
    expect(body.found).toBe(true);
    expect(body.page).toMatchObject({ path: '/asthma-study', language: 'en', studyKey: 'asthma-study' });
    expect(body.page.flags.isHome).toBe(true);
    expect(body.page.components.map((component) => component.name)).toEqual([
      'NotificationBanner',
      'HeroBanner',
      'RichText',
      'StudyLocation',
      'PreScreenerIntro',
      'StickyBar',
    ]);
    expect(body.page.flags.isStickyFooter).toBe(true);
    expect(body.page.components.find((c: { name: string }) => c.name === 'HeroBanner')?.fields.ctaLink).toBe(
      '#pre-screener-wrapper',
    );
    expect(body.study).toMatchObject({ key: 'asthma-study', journeyType: '02', rootPath: '/asthma-study' });
  });

  it('answers the site home page without a study', async () => {
    const body = await layout('/');
    expect(body).toMatchObject({ found: true, study: null, page: { id: 'home', language: 'en' } });
    expect(body.page.components.map((component) => component.name)).toContain('StudyList');
  });

  it('treats a trailing slash as the same page', async () => {
    expect((await layout('/migraine-study/')).page.id).toBe('migraine-study-home');
  });

  it('answers the Spanish page for the same unprefixed path', async () => {
    const body = await layout('/knee-oa-study', 'es');
    expect(body.page).toMatchObject({ id: 'knee-oa-study-home', language: 'es' });
    expect(body.page.title).toContain('artrosis de rodilla');
    expect(body.study).toMatchObject({ journeyType: '03', language: 'es' });
  });

  it('answers 200 with the 404 page of the language for an unknown path', async () => {
    const english = await layout('/no-such-page');
    expect(english).toMatchObject({ found: false, study: null, page: { path: '/404', language: 'en' } });
    expect(english.page.components[0]?.name).toBe('NotFound');
    const spanish = await layout('/no-such-page', 'es');
    expect(spanish).toMatchObject({ found: false, page: { path: '/404', language: 'es' } });
    expect(spanish.page.components[0]?.fields.linkHref).toBe('/es');
  });

  it.each([
    ['a path without a leading slash', '/api/layout?path=asthma-study&language=en', 'query.path'],
    ['a missing path', '/api/layout?language=en', 'query.path'],
    ['a path over 512 characters', `/api/layout?path=/${'a'.repeat(512)}`, 'query.path'],
    ['an unknown language', '/api/layout?path=/&language=de', 'query.language'],
  ])('refuses %s with a 400 problem naming the field', async (_, url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = problemSchema.parse(response.json());
    expect(problem.errors?.map((error) => error.field)).toEqual([field]);
  });

  it('asks caches to revalidate and answers 304 for a matching ETag', async () => {
    const first = await get('/api/layout?path=/&language=en');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/layout?path=/&language=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/layout?path=/&language=es', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('keeps the same ETag when the answer is compressed', async () => {
    const plain = await get('/api/layout?path=/&language=en');
    const compressed = await get('/api/layout?path=/&language=en', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const notModified = await get('/api/layout?path=/&language=en', {
      'accept-encoding': 'gzip',
      'if-none-match': plain.headers.etag as string,
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
  });
});

describe('GET /api/content-graph/breadcrumbs', () => {
  const crumbs = async (query: string) => {
    const response = await get(`/api/content-graph/breadcrumbs?${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: Array<{ title: string; url: string }> }).items;
  };

  it('builds home → study home for a study page', async () => {
    expect(await crumbs('itemId=asthma-study-home&language=en')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Asthma study', url: '/asthma-study' },
    ]);
  });

  it('gives Spanish titles and /es URLs', async () => {
    expect(await crumbs('itemId=migraine-study-home&language=es')).toEqual([
      { title: 'Inicio', url: '/es' },
      { title: 'Estudio de migraña', url: '/es/migraine-study' },
    ]);
  });

  it('has only the home page for the home page', async () => {
    expect(await crumbs('itemId=home')).toEqual([{ title: 'Home', url: '/' }]);
  });

  it('is empty for an unknown or missing item id', async () => {
    expect(await crumbs('itemId=does-not-exist&language=en')).toEqual([]);
    expect(await crumbs('language=en')).toEqual([]);
  });

  it('refuses a malformed item id with a problem naming the field', async () => {
    const response = await get('/api/content-graph/breadcrumbs?itemId=bad%20id');
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).errors?.map((error) => error.field)).toEqual([
      'query.itemId',
    ]);
  });
});
