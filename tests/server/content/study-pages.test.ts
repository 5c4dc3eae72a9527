import { publishDemoContent } from '../../support/demo-content';
import { buildUrl } from '../../../src/shared/contracts/define-call';
import { problemSchema } from '../../../src/shared/contracts/problem';
import { getStudyPages, studyPagesResponseSchema } from '../../../src/shared/contracts/study-pages';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await publishDemoContent(testApp.deps.db);
});

afterAll(async () => {
  await testApp.close();
});

const get = (query: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: buildUrl(getStudyPages.path, {}, query) });

describe('GET /api/study-pages', () => {
  it("lists a study's home first, its other pages, the outcome pages and the content they need", async () => {
    const response = await get({ path: '/asthma-study', language: 'en' });
    expect(response.statusCode).toBe(200);
    const body = studyPagesResponseSchema.parse(response.json());
    expect(body.paths).toEqual(
      expect.arrayContaining([
        '/asthma-study/participant-type',
        '/asthma-study/contact-info/adult',
        '/asthma-study/site-selection/adult',
        '/dnq/adult',
        '/siteselectionsuccess',
      ]),
    );
    // The home too (its answers may have been inlined before the service worker controlled it), once.
    expect(body.paths[0]).toBe('/asthma-study');
    expect(body.paths.filter((path) => path === '/asthma-study')).toHaveLength(1);
    expect(
      body.paths.slice(1).every((path) => path.startsWith('/asthma-study/') || !path.includes('study')),
    ).toBe(true);
    expect(body.contentUrls).toEqual(
      expect.arrayContaining([
        '/api/cr-context-data?language=en',
        expect.stringMatching(/^\/api\/content\/screener\?key=[^&]+&language=en$/),
        '/api/lists/states?language=en&country=US&page=1',
        '/api/lists/time-zones?language=en&country=US&page=1',
      ]),
    );
    expect(response.headers['cache-control']).toBeDefined();
  });

  it('answers in the asked language', async () => {
    const body = studyPagesResponseSchema.parse(
      (await get({ path: '/asthma-study', language: 'es' })).json(),
    );
    expect(body.contentUrls.some((url) => url.endsWith('language=es'))).toBe(true);
  });

  it('answers nothing to keep for a page that is not a study home, or no page at all', async () => {
    for (const path of ['/asthma-study/participant-type', '/no-such-page', '/support']) {
      const response = await get({ path, language: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ paths: [], contentUrls: [] });
    }
  });

  it.each([[{ path: 'asthma-study' }], [{ path: '/' }], [{ path: '/asthma-study', language: 'xx' }], [{}]])(
    'refuses %j with a 400 problem',
    async (query) => {
      const response = await get(query as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(problemSchema.safeParse(response.json()).success).toBe(true);
    },
  );
});
