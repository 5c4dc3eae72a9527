import { isAppRoute, isContentCall } from '../../../service-worker/route-rules';

describe('service worker route rules', () => {
  it('opens app routes with the app shell offline', () => {
    for (const path of [
      '/',
      '/es',
      '/find-trials',
      '/es/estudios/diabetes',
      '/demo/mailbox',
      '/study/abc-123',
    ]) {
      expect(isAppRoute(path)).toBe(true);
    }
  });

  it('sends API paths and files to the offline page instead', () => {
    for (const path of [
      '/api/layout',
      '/api',
      '/Participant/Add',
      '/UCPM/x',
      '/healthz',
      '/robots.txt',
      '/docs/a.pdf',
    ]) {
      expect(isAppRoute(path)).toBe(false);
    }
  });

  it('caches only GETs of public content and settings from this origin', () => {
    expect(isContentCall('GET', '/api/layout', true)).toBe(true);
    expect(isContentCall('GET', '/api/cr-context-data', true)).toBe(true);
    expect(isContentCall('GET', '/api/content-graph/breadcrumbs', true)).toBe(true);
    expect(isContentCall('GET', '/api/lists/states', true)).toBe(true);
    expect(isContentCall('POST', '/api/contacts/CheckResumingReturningUser', true)).toBe(false);
    expect(isContentCall('POST', '/api/layout', true)).toBe(false);
    expect(isContentCall('GET', '/api/layout', false)).toBe(false);
    expect(isContentCall('GET', '/api/layouts', true)).toBe(false);
    expect(isContentCall('GET', '/Participant/Add', true)).toBe(false);
    expect(isContentCall('GET', '/api/demo/mailbox', true)).toBe(false);
  });
});
