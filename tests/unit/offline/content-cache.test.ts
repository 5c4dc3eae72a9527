import { extractInlinedAnswers } from '../../../src/shared/contracts/initial-answers';
import { CONTENT_CACHE, fileInlinedAnswers } from '../../../src/shared/offline/content-cache';

/** A CacheStorage double that records what is put where. */
function fakeCaches() {
  const puts: Array<{ cache: string; url: string; body: Promise<string>; type: string | null }> = [];
  const storage = {
    open: async (cache: string) => ({
      put: async (url: string, response: Response) => {
        puts.push({ cache, url, body: response.text(), type: response.headers.get('content-type') });
      },
    }),
  } as unknown as CacheStorage;
  return { storage, puts };
}

describe('filing inlined answers in the content cache', () => {
  it('puts each answer under its API URL in the content cache, as JSON', async () => {
    const { storage, puts } = fakeCaches();
    await fileInlinedAnswers(storage, {
      'layout:en:/': { call: 'layout', url: '/api/layout?path=%2F&language=en', answer: { page: 1 } },
      'context-data:en': {
        call: 'cr-context-data',
        url: '/api/cr-context-data?language=en',
        answer: { a: 'b' },
      },
    });
    expect(puts.map(({ cache, url, type }) => ({ cache, url, type }))).toEqual([
      {
        cache: CONTENT_CACHE,
        url: '/api/layout?path=%2F&language=en',
        type: 'application/json; charset=utf-8',
      },
      {
        cache: CONTENT_CACHE,
        url: '/api/cr-context-data?language=en',
        type: 'application/json; charset=utf-8',
      },
    ]);
    expect(JSON.parse(await puts[0]!.body)).toEqual({ page: 1 });
  });

  it('files nothing without a URL or outside /api/ (a page cannot poison another address)', async () => {
    const { storage, puts } = fakeCaches();
    await fileInlinedAnswers(storage, {
      a: { call: 'layout', answer: {} },
      b: { call: 'layout', url: '/sw.js', answer: {} },
      c: { call: 'layout', url: 'https://elsewhere.example/api/layout', answer: {} },
    });
    expect(puts).toEqual([]);
  });
});

describe('reading inlined answers out of a page', () => {
  it('finds the element and parses it; anything else gives none', () => {
    const html =
      '<div id="root"></div><script type="application/json" id="initial-answers">{"k":{"call":"layout","answer":1}}</script>';
    expect(extractInlinedAnswers(html)).toEqual({ k: { call: 'layout', answer: 1 } });
    expect(extractInlinedAnswers('<div id="root"></div>')).toEqual({});
    expect(
      extractInlinedAnswers('<script type="application/json" id="initial-answers">{broken</script>'),
    ).toEqual({});
  });
});
