import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import consentReducer, { type ConsentState } from '../../src/features/consent/consent-slice';
import journeyReducer, { type JourneyState } from '../../src/features/journey/journey-slice';
import journeyUiReducer, {
  siteSettingsReceived,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import { outboxReducer } from '../../src/features/offline/outbox-slice';
import outcomeReducer from '../../src/features/outcome/outcome-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { outcomePageSaga } from '../../sagas/outcome/outcome-page';
import { fakeCookieJar } from './journey-cookie-jar';
import { fakeApi, settings, study } from './journey-harness';

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

/** The reducers the outcome, consent and analytics sagas read, with every action recorded. */
export function sagaHarness(
  options: { journey?: Partial<JourneyState>; settings?: SiteSettings | null; consent?: ConsentState } = {},
) {
  const actions: AnyAction[] = [];
  const cookies = fakeCookieJar();
  const saga = createSagaMiddleware();
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as AnyAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      journey: journeyReducer,
      journeyUi: journeyUiReducer,
      outbox: outboxReducer,
      outcome: outcomeReducer,
      consent: consentReducer,
    },
    preloadedState: {
      journey: { ...journeyReducer(undefined, { type: '@init' }), ...options.journey },
      consent: options.consent ?? consentReducer(undefined, { type: '@init' }),
    },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga, recorder),
  });
  if (options.settings) store.dispatch(siteSettingsReceived(options.settings));
  const run = <A extends unknown[]>(root: Saga<A>, ...args: A) => saga.run(root, ...args);
  const ofType = (type: string) => actions.filter((a) => a.type === type);
  return { store, actions, ofType, cookies, run };
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

/** The outcome saga on a journey in progress; the layout has handed over `settings` (null: not yet). */
export function setupOutcomeSaga(
  options: { settings?: SiteSettings | null; journey?: Partial<JourneyState> } = {},
) {
  const h = sagaHarness({
    journey: options.journey ?? partialJourney,
    settings: options.settings === undefined ? settings() : options.settings,
  });
  const api = fakeApi({
    layout: () => ({ found: true, page: studyHomePage(), study: study('migraine-study') }),
    'cr-context-data': () => settings({ enableUcpmIntegration: true }),
  });
  h.run(outcomePageSaga, { cookies: h.cookies, api: api.api });
  return { ...h, api };
}
