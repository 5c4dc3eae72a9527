import { call, put, select } from 'redux-saga/effects';
import { submitPhaseChanged } from '../../src/features/contact-form/contact-form-slice';
import {
  hasReached,
  stepCompleted,
  submissionFailed,
  type ContactSubmission,
} from '../../src/features/contact-form/contact-submission-slice';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import {
  addDelegate,
  addPatient,
  addUpdatePatientDetails,
  getClientIp,
  type ContactSubmitInput,
} from '../../src/shared/contracts/contact';
import { keyedWrite, type KeyedWriteResult } from './contact-calls';
import { isMinorPath } from '../../src/shared/domain/contact-form/contact-path';
import { urlParamsOf } from './contact-rules';
import { currentSubmission, endSubmission, guestRefOf } from './contact-progress';
import { service, services } from '../shared/saga-services';

/*
 * Step 5, up to the stored patient: the bot-check token, the customer-data save (3 attempts
 * 2 s apart on the adult form), the client IP (caregiver and minor) and Patient/Add or
 * Delegate/Add. The writes are queued in the outbox in this order under the enrolment, so the
 * outbox delivers them in this order too, also after a reload.
 */

/** The customer-data save is tried up to 3 times, 2 s apart, on the adult form. */
export const CUSTOMER_DATA_POLICY = { attempts: 3, pauseMs: 2_000 } as const;
/** Caregiver and minor forms: one immediate attempt; the outbox carries on after it. */
export const CUSTOMER_DATA_DELEGATE_POLICY = { attempts: 1, pauseMs: 2_000 } as const;
export const ADD_PATIENT_POLICY = { attempts: 1, pauseMs: 2_000 } as const;
export const BOT_CHECK_ACTION = 'contact_form_submit';
/** Tracked with the journey type when the patient could not be added. */
export const CONTACT_FORM_ERROR_EVENT = 'contact-form-error';

const IP = /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-fA-F:]+$/;

function formRefOf(s: ContactSubmission) {
  return {
    contactFormSettingsId: s.form.key,
    formType: s.form.formType,
    language: s.form.language === 'es' ? ('es' as const) : ('en' as const),
    studyKey: s.form.studyKey,
    ruleContext: {
      minorPath: isMinorPath(s.path),
      screenerQualified: s.context.screener?.status === 'qualified',
    },
    values: s.values,
  };
}

/** The bot-check token; null aborts the submit silently (enabled without an executor, as the spec says). */
function* botCheck(s: ContactSubmission) {
  const { botCheck, log } = yield* services('botCheck', 'log');
  if (!s.context.botCheckEnabled) return '';
  if (!botCheck) return null;
  try {
    const token: string = yield call(botCheck, BOT_CHECK_ACTION);
    return token;
  } catch (error) {
    log('bot check failed', error);
    return null;
  }
}

function* saveCustomerData(s: ContactSubmission) {
  const log = yield* service('log');
  const result: KeyedWriteResult | { kind: 'pending' } = yield call(
    keyedWrite,
    addUpdatePatientDetails,
    {
      params: { guestRef: guestRefOf(s) },
      query: { guestType: s.context.guestType },
      body: { ...formRefOf(s), enrollmentId: s.enrollmentId, urlParams: urlParamsOf(s.query) },
    },
    { group: s.enrollmentId, label: 'Contact details', key: s.keys.customerData },
    s.form.formType === 'adult' ? CUSTOMER_DATA_POLICY : CUSTOMER_DATA_DELEGATE_POLICY,
    false,
  );
  // Refused for good: logged; the patient is still added.
  if (result.kind === 'failed') log('AddUpdatePatientDetails failed', null);
}

/** GET /api/getIp for caregiver and minor forms; '' when it cannot be had (offline). */
function* clientIp(s: ContactSubmission) {
  const { api, log } = yield* services('api', 'log');
  if (s.form.formType === 'adult') return '';
  try {
    const answer: { ip: string } = yield call([api, api.call], getClientIp);
    return IP.test(answer.ip) ? answer.ip : '';
  } catch (error) {
    log('getIp failed: the patient is added without it', error);
    return '';
  }
}

