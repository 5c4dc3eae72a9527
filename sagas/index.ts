import { spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { supervise, type SuperviseOptions } from './shared/supervise';
import { outboxSaga } from './outbox/index';
import type { OutboxSagaDeps } from './outbox/outbox-deps';
import { journeyFeatureSaga } from './journey/index';
import type { JourneyDeps } from './journey/journey-deps';
import { outcomePageSagaLoader } from './outcome/index';
import { analyticsSaga } from './analytics/index';
import { consentSaga } from './consent/index';
import { screenerSagaLoader } from './screener/index';
import type { ScreenerSagaDeps } from './screener/screener-deps';
import { contactSagaLoader } from './contact/index';
import type { ContactSagaDeps } from './contact/contact-deps';
import { siteSelectionSagaLoader } from './site-selection/index';
import type { SiteSelectionSagaDeps } from './site-selection/site-selection-deps';
import { successSagaLoader } from './success/index';
import type { SuccessSagaDeps } from './success/success-deps';
import { lifeLinkPageSagaLoader } from './life-link/index';
import type { LifeLinkPageDeps } from './life-link/life-link-page';
import { subscriptionsSagaLoader } from './subscriptions/index';
import type { SubscriptionsSagaDeps } from './subscriptions/subscriptions-deps';
import { supportSagaLoader } from './support/index';
import type { SupportSagaDeps } from './support/support-deps';
import { registrationSagaLoader } from './registration/index';
import type { RegistrationSagaDeps } from './registration/registration-deps';
import { profileSagaLoader } from './profile/index';
import type { ProfileSagaDeps } from './profile/profile-deps';
import { sessionSagaLoader } from './session/index';
import type { SessionSagaDeps } from './session/session-deps';
import { trialsSagaLoader } from './trials/index';
import type { TrialsSagaDeps } from './trials/trials-deps';
import { kioskSagaLoader } from './kiosk/index';
import type { KioskSagaDeps } from './kiosk/kiosk-deps';
import { storageHealthSaga } from './storage/index';
import { personalDataExpiryLoader } from './personal-data/index';
import { offlineStudyWarmupSaga } from './offline/index';

/** What makeStore may hand to the feature sagas (all optional: the defaults are the real ones). */
export interface SagaContext extends SuperviseOptions {
  outbox?: Partial<OutboxSagaDeps>;
  /** The journey sagas' browser effects and API client (defaults: the real ones). */
  journey?: Partial<JourneyDeps>;
  /** The screener sagas' browser effects (window messages, origin) and API client. */
  screener?: Partial<ScreenerSagaDeps>;
  /** The contact-form sagas' browser effects (outbox, API, bot check, cookies, page loads). */
  contact?: Partial<ContactSagaDeps>;
  /** The site-selection sagas' effects (the contact ones plus the life-link session flag). */
  siteSelection?: Partial<SiteSelectionSagaDeps>;
  /** The success page's and health-data sagas' effects (API, outbox, connect widget, session storage). */
  success?: Partial<SuccessSagaDeps>;
  /** The life-link page's effects (API client, the redirect). */
  lifeLinkPage?: Partial<LifeLinkPageDeps>;
  /** The unsubscribe pages' effects (API client, cookies, session storage, the redirect). */
  subscriptions?: Partial<SubscriptionsSagaDeps>;
  /** The support request's effects (API client, outbox). */
  support?: Partial<SupportSagaDeps>;
  /** The registration's effects (API client, outbox, session storage, cookies). */
  registration?: Partial<RegistrationSagaDeps>;
  /** The profile sagas' effects (API client, outbox, session and local storage). */
  profile?: Partial<ProfileSagaDeps>;
  /** Signing in and out, the idle time-out (API client, session storage, cookies, page loads). */
  session?: Partial<SessionSagaDeps>;
  /** The trial search, suggestions and saved trials (API client, outbox, session storage). */
  trials?: Partial<TrialsSagaDeps>;
  /** Kiosk mode: idle reset, the reset between people, the staff screen (storage, page loads, downloads). */
  kiosk?: Partial<KioskSagaDeps>;
}

export function* rootSaga(ctx: SagaContext = {}) {
  const features: Array<[string, Saga, unknown[]]> = [
    ['outbox', outboxSaga, [ctx.outbox ?? {}]],
    ['storageHealth', storageHealthSaga, [{}]],
    ['personalDataExpiry', personalDataExpiryLoader, []],
    ['offlineStudyWarmup', offlineStudyWarmupSaga, [{}]],
    ['journey', journeyFeatureSaga, [ctx.journey ?? {}, ctx]],
    ['outcomePage', outcomePageSagaLoader, [ctx.journey ?? {}]],
    ['analytics', analyticsSaga, [ctx.journey ?? {}]],
    ['kiosk', kioskSagaLoader, [ctx.kiosk ?? {}]],
    ['consent', consentSaga, [ctx.journey ?? {}, ctx]],
    [
      'lifeLinkPage',
      lifeLinkPageSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.lifeLinkPage }],
    ],
    [
      'session',
      sessionSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.session }],
    ],
    ['trials', trialsSagaLoader, [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.trials }]],
    [
      'support',
      supportSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.support }],
    ],
    [
      'registration',
      registrationSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.registration }],
    ],
    [
      'profile',
      profileSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.profile }],
    ],
    [
      'subscriptions',
      subscriptionsSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.subscriptions }],
    ],
    [
      'screener',
      screenerSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.screener }],
    ],
    [
      'contactForm',
      contactSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.contact }],
    ],
    [
      'siteSelection',
      siteSelectionSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.siteSelection }],
    ],
    [
      'success',
      successSagaLoader,
      [{ ...(ctx.journey?.api ? { api: ctx.journey.api } : {}), ...ctx.success }],
    ],
  ];
  for (const [name, saga, args] of features) {
    yield spawn(supervise, name, saga, args, ctx);
  }
}
