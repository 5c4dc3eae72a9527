import type { ConsentState } from '../../src/features/consent/consent-slice';
import type { JourneyState } from '../../src/features/journey/journey-slice';
import { type JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { outcomePageSaga } from '../../sagas/outcome/outcome-page';
import { siteSettingsSaga } from '../../sagas/site-settings/index';
import { fakeCookieJar } from './support/cookie-jar';
import { fakeApi, settings, study } from './journey-harness';
import { startSagaHarness } from './support/saga-harness';

export const ENROLLMENT = '5f0f7a52-3a55-4b8e-9b5e-3c8b8f7a0001';

/** A journey in progress on the migraine study, as the home visit leaves it. */
export const partialJourney: Partial<JourneyState> = {
  guestRef: 'guest-1',
  studyKey: 'migraine-study',
  tenantKey: 'tenant-migraine-study',
  journeyType: '01',
  enrollmentId: ENROLLMENT,
  journeyStatus: 'Partial',
  journeyStep: 'pre-screener',
  potentialId: 'P-1',
  rootPath: '/migraine-study',
  patientType: 'adult',
};

let views = 0;
export function outcomeView(path: string, search = '', locale: 'en' | 'es' = 'en'): JourneyPageView {
  views += 1;
  return {
    path,
    locale,
    search,
    hash: '',
    found: true,
    isHome: false,
    isOutcome: true,
    study: null,
    viewKey: `outcome-view-${views}`,
  };
}

/**
 * The real store with a journey (and consent) as an earlier page stored them, the site settings
 * in the store; the test starts the outcome, consent or analytics sagas with `run`.
 */
export async function sagaHarness(
  options: { journey?: Partial<JourneyState>; settings?: SiteSettings | null; consent?: ConsentState } = {},
) {
  const cookies = fakeCookieJar();
  const h = await startSagaHarness({
    stored: { journey: options.journey ?? {}, ...(options.consent ? { consent: options.consent } : {}) },
    before: options.settings ? [siteSettingsReceived(options.settings)] : [],
  });
  return { ...h, cookies };
}

function studyHomePage() {
  return {
    id: 'migraine-study-home',
    path: '/migraine-study',
    language: 'en',
    name: 'Home',
    title: 'Home',
    flags: { isHome: true, isInfoEpr: false, isOutcome: false, isMyProfile: false, isStickyFooter: false },
    components: [],
  };
}

/** The outcome saga on a journey in progress; the store holds `settings` (null: not yet). */
export async function setupOutcomeSaga(
  options: { settings?: SiteSettings | null; journey?: Partial<JourneyState> } = {},
) {
  const h = await sagaHarness({
    journey: options.journey ?? partialJourney,
    settings: options.settings === undefined ? settings() : options.settings,
  });
  const api = fakeApi({
    layout: () => ({ found: true, page: studyHomePage(), study: study('migraine-study') }),
    'cr-context-data': () => settings({ enableUcpmIntegration: true }),
  });
  // The settings' one owner, on the same API: it loads them when the outcome saga asks.
  h.runWith({ api: api.api, waitForOnline: () => new Promise<void>(() => undefined) }, siteSettingsSaga);
  h.runWith({ cookies: h.cookies, api: api.api }, outcomePageSaga);
  return { ...h, api };
}
