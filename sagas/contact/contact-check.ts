import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  checkFinished,
  checkStarted,
  consentCleared,
  consentLoaded,
  emailChanged,
  identityChanged,
  selectContactFormRef,
  type ContactFormRef,
  type IdentityChangedPayload,
} from '../../src/features/contact-form/contact-form-slice';
import {
  selectScreenerResult,
  type ScreenerResult,
} from '../../src/features/contact-form/contact-submission-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import { delay } from '../../src/lib/clock';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import {
  checkResumingReturningUser,
  getConsentDetails,
  type CheckParticipantResponse,
  type CheckResumingReturningUserBody,
} from '../../src/shared/contracts/contact';
import { services } from '../shared/saga-services';

/** The submit flow's step 1: the participant check runs 3 s after the last change. */
export const CHECK_DEBOUNCE_MS = 3_000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The site settings the check needs (kept with a submission so a resumed one need not reload them). */
export interface CheckSettings {
  returningUserTimeInterval: number;
  returningUserTimeValue: SiteSettings['returningUserTimeValue'];
  siteName: string;
}

export interface CheckIdentity {
  email: string;
  firstName?: string;
  lastName?: string;
  day?: string;
  month?: string;
  year?: string;
}

/** CheckResumingReturningUser payload for the form on screen (isSubmit: the submit button's check). */
export function checkBody(
  form: ContactFormRef,
  journey: JourneyState,
  settings: CheckSettings,
  screener: ScreenerResult | null,
  identity: CheckIdentity,
  isSubmit: boolean,
): CheckResumingReturningUserBody {
  const withParticipant = form.formType !== 'adult';
  return {
    isSubmit,
    tenantKey: journey.tenantKey ?? '',
    ...(journey.guestRef ? { currentGuestRef: journey.guestRef } : {}),
    ...(journey.enrollmentId ? { currentEnrollment: journey.enrollmentId } : {}),
    patientType: form.formType,
    email: identity.email.trim(),
    ...(screener
      ? { currentScreenerStatus: screener.status, qualifiedProtocol: screener.protocols.join(',') }
      : {}),
    ...(withParticipant
      ? {
          participantFirstName: identity.firstName ?? '',
          participantLastName: identity.lastName ?? '',
          day: identity.day ?? '',
          month: identity.month ?? '',
          year: identity.year ?? '',
        }
      : {}),
    returningUserTimeInterval: settings.returningUserTimeInterval,
    returningUserTimeValue: settings.returningUserTimeValue,
    isResumeEmailCheck: isSubmit,
    isReturnCheck: true,
    pos: settings.siteName,
    isJourney3: journey.journeyType === '03',
    isScreenerSubmit: false,
    studyKey: form.studyKey,
    language: form.language === 'es' ? 'es' : 'en',
  };
}

export function checkSettingsOf(settings: SiteSettings): CheckSettings {
  return {
    returningUserTimeInterval: settings.returningUserTimeInterval,
    returningUserTimeValue: settings.returningUserTimeValue,
    siteName: settings.siteName,
  };
}

/** The consent lookup after the adult check; its failure clears the consent state. */
function* lookUpConsent(tenantKey: string, email: string, signal: AbortSignal) {
  const { api, log } = yield* services('api', 'log');
  try {
    const consent: { primaryconsent: boolean | null; secondaryconsent: boolean | null } = yield call(
      [api, api.call],
      getConsentDetails,
      { body: { tenantKey, email } },
      { signal },
    );
    yield put(
      consentLoaded({
        primary: consent.primaryconsent === true,
        secondary: consent.secondaryconsent === true,
      }),
    );
  } catch (error) {
    log('consent lookup failed', error);
    yield put(consentCleared());
  }
}

/** Waits out the debounce, then checks; a newer change cancels this task and aborts its request. */
function* debouncedCheck(identity: CheckIdentity) {
  const { api, log } = yield* services('api', 'log');
  yield call(delay, CHECK_DEBOUNCE_MS);
  const form: ContactFormRef | null = yield select(selectContactFormRef);
  const journey: JourneyState = yield select(selectJourney);
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  const screener: ScreenerResult | null = yield select(selectScreenerResult);
  if (!form || !settings || !journey.tenantKey) return;
  const controller = new AbortController();
  try {
    yield put(checkStarted());
    let response: CheckParticipantResponse | null = null;
    try {
      response = yield call(
        [api, api.call],
        checkResumingReturningUser,
        {
          query: { guestType: journey.guestType ?? 'visitor' },
          body: checkBody(form, journey, checkSettingsOf(settings), screener, identity, false),
        },
        { signal: controller.signal },
      );
    } catch (error) {
      // A failed check just stops loading.
      log('participant check failed', error);
    }
    yield put(checkFinished({ response }));
    if (form.formType === 'adult') {
      if (response) yield call(lookUpConsent, journey.tenantKey, identity.email.trim(), controller.signal);
      else yield put(consentCleared());
    }
  } finally {
    controller.abort();
  }
}

function* onEmailChanged({ payload }: PayloadAction<{ email: string }>) {
  const form: ContactFormRef | null = yield select(selectContactFormRef);
  if (form?.formType !== 'adult' || !EMAIL.test(payload.email.trim())) return;
  yield call(debouncedCheck, { email: payload.email });
}

function* onIdentityChanged({ payload }: PayloadAction<IdentityChangedPayload>) {
  const form: ContactFormRef | null = yield select(selectContactFormRef);
  if (!form || form.formType === 'adult' || !payload.valid) return;
  yield call(debouncedCheck, payload);
}

/**
 * The adult check runs 3 s after the email changes, then the consent lookup; the caregiver
 * and minor check 3 s after the email, names and date of birth are all valid. The newest change
 * wins: takeLatest cancels the older task, whose `finally` aborts its request.
 */
export function* contactCheckSaga() {
  yield takeLatest(
    [emailChanged.type, identityChanged.type],
    function* check(action: PayloadAction<unknown>) {
      if (action.type === emailChanged.type)
        yield call(onEmailChanged, action as PayloadAction<{ email: string }>);
      else yield call(onIdentityChanged, action as PayloadAction<IdentityChangedPayload>);
    },
  );
}
