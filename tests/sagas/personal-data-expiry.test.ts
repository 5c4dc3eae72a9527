import { draftSaved } from '../../src/app/drafts-slice';
import {
  submissionStarted,
  type ContactSubmission,
} from '../../src/features/contact-form/contact-submission-slice';
import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import {
  EXPIRY_CHECK_INTERVAL_MS,
  personalDataExpirySaga,
  resumeWindowStart,
} from '../../sagas/personal-data/personal-data-expiry';
import { siteSettings } from '../components/app/fixtures';
import { startSagaHarness } from './support/saga-harness';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 1, 12);

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

async function start() {
  const { store, run } = await startSagaHarness({});
  const task = run(personalDataExpirySaga);
  return { store, task };
}

const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

function submission(submittedAt: string): ContactSubmission {
  return { id: 's1', submittedAt, values: { firstName: 'Ana' } } as unknown as ContactSubmission;
}

const settingsWith = (days: number | undefined): SiteSettings =>
  ({ ...siteSettings(), resumeEnrollmentExpirationDays: days }) as SiteSettings;

describe('personal data expires with the resume window', () => {
  it('computes the window from resumeEnrollmentExpirationDays, 30 days by default', () => {
    expect(resumeWindowStart({ resumeEnrollmentExpirationDays: 10 }, NOW)).toBe(daysAgo(10));
    expect(resumeWindowStart({ resumeEnrollmentExpirationDays: undefined } as never, NOW)).toBe(daysAgo(30));
  });

  it('drops drafts and a contact submission older than the window once the settings are known', async () => {
    const { store, task } = await start();
    store.dispatch(draftSaved({ key: 'old', values: { a: 'x' }, savedAt: daysAgo(31) }));
    store.dispatch(draftSaved({ key: 'fresh', values: { a: 'y' }, savedAt: daysAgo(29) }));
    store.dispatch(submissionStarted(submission(daysAgo(40))));
    // Nothing is guessed before the settings say how long the window is.
    expect(Object.keys(store.getState().drafts.byKey)).toEqual(['old', 'fresh']);
    store.dispatch(siteSettingsReceived(settingsWith(undefined)));
    expect(Object.keys(store.getState().drafts.byKey)).toEqual(['fresh']);
    expect(store.getState().contactSubmission.current).toBeNull();
    task.cancel();
  });

  it("keeps what a longer window still covers, and follows the site's setting", async () => {
    const { store, task } = await start();
    store.dispatch(draftSaved({ key: 'd', values: {}, savedAt: daysAgo(45) }));
    store.dispatch(submissionStarted(submission(daysAgo(45))));
    store.dispatch(siteSettingsReceived(settingsWith(60)));
    expect(store.getState().drafts.byKey.d).toBeDefined();
    expect(store.getState().contactSubmission.current).not.toBeNull();
    task.cancel();
  });

  it('checks again on a timer, so a tab left open does not keep expired data', async () => {
    const { store, task } = await start();
    store.dispatch(siteSettingsReceived(settingsWith(30)));
    store.dispatch(draftSaved({ key: 'd', values: {}, savedAt: daysAgo(29.7) }));
    await jest.advanceTimersByTimeAsync(EXPIRY_CHECK_INTERVAL_MS);
    expect(store.getState().drafts.byKey.d).toBeDefined(); // 29.7 + 0.25 days: still inside
    await jest.advanceTimersByTimeAsync(EXPIRY_CHECK_INTERVAL_MS);
    expect(store.getState().drafts.byKey.d).toBeUndefined(); // 30.2 days: gone
    task.cancel();
  });
});

describe('the expiry saga is loaded only when something can expire', () => {
  it('waits for a draft or a contact submission, then expires with the window', async () => {
    const { personalDataExpiryLoader } = await import('../../sagas/personal-data/index');
    const { store, run } = await startSagaHarness({});
    const task = run(personalDataExpiryLoader);
    store.dispatch(siteSettingsReceived(settingsWith(30)));
    store.dispatch(draftSaved({ key: 'old', values: {}, savedAt: daysAgo(31) }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().drafts.byKey.old).toBeUndefined();
    task.cancel();
  });
});
