import { call, fork, put, select, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import {
  modalShown,
  retrySubmitRequested,
  selectContactFormRef,
  submitPhaseChanged,
  submitRequested,
  type ContactFormRef,
} from '../../src/features/contact-form/contact-form-slice';
import {
  CONTACT_WRITES,
  hasReached,
  selectContactSubmission,
  selectSavedEnrollments,
  selectScreenerResult,
  stepCompleted,
  submissionEnded,
  submissionStarted,
  type ContactSubmission,
  type ContactWrite,
  type ScreenerResult,
} from '../../src/features/contact-form/contact-submission-slice';
import {
  browserIdReceived,
  guestRefCookieReleased,
  journeyResumed,
  selectJourney,
  type JourneyState,
} from '../../src/features/journey/journey-slice';
import { selectJourneyPage, type JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import { nowIso } from '../../src/lib/clock';
import { splitParamList, type SiteSettings } from '../../src/shared/content-model/site-settings';
import { updatePotentialParticipantId } from '../../src/shared/contracts/journey';
import type { ContactValues } from '../../src/shared/domain/contact-form/contact-values';
import { isFinalRefusal, readUntilAnswered } from './contact-calls';
import { checkParticipant, type CheckResult } from './contact-submit-check';
import { addContact } from './contact-add';
import { currentSubmission, endSubmission } from './contact-progress';
import { finishSubmission } from './contact-next';
import { submissionProfileOf } from './contact-rules';
import { flushPersistedState } from '../shared/flush-persisted-state';
import { service, services } from '../shared/saga-services';

/*
 * The contact-form submit flow: steps 2–4 here, step 1 in contact-submit-check.ts, step 5 in
 * contact-add.ts and contact-next.ts. Every step runs only when the persisted submission has not
 * reached it yet, so a resumed submission (after a reload, or when the network returns) carries on
 * where it stopped and does no step twice.
 */

/**
 * Step 3: a new visitor's potentialParticipantId becomes the guest reference (and its cookie),
 * the browser id is stored, and the server is told when a new guest reference was made.
 */
function* identify(s: ContactSubmission, check: CheckResult) {
  const { api, log } = yield* services('api', 'log');
  if (check.browserId) yield put(browserIdReceived({ browserId: check.browserId }));
  const newRef = check.potentialParticipantId;
  if (!newRef || newRef === s.guestRef) return;
  const journey: JourneyState = yield select(selectJourney);
  if (journey.enrollmentId === s.enrollmentId && journey.journeyType && journey.journeyStatus) {
    // The journey slice has no "guest reference changed" action: the resume action adopts it.
    yield put(
      journeyResumed({
        guestRef: newRef,
        enrollmentId: s.enrollmentId,
        journeyType: journey.journeyType,
        journeyStatus: journey.journeyStatus,
        journeyStep: journey.journeyStep,
        potentialId: journey.potentialId,
        browserId: check.browserId ?? journey.browserId,
        studyKey: journey.studyKey,
        tenantKey: journey.tenantKey,
        patientType: journey.patientType,
        language: journey.language,
        rootPath: journey.rootPath,
      }),
    );
    yield put(guestRefCookieReleased());
  }
  const potentialId = journey.potentialId ?? s.potentialId;
  if (!potentialId) return;
  try {
    yield call(readUntilAnswered, () =>
      api.call(
        updatePotentialParticipantId,
        { query: { potentialId, potentialParticipantId: newRef } },
        { idempotencyKey: s.keys.potentialParticipantId },
      ),
    );
  } catch (error) {
    log('UpdatePotentialParticipantId failed', error);
  }
}

/** Steps 1–4; false when the flow stopped (a modal, or the check failed). */
function* checkAndDecide(id: string) {
  let s: ContactSubmission | null = yield call(currentSubmission, id);
  if (!s) return false;
  if (!hasReached(s, 'checked')) {
    yield put(submitPhaseChanged({ phase: 'checking', step: 'checked' }));
    const check: CheckResult | null = yield call(checkParticipant, s);
    if (!check) {
      // A failed check just stops loading.
      yield call(endSubmission, id, 'idle');
      return false;
    }
    yield put(stepCompleted({ id, step: 'checked', results: { check } }));
  }
  s = yield call(currentSubmission, id);
  const check = s?.results.check;
  if (!s || !check) return false;
  if (hasReached(s, 'identified')) return true;
  const saved: string[] = yield select(selectSavedEnrollments);
  if (check.showResumeEmailModal && !s.saved && !saved.includes(s.enrollmentId)) {
    yield call(endSubmission, id, 'idle');
    yield put(modalShown({ kind: 'email-sent' }));
    return false;
  }
  if (!check.isReturningUser) yield call(identify, s, check);
  if (check.showCustomErrorMessageModel) {
    yield call(endSubmission, id, 'idle');
    yield put(modalShown({ kind: 'custom-error', hours: String(s.context.returningUserTimeInterval) }));
    return false;
  }
  if (check.showPatientExistModel) {
    yield call(endSubmission, id, 'idle');
    yield put(modalShown({ kind: 'patient-exists' }));
    return false;
  }
  yield put(stepCompleted({ id, step: 'identified' }));
  return true;
}

/** Runs (or resumes) the persisted submission to its end. */
export function* runSubmission(id: string) {
  const log = yield* service('log');
  try {
    const goOn: boolean = yield call(checkAndDecide, id);
    if (!goOn) return;
    const added: boolean = yield call(addContact, id);
    if (!added) return;
    yield call(finishSubmission, id);
  } catch (error) {
    if (!isFinalRefusal(error)) throw error;
    log('contact submission refused', error);
    yield call(endSubmission, id, 'failed', 'refused');
  }
}

function contextOf(
  journey: JourneyState,
  settings: SiteSettings,
  page: JourneyPageView | null,
  screener: ScreenerResult | null,
  profile: ContactSubmission['context']['profile'],
): ContactSubmission['context'] | null {
  if (!journey.tenantKey || !journey.journeyType) return null;
  return {
    tenantKey: journey.tenantKey,
    journeyType: journey.journeyType,
    guestType: journey.guestType ?? 'visitor',
    rootPath: journey.rootPath ?? page?.study?.rootPath ?? '/',
    siteSettingsId: page?.study?.siteSettingsId ?? settings.siteSettingsId,
    siteName: settings.siteName,
    baseUrl: settings.baseUrl,
    returningUserTimeInterval: settings.returningUserTimeInterval,
    returningUserTimeValue: settings.returningUserTimeValue,
    botCheckEnabled: settings.EnableGoogleRecaptcha,
    smsEnabled: settings.enableSmsSendFeature,
    sendMailingList: settings.sendMailingList,
    retainQueryParams: splitParamList(settings.RetainQueryParamList),
    removeQueryParams: splitParamList(settings.RemoveQueryParamList),
    studyName: page?.study?.studyName ?? '',
    screener,
    profile,
  };
}

/** Creates the persisted submission (with its idempotency keys) and writes it to disk at once. */
function* startSubmission(values: ContactValues) {
  const randomId = yield* service('randomId');
  const form: ContactFormRef | null = yield select(selectContactFormRef);
  const journey: JourneyState = yield select(selectJourney);
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const screener: ScreenerResult | null = yield select(selectScreenerResult);
  const profile = (yield select(submissionProfileOf)) as ReturnType<typeof submissionProfileOf>;
  const context = settings ? contextOf(journey, settings, page, screener, profile) : null;
  if (!form || !context || !journey.guestRef || !journey.enrollmentId) {
    yield put(submitPhaseChanged({ phase: 'failed', step: null, error: 'not-ready' }));
    return null;
  }
  const keys = Object.fromEntries(CONTACT_WRITES.map((write) => [write, randomId()])) as Record<
    ContactWrite,
    string
  >;
  const clean = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const submission: ContactSubmission = {
    id: randomId(),
    form,
    path: page?.path ?? '',
    query: Object.fromEntries(new URLSearchParams(page?.search ?? '')),
    guestRef: journey.guestRef,
    enrollmentId: journey.enrollmentId,
    potentialId: journey.potentialId,
    context,
    values: clean,
    keys,
    reached: 'submitted',
    results: {},
    saved: false,
    failed: false,
    submittedAt: nowIso(),
  };
  yield put(submissionStarted(submission));
  // Nothing is sent before the submission is on disk: a reload right now must find it.
  yield call(flushPersistedState);
  return submission.id;
}

/**
 * Starts a submission on submit, resumes a persisted one when the sagas start (after a reload)
 * and, after a failure, on "try again". One pipeline at a time; a submit while one runs is ignored.
 */
export function* contactSubmitSaga() {
  let task: Task | null = null;
  const existing: ContactSubmission | null = yield select(selectContactSubmission);
  if (existing) task = yield fork(runSubmission, existing.id);
  while (true) {
    const action: PayloadAction<{ values?: ContactValues } | undefined> = yield take([
      submitRequested.type,
      retrySubmitRequested.type,
    ]);
    if (task?.isRunning()) continue;
    const current: ContactSubmission | null = yield select(selectContactSubmission);
    if (current && !current.failed) {
      task = yield fork(runSubmission, current.id);
      continue;
    }
    if (current && action.type === retrySubmitRequested.type) {
      task = yield fork(runSubmission, current.id);
      continue;
    }
    if (action.type !== submitRequested.type || !action.payload?.values) continue;
    if (current) yield put(submissionEnded({ id: current.id }));
    const id: string | null = yield call(startSubmission, action.payload.values);
    if (id) task = yield fork(runSubmission, id);
  }
}
