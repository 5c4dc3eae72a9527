import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, fork, join, put, race, select } from 'redux-saga/effects';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import { storageFull } from '../../src/features/offline/outbox-slice';
import {
  profileRequested,
  selectProfileStatus,
  type ProfileStatus,
} from '../../src/features/profile/profile-slice';
import {
  registrationSubmitSettled,
  selectRegistrationData,
  type SubmittedPayload,
} from '../../src/features/registration/registration-slice';
import { signedIn, signedOut } from '../../src/features/session/session-slice';
import { delay, nowIso } from '../../src/lib/clock';
import { OutboxQuotaError, type WriteInput } from '../../src/lib/outbox-client';
import { localizePath } from '../../src/shared/content-model/language';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { describeMismatch } from '../../src/shared/contracts/describe-mismatch';
import type { CallContract } from '../../src/shared/contracts/define-call';
import { addContactsWithAllDetail, addOrUpdateCrRegistration } from '../../src/shared/contracts/registration';
import type { RegistrationData } from '../../src/shared/domain/registration/registration-data';
import {
  crRegistrationInput,
  mailingListBody,
  type RegistrationContext,
} from '../../src/shared/domain/registration/registration-payloads';
import { THANK_YOU_PATH } from '../../src/shared/domain/registration/wizard-steps';
import { awaitSiteSettings } from '../shared/site-settings';
import { waitForQueuedWrite, type WaitedWrite } from '../outbox/outbox-wait';
import { pendingCause, type PendingCause } from '../outbox/pending-cause';
import {
  clearProfileToken,
  forgetTokenRegistration,
  rememberTokenRegistration,
  storeProfileToken,
} from '../shared/profile-token';
import { ensureGuestRef } from './registration-guest-ref';
import { service, services } from '../shared/saga-services';

/*
 * Submitting a registration (the spec's two registration calls): two writes through the
 * outbox, in this order, with idempotency keys made at the click: the CR registration (which makes
 * the profile and keeps the hash of the session token made here) and the mailing list with all
 * details (which sends the verification mail). The person is signed in and on the thank-you page
 * at once; offline the writes wait on this device. When the server finds the address registered
 * already, the session ends again and the thank-you page says so.
 */

/** One group: the outbox delivers the two writes in the order they were saved. */
export const REGISTRATION_OUTBOX_GROUP = 'registration';
/** Without an answer by then, the thank-you page says the registration waits on this device. */
export const QUEUED_NOTICE_MS = 4_000;
export const REGISTRATION_COMPLETED_EVENT = 'registration-completed';

interface WriteKeys {
  registration: string;
  mailingList: string;
}

interface PlannedWrite {
  contract: CallContract;
  input: WriteInput<CallContract>;
  label: string;
  key: string;
}

/** Saves one write in the outbox; false (logged, and the person told of a full disk) when it cannot. */
function* save(write: PlannedWrite) {
  const { enqueue, log } = yield* services('enqueue', 'log');
  try {
    yield call(enqueue, write.contract, write.input, {
      group: REGISTRATION_OUTBOX_GROUP,
      label: write.label,
      idempotencyKey: write.key,
    });
    return true;
  } catch (error) {
    if (error instanceof OutboxQuotaError) yield put(storageFull({ callName: write.contract.name }));
    log(`${write.contract.name} could not be saved`, error);
    return false;
  }
}

function* contextOf(payload: SubmittedPayload, settings: SiteSettings) {
  const newSessionToken = yield* service('newSessionToken');
  const journey: JourneyState = yield select(selectJourney);
  const guestRef: string = yield call(ensureGuestRef);
  const context: RegistrationContext = {
    guestRef,
    ...(journey.browserId ? { browserId: journey.browserId } : {}),
    siteSettingsId: settings.siteSettingsId,
    language: payload.language,
    source: settings.source,
    baseUrl: settings.baseUrl,
    myProfilePath: settings.myProfilePath,
    mailingListId: payload.mailingListId,
    contactType: payload.contactType,
    consentGroups: payload.consentGroups,
    search: payload.search,
    sessionToken: newSessionToken(),
    registeredAt: nowIso(),
  };
  return context;
}

type RegistrationWrite = WaitedWrite<typeof addOrUpdateCrRegistration>;

