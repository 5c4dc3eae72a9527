import { isContentCall, isTrialReadCall } from '../../../service-worker/route-rules';

describe('service worker: trial reads (offline results)', () => {
  it('caches the public trial search and details (GET, same origin) network-first', () => {
    expect(isTrialReadCall('GET', '/api/trials/Search', true)).toBe(true);
    expect(isTrialReadCall('GET', '/api/trials/Details', true)).toBe(true);
  });

  it('never caches suggestions, saved trials, writes or other origins', () => {
    expect(isTrialReadCall('GET', '/api/trials/Suggest', true)).toBe(false);
    expect(isTrialReadCall('POST', '/api/contacts/SavedTrials', true)).toBe(false);
    expect(isTrialReadCall('POST', '/api/trials/Search', true)).toBe(false);
    expect(isTrialReadCall('GET', '/api/trials/Search', false)).toBe(false);
    expect(isContentCall('GET', '/api/trials/Search', true)).toBe(false);
  });
});
