import { call, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { delay } from '../src/lib/clock';
import { outboxSaga } from './outbox';
import type { OutboxSagaDeps } from './outbox-deps';
import { participantRecordSaga } from './participant-record';
import { journeySaga } from './journey';
import type { JourneyDeps } from './journey-deps';
import { outcomePageSagaLoader } from './outcome-loader';
import { analyticsSaga } from './analytics';
import { consentPreferencesSaga } from './consent-preferences';
import { consentGuestRefSaga } from './consent-guest-ref';
import { screenerSagaLoader } from './screener-loader';
import type { ScreenerSagaDeps } from './screener-deps';
import { contactSagaLoader } from './contact-loader';
import type { ContactSagaDeps } from './contact-deps';
import { siteSelectionSagaLoader } from './site-selection-loader';
import type { SiteSelectionSagaDeps } from './site-selection-deps';
import { successSagaLoader } from './success-loader';
import type { SuccessSagaDeps } from './success-deps';
import { lifeLinkPageSagaLoader } from './life-link-page-loader';
import type { LifeLinkPageDeps } from './life-link-page';
import { subscriptionsSagaLoader } from './subscriptions-loader';
import type { SubscriptionsSagaDeps } from './subscriptions-deps';
import { supportSagaLoader } from './support-loader';
import type { SupportSagaDeps } from './support-deps';
import { registrationSagaLoader } from './registration-loader';
import type { RegistrationSagaDeps } from './registration-deps';
import { profileSagaLoader } from './profile-loader';
import type { ProfileSagaDeps } from './profile-deps';
import { sessionSagaLoader } from './session-loader';
import type { SessionSagaDeps } from './session-deps';
import { trialsSagaLoader } from './trials-loader';
import type { TrialsSagaDeps } from './trials-deps';
import { kioskSagaLoader } from './kiosk-loader';
import type { KioskSagaDeps } from './kiosk-deps';
import { storageHealthSaga } from './storage-health';
import { personalDataExpiryLoader } from './personal-data-expiry-loader';
import { offlineStudyWarmupSaga } from './offline-study-warmup';

/** What makeStore may hand to the feature sagas (all optional: the defaults are the real ones). */
export interface SagaContext {
  outbox?: Partial<OutboxSagaDeps>;
  log?: (message: string, error: unknown) => void;
  /** Pause before restarting a crashed saga, so a saga that crashes at once cannot spin. */
  restartDelayMs?: number;
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
  /**
   * Each feature saga takes its first step in a task of its own instead of all of them in the
   * task that starts the root saga: on a slow phone, a page that has just hydrated stays
   * responsive while some twenty sagas read cookies and open storage (makeStore sets it for a
   * hydrating page).
   */
  startInSlices?: boolean;
}

export const RESTART_DELAY_MS = 1_000;

/**
 * Runs `saga` and restarts it whenever it throws: one feature's bug is logged, and the others
 * (in particular the outbox, which must keep delivering) carry on. A saga that returns is done.
 */
export function* supervise(name: string, saga: Saga, args: unknown[], ctx: SagaContext = {}) {
  const log = ctx.log ?? ((message: string, error: unknown) => console.error(message, error));
  if (ctx.startInSlices) yield call(delay, 0);
  while (true) {
    try {
      yield call(saga, ...args);
      return;
    } catch (error) {
      log(`saga ${name} crashed; restarting`, error);
      yield call(delay, ctx.restartDelayMs ?? RESTART_DELAY_MS);
    }
  }
}

export function* rootSaga(ctx: SagaContext = {}) {
  const features: Array<[string, Saga, unknown[]]> = [
    ['outbox', outboxSaga, [ctx.outbox ?? {}]],
    ['storageHealth', storageHealthSaga, [{}]],
    ['personalDataExpiry', personalDataExpiryLoader, []],
    ['offlineStudyWarmup', offlineStudyWarmupSaga, [{}]],
    ['participantRecord', participantRecordSaga, [ctx.journey ?? {}]],
    ['journey', journeySaga, [ctx.journey ?? {}]],
    ['outcomePage', outcomePageSagaLoader, [ctx.journey ?? {}]],
    ['analytics', analyticsSaga, [ctx.journey ?? {}]],
    ['kiosk', kioskSagaLoader, [ctx.kiosk ?? {}]],
    ['consentPreferences', consentPreferencesSaga, [ctx.journey ?? {}]],
    ['consentGuestRef', consentGuestRefSaga, [ctx.journey ?? {}]],
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
