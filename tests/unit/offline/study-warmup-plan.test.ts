import { isPersonalReadCall, isContentCall } from '../../../service-worker/route-rules';
import { isWarmStudyMessage, studyPagesUrl, warmupUrls } from '../../../service-worker/study-warmup-plan';
import { getLayout } from '../../../src/shared/contracts/content';
import { buildUrl } from '../../../src/shared/contracts/define-call';
import { PERSONAL_CACHES, PERSONAL_READS_CACHE } from '../../../src/shared/offline/personal-caches';

const ORIGIN = 'https://trials.example.org';

describe('the service worker warm-up plan', () => {
  it('accepts only well-formed WARM_STUDY messages', () => {
    expect(isWarmStudyMessage({ type: 'WARM_STUDY', path: '/asthma-study', language: 'en' })).toBe(true);
    for (const bad of [
      null,
      'WARM_STUDY',
      { type: 'SKIP_WAITING' },
      { type: 'WARM_STUDY', path: 'asthma-study', language: 'en' },
      { type: 'WARM_STUDY', path: '/asthma-study', language: 'english' },
      { type: 'WARM_STUDY', path: `/${'a'.repeat(600)}`, language: 'en' },
    ]) {
      expect(isWarmStudyMessage(bad)).toBe(false);
    }
  });

  it('asks for the study-pages list, a cached public content call', () => {
    const url = studyPagesUrl({ type: 'WARM_STUDY', path: '/asthma-study', language: 'es' });
    expect(url).toBe('/api/study-pages?path=%2Fasthma-study&language=es');
    expect(isContentCall('GET', '/api/study-pages', true)).toBe(true);
  });

  it('builds layout URLs exactly as the page does (the cache matches by URL), then the content calls', () => {
    const urls = warmupUrls(
      {
        paths: ['/asthma-study/participant-type', '/dnq/adult'],
        contentUrls: [
          '/api/content/screener?key=asthma&language=en',
          '/api/lists/states?language=en&country=US&page=1',
        ],
      },
      'en',
      ORIGIN,
    );
    expect(urls).toEqual([
      buildUrl(getLayout.path, {}, { path: '/asthma-study/participant-type', language: 'en' }),
      buildUrl(getLayout.path, {}, { path: '/dnq/adult', language: 'en' }),
      '/api/content/screener?key=asthma&language=en',
      '/api/lists/states?language=en&country=US&page=1',
    ]);
  });

  it('never fetches what is not public content, nor a malformed answer', () => {
    expect(
      warmupUrls(
        { paths: [], contentUrls: ['/api/sites/Search?zip=12345', '/api/profile/me', '/api/lists/states'] },
        'en',
        ORIGIN,
      ),
    ).toEqual(['/api/lists/states']);
    expect(warmupUrls({ paths: 'nope' }, 'en', ORIGIN)).toEqual([]);
    expect(warmupUrls(null, 'en', ORIGIN)).toEqual([]);
  });
});

describe('the site list is a personal read', () => {
  it('routes GET /api/sites/Search of this origin to the personal reads cache, which is wiped between people', () => {
    expect(isPersonalReadCall('GET', '/api/sites/Search', true)).toBe(true);
    expect(isPersonalReadCall('GET', '/api/sites/Search', false)).toBe(false);
    expect(isPersonalReadCall('POST', '/api/sites/Search', true)).toBe(false);
    expect(isPersonalReadCall('GET', '/api/sites/SearchAll', true)).toBe(false);
    expect(isContentCall('GET', '/api/sites/Search', true)).toBe(false);
    expect(PERSONAL_CACHES).toContain(PERSONAL_READS_CACHE);
  });
});
