import { loadConfig } from '../../../../src/server/config';
import { trialSyncConfig } from '../../../../src/server/trials/ctgov/trial-sync-config';

describe('the scheduled sync configuration', () => {
  it('is off unless TRIAL_SYNC_URL is set, and every 24 hours by default', () => {
    expect(trialSyncConfig({})).toBeUndefined();
    expect(loadConfig({}).trialSync).toBeUndefined();
    const url = 'https://clinicaltrials.gov/api/v2/studies?query.cond=asthma';
    expect(loadConfig({ TRIAL_SYNC_URL: url }).trialSync).toEqual({ url, intervalMs: 24 * 3_600_000 });
    expect(trialSyncConfig({ TRIAL_SYNC_URL: url, TRIAL_SYNC_INTERVAL_HOURS: '6' })?.intervalMs).toBe(
      6 * 3_600_000,
    );
  });

  it('refuses a URL that is not http(s) and an interval out of range', () => {
    expect(() => trialSyncConfig({ TRIAL_SYNC_URL: 'clinicaltrials.gov' })).toThrow(/absolute URL/);
    expect(() => trialSyncConfig({ TRIAL_SYNC_URL: 'ftp://example.org/x' })).toThrow(/http or https/);
    for (const hours of ['0', '721', '1.5', 'daily']) {
      expect(() =>
        trialSyncConfig({ TRIAL_SYNC_URL: 'https://example.org/', TRIAL_SYNC_INTERVAL_HOURS: hours }),
      ).toThrow(/TRIAL_SYNC_INTERVAL_HOURS/);
    }
  });
});
