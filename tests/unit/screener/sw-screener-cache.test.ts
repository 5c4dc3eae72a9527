import { isAppRoute, isContentCall } from '../../../service-worker/route-rules';

describe('the service worker and the questionnaire', () => {
  it('caches the screener definition like other public content (offline once seen)', () => {
    expect(isContentCall('GET', '/api/content/screener', true)).toBe(true);
    expect(isContentCall('GET', '/api/content/screener', false)).toBe(false);
    expect(isContentCall('POST', '/Prescreener/Add', true)).toBe(false);
    expect(isContentCall('GET', '/api/journey/NextSteps', true)).toBe(false);
    expect(isContentCall('GET', '/api/dap-api', true)).toBe(false);
  });

  it('never answers the questionnaire page with the app shell (it is precached on its own)', () => {
    expect(isAppRoute('/screener.html')).toBe(false);
  });
});