export function submitBodyOf(s: ContactSubmission, potentialId: string | null): ContactSubmitInput {
  const ip = s.results.clientIp;
  const check = s.results.check;
  return {
    ...formRefOf(s),
    token: s.results.token ?? '',
    siteSettingsId: s.context.siteSettingsId,
    ...(ip ? { clientIp: ip } : {}),
    urlParams: urlParamsOf(s.query),
    conditionOfInterest: s.context.profile?.conditions ?? [],
    communities: s.context.profile?.communities ?? [],
    journeyStatusRequest: { enrollmentId: s.enrollmentId, journeyStep: 'contact-info', journeyStatus: '' },
    guestRef: guestRefOf(s),
    ...(potentialId ? { potentialId } : {}),
    ...(check?.potentialParticipantId ? { potentialParticipantId: check.potentialParticipantId } : {}),
  };
}

function* addPatientOrDelegate(s: ContactSubmission) {
  const journey: JourneyState = yield select(selectJourney);
  const potentialId =
    journey.enrollmentId === s.enrollmentId ? (journey.potentialId ?? s.potentialId) : s.potentialId;
  const contract = s.form.formType === 'adult' ? addPatient : addDelegate;
  const result: KeyedWriteResult = yield call(
    keyedWrite,
    contract,
    { body: submitBodyOf(s, potentialId) },
    { group: s.enrollmentId, label: 'Contact form', key: s.keys.patient },
    ADD_PATIENT_POLICY,
    true,
  );
  return result;
}

/** Step 5 up to the stored patient; false when the flow stopped (aborted or failed). */
export function* addContact(id: string) {
  const randomId = yield* service('randomId');
  let s: ContactSubmission | null = yield call(currentSubmission, id);
  if (!s) return false;
  yield put(submitPhaseChanged({ phase: 'submitting', step: s.reached }));
  if (!hasReached(s, 'bot-checked')) {
    const token: string | null = yield call(botCheck, s);
    if (token === null) {
      yield call(endSubmission, id, 'aborted');
      return false;
    }
    yield put(stepCompleted({ id, step: 'bot-checked', results: { token } }));
  }
  s = yield call(currentSubmission, id);
  if (s && !hasReached(s, 'customer-data-saved')) {
    yield call(saveCustomerData, s);
    yield put(stepCompleted({ id, step: 'customer-data-saved', saved: true }));
  }
  s = yield call(currentSubmission, id);
  if (s && !hasReached(s, 'patient-added')) {
    if (s.results.clientIp === undefined) {
      const ip: string = yield call(clientIp, s);
      yield put(stepCompleted({ id, step: 'customer-data-saved', results: { clientIp: ip } }));
      s = yield call(currentSubmission, id);
    }
    if (!s) return false;
    yield put(submitPhaseChanged({ phase: 'submitting', step: 'patient-added' }));
    const result: KeyedWriteResult = yield call(addPatientOrDelegate, s);
    if (result.kind === 'failed') {
      yield put(trackEvent({ name: CONTACT_FORM_ERROR_EVENT, data: { journeyType: s.context.journeyType } }));
      // Kept (values and the steps done); "try again" sends the patient with a new key.
      yield put(submissionFailed({ id, freshKeys: { patient: randomId() } }));
      yield put(submitPhaseChanged({ phase: 'failed', step: 'patient-added', error: 'add-patient-failed' }));
      return false;
    }
    yield put(stepCompleted({ id, step: 'patient-added', saved: true }));
    yield put(submitPhaseChanged({ phase: 'submitting', step: 'patient-added' }));
  }
  const after: ContactSubmission | null = yield call(currentSubmission, id);
  return after !== null;
}