/**
 * 'failed' when refused, or when its answer does not match the contract (the write happened, but
 * whether the address was free is unknown): the person is signed out as after a refusal.
 */
function settledStatus(settled: RegistrationWrite) {
  if (settled.kind !== 'delivered' || !settled.answer.ok) return 'failed' as const;
  return settled.answer.response.registered ? ('sent' as const) : ('emailExists' as const);
}

/** The registration's answer: kept signed in, or signed out again with the reason shown. */
function* settle(settled: RegistrationWrite) {
  const { log, session } = yield* services('log', 'session');
  const status = settledStatus(settled);
  if (settled.kind === 'delivered' && !settled.answer.ok) log(describeMismatch(settled.answer), null);
  if (status === 'sent') {
    forgetTokenRegistration(session);
    yield put(registrationSubmitSettled({ status: 'sent' }));
    // A page that asked for the profile before the server knew the token (My Profile) asks again.
    const profile: ProfileStatus = yield select(selectProfileStatus);
    if (profile === 'failed') yield put(profileRequested({ reason: 'signIn' }));
    return;
  }
  clearProfileToken(session);
  yield put(signedOut());
  yield put(registrationSubmitSettled({ status }));
}

/** The two writes, in the order they must be delivered. */
function plannedWrites(
  data: RegistrationData,
  ctx: RegistrationContext,
  keys: WriteKeys,
): [PlannedWrite, PlannedWrite] {
  return [
    {
      contract: addOrUpdateCrRegistration,
      input: crRegistrationInput(data, ctx) as WriteInput<CallContract>,
      label: 'registration',
      key: keys.registration,
    },
    {
      contract: addContactsWithAllDetail,
      input: { body: mailingListBody(data, ctx) } as WriteInput<CallContract>,
      label: 'registration mail',
      key: keys.mailingList,
    },
  ];
}

export function* submitRegistration(action: PayloadAction<SubmittedPayload>) {
  const { randomId, log, session } = yield* services('randomId', 'log', 'session');
  // Made when the person pressed Next: every later attempt (the outbox, the service worker) reuses them.
  const keys: WriteKeys = { registration: randomId(), mailingList: randomId() };
  const settings: SiteSettings | null = yield call(awaitSiteSettings);
  const data: RegistrationData = yield select(selectRegistrationData);
  const ctx: RegistrationContext | null = settings ? yield call(contextOf, action.payload, settings) : null;
  const writes = ctx ? plannedWrites(data, ctx, keys) : null;
  const saved: boolean = writes ? yield call(save, writes[0]) : false;
  if (!ctx || !writes || !saved) {
    log('registration: not saved (no site settings, or the outbox refused it)', null);
    yield put(registrationSubmitSettled({ status: 'failed' }));
    return;
  }
  // No "try again" here: the outbox's own back-off retries the write.
  // Followed from the moment it is saved, so that no delivery announcement is missed.
  const waiter: Task = yield fork(waitForQueuedWrite, addOrUpdateCrRegistration, keys.registration);
  // The mail's write second; not saved (logged), the registration still stands and Resend can mail.
  yield call(save, writes[1]);
  storeProfileToken(session, ctx.sessionToken);
  // Until it is settled, a page load's token check waits for this write (session-start.ts).
  rememberTokenRegistration(session, keys.registration);
  yield put(signedIn({ isVerifiedEmail: false }));
  yield put(trackEvent({ name: REGISTRATION_COMPLETED_EVENT }));
  yield put(navigationRequested({ to: `${localizePath(THANK_YOU_PATH, ctx.language)}${ctx.search}` }));
  yield call(followRegistration, waiter, keys.registration);
}

/** `key`: the registration write's, whose last attempt says why it still waits. */
function* followRegistration(waiter: Task, key: string) {
  const isOnline = yield* service('isOnline');
  if (!isOnline()) yield put(registrationSubmitSettled({ status: 'queued' }));
  const quick: { done?: RegistrationWrite } = yield race({
    done: join(waiter),
    slow: call(delay, QUEUED_NOTICE_MS),
  });
  if (quick.done) {
    yield call(settle, quick.done);
    return;
  }
  const because: PendingCause = yield call(pendingCause, key);
  yield put(registrationSubmitSettled({ status: 'queued', because }));
  const settled: RegistrationWrite = yield join(waiter);
  yield call(settle, settled);
}
