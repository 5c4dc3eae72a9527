import { all, call } from 'redux-saga/effects';
import type { JourneyState } from '../../src/features/journey/journey-slice';
import {
  pageViewed,
  sessionChanged,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import type { ContactSubmissionState } from '../../src/features/contact-form/contact-submission-slice';
import { siteSettingsSchema, type SiteSettings } from '../../src/shared/content-model/site-settings';
import { studySettingsSchema, type StudySettings } from '../../src/shared/content-model/study';
import type { ApiClient } from '../../src/lib/api-client';
import type { SagaServices } from '../../sagas/shared/saga-services';
import { journeySaga } from '../../sagas/journey/index';
import { participantRecordSaga } from '../../sagas/journey/participant-record';
import { homePageStudyOf } from '../../sagas/journey/journey-page';
import { homePageLoaded } from '../../src/features/journey/journey-slice';
import { fakeCookieJar } from './support/cookie-jar';
import { fakeApi as sharedFakeApi, startSagaHarness } from './support/saga-harness';

const STUDIES = {
  'migraine-study': { journeyType: '01', enableScreenerLandingPage: false },
  'asthma-study': { journeyType: '02', enableScreenerLandingPage: false },
  'knee-oa-study': { journeyType: '03', enableScreenerLandingPage: true },
} as const;
export type StudyKey = keyof typeof STUDIES;

export function study(key: StudyKey, language: 'en' | 'es' = 'en'): StudySettings {
  return studySettingsSchema.parse({
    key,
    language,
    studyName: `${key} name`,
    tenantKey: `tenant-${key}`,
    journeyType: STUDIES[key].journeyType,
    rootPath: `/${key}`,
    projectTherapeuticArea: 'Area',
    protocols: ['P-1'],
    condition: 'Condition',
    sponsor: 'Sponsor',
    siteSettingsId: 'site-1',
    enableScreenerLandingPage: STUDIES[key].enableScreenerLandingPage,
    isMultiTA: false,
    enableMultiCondition: false,
    callCenterNumber: { length: 10, pattern: '', prefix: '', default: '' },
  });
}

export function settings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return siteSettingsSchema.parse({
    language: 'en',
    tenantKey: 'tenant-demo',
    siteSettingsId: 'site-1',
    baseUrl: 'https://trials.example.org',
    EnableGoogleRecaptcha: false,
    RemoveQueryParamList: 'resumeJourneyToken&gclid',
    RetainQueryParamList: 'utm_source&utm_medium',
    resumeEnrollmentExpirationDays: 45,
    disableResumeJourney: false,
    enableSmsSendFeature: false,
    enableUcpmIntegration: false,
    sendMailingList: true,
    myProfileItemUrl: '/manage-my-profile',
    returningUserTimeInterval: 30,
    returningUserTimeValue: 'minutes',
    cookieTracker: { domain: 'example.org', cookieCategory: [] },
    languages: [{ code: 'en', label: 'English' }],
    header: { logoText: 'CR', logoAlt: 'CR home', links: [] },
    footer: { copyright: '©', links: [] },
    mapsApiKeyConfigured: false,
    ...overrides,
  });
}

let views = 0;
/** A page view as the content page raises it; `path` is the browser path (locale prefix included). */
export function view(pathWithQuery: string, options: { study?: StudyKey | null; isHome?: boolean } = {}) {
  const url = new URL(pathWithQuery, 'http://app.invalid');
  const locale = url.pathname === '/es' || url.pathname.startsWith('/es/') ? 'es' : 'en';
  const path = locale === 'es' ? url.pathname.slice(3) || '/' : url.pathname;
  views += 1;
  const page: JourneyPageView = {
    path,
    locale,
    search: url.search,
    hash: url.hash,
    found: true,
    isHome: options.isHome ?? false,
    isOutcome: false,
    study: options.study ? study(options.study, locale) : null,
    viewKey: `view-${views}`,
  };
  return page;
}

export interface FakeApiCall {
  name: string;
  body: unknown;
}

/** The server's answer to one call, given the body sent. */
export type ApiHandler = (body: unknown) => unknown;

/** The shared fake API with handlers that read only the body; the calls as name and body. */
export function fakeApi(handlers: Record<string, ApiHandler> = {}) {
  const server = sharedFakeApi(
    Object.fromEntries(
      Object.entries(handlers).map(([name, handler]) => [name, (input) => handler(input.body)]),
    ),
  );
  const calls: FakeApiCall[] = [];
  const api: ApiClient = {
    call: ((contract, input, options) => {
      calls.push({ name: contract.name, body: input?.body });
      return server.api.call(contract, input, options);
    }) as ApiClient['call'],
  };
  return { api, calls };
}

export interface HarnessOptions {
  journey?: Partial<JourneyState>;
  services?: Partial<SagaServices>;
  settings?: SiteSettings | null;
  signedIn?: boolean;
  /** What this device kept of a contact-form submission (the screener result, saved enrolments). */
  contactSubmission?: Partial<ContactSubmissionState>;
}

/** The journey sagas on the real store as the app runs them, with fake browser effects. */
export async function journeyHarness(options: HarnessOptions = {}) {
  const cookies = fakeCookieJar();
  const reload = jest.fn();
  const scrollToPreScreener = jest.fn(() => true);
  const hasScrolled = jest.fn(() => false);
  let markPreScreenerRendered: (rendered: boolean) => void = () => undefined;
  let preScreenerOnPage = true;
  const preScreenerRendered = jest.fn(() =>
    preScreenerOnPage
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => (markPreScreenerRendered = resolve)),
  );
  let online = true;
  let ids = 0;
  const services: Partial<SagaServices> = {
    cookies,
    assign: reload,
    scrollToPreScreener,
    preScreenerRendered,
    hasScrolled,
    isOnline: () => online,
    randomId: () => `id-${++ids}`,
    api: fakeApi().api,
    ...options.services,
  };
  const h = await startSagaHarness({
    stored: {
      journey: options.journey ?? {},
      ...(options.contactSubmission ? { contactSubmission: options.contactSubmission } : {}),
    },
    before: [
      ...(options.signedIn ? [sessionChanged({ signedIn: true })] : []),
      ...(options.settings === null ? [] : [siteSettingsReceived(options.settings ?? settings())]),
    ],
    context: services,
    saga: function* journeyUnderTest() {
      yield all([call(participantRecordSaga), call(journeySaga)]);
    },
  });
  const { store } = h;

  /** What the content page does on a view: pageViewed, then homePageLoaded on a home page. */
  const visit = (page: JourneyPageView) => {
    store.dispatch(pageViewed(page));
    if (page.isHome && page.study) {
      store.dispatch(
        homePageLoaded({
          study: homePageStudyOf(page.study),
          path: page.path,
          language: page.locale,
          query: Object.fromEntries(new URLSearchParams(page.search)),
        }),
      );
    }
  };
  const setOnline = (value: boolean) => {
    online = value;
  };
  /** The questionnaire's section renders late (a slow phone): `renderPreScreener` brings it. */
  const preScreenerRendersLater = () => {
    preScreenerOnPage = false;
  };
  const renderPreScreener = () => markPreScreenerRendered(true);
  return {
    ...h,
    cookies,
    reload,
    scrollToPreScreener,
    hasScrolled,
    visit,
    setOnline,
    preScreenerRendersLater,
    renderPreScreener,
  };
}
