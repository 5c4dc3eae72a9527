import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { trackEvent, type TrackedEvent } from '../../src/features/analytics/analytics-slice';
import {
  consentDecided,
  isAnalyticsAllowed,
  selectConsent,
  type ConsentState,
} from '../../src/features/consent/consent-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { storageFull } from '../../src/features/offline/outbox-slice';
import { now, nowIso } from '../../src/lib/clock';
import { readCookies, removeCookie, type CookieTarget } from '../../src/lib/cookies';
import { enqueueWrite, OutboxQuotaError } from '../../src/lib/outbox-client';
import {
  analyticsEventSchema,
  recordAnalyticsEvent,
  type AnalyticsEvent,
} from '../../src/shared/contracts/analytics';
import { isAnalyticsCookie } from '../../src/shared/domain/cookie-consent';
import { journeyDefaults } from '../journey/journey-defaults';
import { warn } from '../shared/browser-effects';
import { provideDefaults, services, type ServiceDefaults } from '../shared/saga-services';

/**
 * The analytics gate (the spec's cookie tracker): an event is queued for
 * POST /api/analytics/events ONLY when non-essential cookies are opted in, active and the
 * decision has not expired. Otherwise it is dropped here (never sent, never stored, not kept
 * for later) and the analytics cookies are deleted.
 */

/** The gate's real services: the journey's cookie jar, the page's address, a warning log. */
const analyticsDefaults = {
  cookies: journeyDefaults.cookies,
  pathname: () => () => globalThis.location?.pathname,
  hostname: () => () => globalThis.location?.hostname ?? '',
  log: () => warn,
} satisfies ServiceDefaults;

/** The same target, writing with `domain=`: analytics tools set their cookies on a parent domain. */
function onDomain(target: CookieTarget, domain: string): CookieTarget {
  return {
    get cookie() {
      return target.cookie;
    },
    set cookie(value: string) {
      target.cookie = `${value}; domain=${domain}`;
    },
  };
}

/** 'www.shop.example.com' → its parent domains down to 'example.com'; none for 'localhost' or an IP. */
export function cookieDomainsOf(hostname: string, trackerDomain = ''): string[] {
  const domains = new Set<string>();
  if (trackerDomain) domains.add(trackerDomain);
  if (!/^[\d.]+$/.test(hostname) && !hostname.includes(':')) {
    const labels = hostname.split('.').filter(Boolean);
    for (let i = 0; i <= labels.length - 2; i += 1) domains.add(labels.slice(i).join('.'));
  }
  return [...domains];
}

/** Removes every cookie named _ga…, _gid…, analytics_…: host-only and on each parent domain. */
export function deleteAnalyticsCookies(target: CookieTarget | null, domains: readonly string[]): string[] {
  if (!target) return [];
  const names = Object.keys(readCookies(target)).filter(isAnalyticsCookie);
  for (const name of names) {
    removeCookie(name, target);
    for (const domain of domains) removeCookie(name, onDomain(target, domain));
  }
  return names;
}

function* purgeUnlessAllowed() {
  const { cookies, hostname } = yield* services('cookies', 'hostname');
  const consent: ConsentState = yield select(selectConsent);
  if (isAnalyticsAllowed(consent, now())) return;
  deleteAnalyticsCookies(cookies, cookieDomainsOf(hostname(), consent.domain ?? ''));
}

function eventBody(event: TrackedEvent, journey: JourneyState, path: string | undefined): AnalyticsEvent {
  return analyticsEventSchema.parse({
    name: event.name,
    data: event.data ?? {},
    occurredAt: nowIso(),
    guestRef: journey.guestRef ?? undefined,
    enrollmentId: journey.enrollmentId ?? undefined,
    path: path?.slice(0, 512),
  });
}

export function* onEventTracked({ payload }: PayloadAction<TrackedEvent>) {
  const { pathname, log } = yield* services('pathname', 'log');
  const consent: ConsentState = yield select(selectConsent);
  if (!isAnalyticsAllowed(consent, now())) {
    yield call(purgeUnlessAllowed);
    return;
  }
  const journey: JourneyState = yield select(selectJourney);
  try {
    const body = eventBody(payload, journey, pathname());
    // Same group as the cookie preferences: a save made before an event is delivered before it.
    const group = journey.guestRef ? `guest:${journey.guestRef}` : 'analytics';
    yield call(enqueueWrite, recordAnalyticsEvent, { body }, { group, label: 'Usage statistics' });
  } catch (error) {
    if (error instanceof OutboxQuotaError) yield put(storageFull({ callName: recordAnalyticsEvent.name }));
    // A malformed event is a programming error: logged and dropped, never a crash of the gate.
    else log(`analytics event ${payload.name} dropped`, error);
  }
}

export function* analyticsSaga() {
  yield* provideDefaults(analyticsDefaults);
  yield call(purgeUnlessAllowed);
  yield takeEvery(consentDecided.type, purgeUnlessAllowed);
  yield takeEvery(trackEvent.type, onEventTracked);
}
