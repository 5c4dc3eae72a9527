import { spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { supervise, type SuperviseOptions } from './shared/supervise';
import { outboxSaga } from './outbox/index';
import { siteSettingsSaga } from './site-settings/index';
import { journeyFeatureSaga } from './journey/index';
import { outcomePageSagaLoader } from './outcome/index';
import { analyticsSaga } from './analytics/index';
import { consentSaga } from './consent/index';
import { screenerSagaLoader } from './screener/index';
import { contactSagaLoader } from './contact/index';
import { siteSelectionSagaLoader } from './site-selection/index';
import { successSagaLoader } from './success/index';
import { lifeLinkPageSagaLoader } from './life-link/index';
import { subscriptionsSagaLoader } from './subscriptions/index';
import { supportSagaLoader } from './support/index';
import { registrationSagaLoader } from './registration/index';
import { profileSagaLoader } from './profile/index';
import { sessionSagaLoader } from './session/index';
import { trialsSagaLoader } from './trials/index';
import { savedSearchesSagaLoader } from './saved-searches/index';
import { kioskSagaLoader } from './kiosk/index';
import { storageHealthSaga } from './storage/index';
import { personalDataExpiryLoader } from './personal-data/index';
import { offlineStudyWarmupSaga } from './offline/index';
import type { SagaServices } from './shared/saga-services';

/**
 * What makeStore may hand to the sagas: fakes for any of their services (the saga middleware's
 * context; each feature fills in the real ones it needs) and how supervised sagas restart.
 */
export type SagaContext = Partial<SagaServices> & SuperviseOptions;

/** Spawns each feature's entry under `supervise`; the features read their services from the context. */
export function* rootSaga(options: SuperviseOptions = {}) {
  // A feature with parts supervises each of them itself, with the same options.
  const features: Array<[string, Saga, unknown[]]> = [
    ['outbox', outboxSaga, []],
    ['siteSettings', siteSettingsSaga, []],
    ['storageHealth', storageHealthSaga, []],
    ['personalDataExpiry', personalDataExpiryLoader, []],
    ['offlineStudyWarmup', offlineStudyWarmupSaga, []],
    ['journey', journeyFeatureSaga, [options]],
    ['outcomePage', outcomePageSagaLoader, []],
    ['analytics', analyticsSaga, []],
    ['kiosk', kioskSagaLoader, []],
    ['consent', consentSaga, [options]],
    ['lifeLinkPage', lifeLinkPageSagaLoader, []],
    ['session', sessionSagaLoader, []],
    ['trials', trialsSagaLoader, []],
    ['savedSearches', savedSearchesSagaLoader, []],
    ['support', supportSagaLoader, []],
    ['registration', registrationSagaLoader, []],
    ['profile', profileSagaLoader, []],
    ['subscriptions', subscriptionsSagaLoader, []],
    ['screener', screenerSagaLoader, []],
    ['contactForm', contactSagaLoader, []],
    ['siteSelection', siteSelectionSagaLoader, []],
    ['success', successSagaLoader, []],
  ];
  for (const [name, saga, args] of features) {
    yield spawn(supervise, name, saga, args, options);
  }
}
