import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { storageFull } from '../../src/features/offline/outbox-slice';
import {
  healthDataAttemptsRead,
  healthDataCardShown,
  healthDataConnected,
  healthDataFailed,
  healthDataSessionRequested,
  healthDataShareClicked,
  healthDataUnavailable,
  healthDataWidgetClosed,
  healthDataWidgetOpened,
  type ShareClickedPayload,
} from '../../src/features/success/health-data-slice';
import { selectSuccess, type SuccessState } from '../../src/features/success/success-slice';
import { delay, nowIso } from '../../src/lib/clock';
import type { ConnectOutcome } from '../../src/lib/health-data/connect-types';
import { OutboxQuotaError } from '../../src/lib/outbox-client';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import {
  createHealthDataSession,
  HEALTH_DATA_SESSION_RETRY_COUNT,
  updateHumanApiResponse,
  type HealthDataStatus,
} from '../../src/shared/contracts/health-data';
import {
  attemptsUsedUp,
  CONNECT_WIDGET_DELAY_MS,
  HAPI_ATTEMPTS_KEY,
  parseAttemptsLeft,
  takeAttempt,
} from '../../src/shared/domain/sites/health-data-attempts';
import { awaitSiteSettings } from '../shared/site-settings';
import { createHealthDataConnector } from '../../src/lib/health-data/health-data-connector';
import { successDefaults } from './success-defaults';
import { provideDefaults, service, services } from '../shared/saga-services';

type Session = { session_token: string; human_id: string; connect?: 'humanapi' | 'sandbox' };

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** UpdateHumanApiResponse, through the outbox; skipped without an enrolment to record it on. */
function* recordOutcome(status: HealthDataStatus, exception: string, humanId?: string) {
  const { origin, enqueue, log } = yield* services('origin', 'enqueue', 'log');
  const journey: JourneyState = yield select(selectJourney);
  if (!journey.enrollmentId || !journey.tenantKey) return;
  const settings: SiteSettings | null = yield call(awaitSiteSettings);
  const body = {
    potentialId: journey.potentialId ?? undefined,
    baseUrl: settings?.baseUrl ?? origin(),
    enrollmentId: journey.enrollmentId,
    tenantKey: journey.tenantKey,
    humanApiEnabled: true,
    recordLastModifiedDate: nowIso(),
    humanApiStatus: status,
    exception,
    humanId,
  };
  try {
    yield call(
      enqueue,
      updateHumanApiResponse,
      { body },
      { group: journey.enrollmentId, label: 'Health data' },
    );
  } catch (error) {
    if (error instanceof OutboxQuotaError) yield put(storageFull({ callName: updateHumanApiResponse.name }));
    else log('health-data outcome not saved', error);
  }
}

function* requestSession() {
  const api = yield* service('api');
  const journey: JourneyState = yield select(selectJourney);
  const success: SuccessState = yield select(selectSuccess);
  const email = success.details?.contactEmail;
  if (!journey.enrollmentId || !email) throw new Error('No enrolment or e-mail address for the session');
  const session: Session = yield call([api, api.call], createHealthDataSession, {
    body: {
      client_user_email: email,
      client_user_id: journey.enrollmentId,
      type: 'session',
      retryCount: HEALTH_DATA_SESSION_RETRY_COUNT,
    },
  });
  return session;
}

/** One press of the share button. */
export function* shareHealthData({ payload }: PayloadAction<ShareClickedPayload>) {
  const { session: tabSession, connect } = yield* services('session', 'connect');
  if (payload.preview) return;
  const decision = takeAttempt(parseAttemptsLeft(tabSession.get(HAPI_ATTEMPTS_KEY)), payload.maxAttempts);
  if (!decision.allowed) {
    yield put(healthDataUnavailable());
    return;
  }
  tabSession.set(HAPI_ATTEMPTS_KEY, String(decision.left));
  yield put(healthDataSessionRequested());
  let session: Session;
  try {
    session = yield call(requestSession);
  } catch (error) {
    yield put(healthDataFailed({ usedUp: decision.left === 0 }));
    yield call(recordOutcome, 'Clicked', errorText(error));
    return;
  }
  yield call(delay, CONNECT_WIDGET_DELAY_MS);
  yield put(healthDataWidgetOpened());
  const outcome: ConnectOutcome = yield call(connect, {
    sessionToken: session.session_token,
    humanId: session.human_id,
    language: payload.language,
    mode: session.connect ?? 'sandbox',
  });
  if (outcome.status === 'Connected') {
    yield put(healthDataConnected({ humanId: outcome.humanId }));
    yield call(recordOutcome, 'Connected', '', outcome.humanId);
  } else {
    yield put(healthDataWidgetClosed());
    yield call(recordOutcome, 'Closed', '', session.human_id);
  }
}

export function* readAttempts() {
  const session = yield* service('session');
  yield put(
    healthDataAttemptsRead({
      usedUp: attemptsUsedUp(parseAttemptsLeft(session.get(HAPI_ATTEMPTS_KEY))),
    }),
  );
}

/** takeLeading: a second press while one is under way does nothing. */
export function* healthDataSaga() {
  yield* provideDefaults(successDefaults);
  const { api, log } = yield* services('api', 'log');
  yield* provideDefaults({ connect: () => createHealthDataConnector(() => api, log) });
  yield takeEvery(healthDataCardShown.type, readAttempts);
  yield takeLeading(healthDataShareClicked.type, shareHealthData);
}
