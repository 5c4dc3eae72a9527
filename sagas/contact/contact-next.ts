import { call, put, race, take } from 'redux-saga/effects';
import { retrySubmitRequested, submitPhaseChanged } from '../../src/features/contact-form/contact-form-slice';
import {
  hasReached,
  stepCompleted,
  type ContactStepResults,
  type ContactSubmission,
} from '../../src/features/contact-form/contact-submission-slice';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { stepReached } from '../../src/features/journey/journey-slice';
import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import { delay } from '../../src/lib/clock';
import { setCookie } from '../../src/lib/cookies';
import { localizePath } from '../../src/shared/content-model/language';
import {
  addContactsToMailingList,
  addOrUpdatePatientSiteDetails,
  getContactNextSteps,
  sendSms,
  WELCOME_SMS_TYPE,
} from '../../src/shared/contracts/contact';
import { ALLOW_SITE_SELECTION_SUCCESS_DAYS, COOKIE_NAMES } from '../../src/shared/domain/journey-cookies';
import { carriedQueryParams, withQueryParams } from '../../src/shared/domain/screener-routing';
import { EMAIL_FIELD, textOf } from '../../src/shared/domain/contact-form/contact-values';
import { isFinalRefusal, keyedWrite, potentialIdOf, READ_RETRY_MS, SIDE_WRITE_POLICY } from './contact-calls';
import { currentSubmission, endSubmission } from './contact-progress';
import {
  allowsSiteSelectionSuccess,
  contactPersonOf,
  DEFAULT_COUNTRY_CODE,
  mobileNumberOf,
  mailingListOptedIn,
  shouldSendWelcomeSms,
} from './contact-rules';
import { lifeLink } from './contact-life-link';
import { flushPersistedState } from '../shared/flush-persisted-state';
import { readFailureCause, type PendingCause } from '../outbox/pending-cause';
import { services, type SagaServices } from '../shared/saga-services';

/*
 * Step 5 after the stored patient: the next steps (4 attempts 2 s apart, tracked), the
 * journey step, the journey 02/03 virtual site, the journey-01 life-link call or the post-TOLL
 * life-link URL, the welcome SMS, the mailing list, the allowSiteSelectionSuccess cookie, and the
 * redirect.
 */

/** Next steps up to 4 attempts, 2 s apart, success or failure tracked. */
export const NEXT_STEPS_POLICY = { attempts: 4, pauseMs: 2_000 } as const;
export const NEXT_STEPS_SUCCESS_EVENT = 'contact-next-steps-success';
export const NEXT_STEPS_FAILURE_EVENT = 'contact-next-steps-failure';
/** Side writes (site, life-link, SMS, mailing list): one immediate attempt, then the outbox carries on. */

export type NextSteps = NonNullable<ContactStepResults['nextSteps']>;
type NextStepsAnswer = Awaited<ReturnType<typeof fetchNextStepsOnce>>;

function fetchNextStepsOnce(api: SagaServices['api'], s: ContactSubmission) {
  const screener = s.context.screener;
  const zip = screener?.zipCode && /^\d{5}$/.test(screener.zipCode) ? screener.zipCode : '';
  return api.call(getContactNextSteps, {
    query: {
      studyKey: s.form.studyKey,
      patientType: s.form.formType,
      language: s.form.language === 'es' ? 'es' : 'en',
      protocols: (screener?.protocols ?? []).join(','),
      zipCode: zip,
      enrollmentId: s.enrollmentId,
    },
  });
}

/** Up to 4 attempts 2 s apart; then failure is tracked and it waits for the network or a retry. */
function* fetchNextSteps(s: ContactSubmission) {
  const { api, log, waitForOnline } = yield* services('api', 'log', 'waitForOnline');
  while (true) {
    let because: PendingCause = 'offline';
    for (let attempt = 1; attempt <= NEXT_STEPS_POLICY.attempts; attempt += 1) {
      try {
        const answer: NextStepsAnswer = yield call(fetchNextStepsOnce, api, s);
        yield put(trackEvent({ name: NEXT_STEPS_SUCCESS_EVENT, data: { kind: answer.kind } }));
        const site = answer.sitesData[0];
        const next: NextSteps = {
          nextStepUrl: answer.nextStepUrl,
          isVirtual: answer.isVirtual,
          isPostTOLL: answer.isPostTOLL,
          site: site
            ? { siteCode: site.siteCode, protocol: site.protocol, isLifeLinkEnabled: site.isLifeLinkEnabled }
            : null,
        };
        return next;
      } catch (error) {
        log('fetchNextSteps failed', error);
        because = readFailureCause(error);
        if (isFinalRefusal(error)) {
          yield put(trackEvent({ name: NEXT_STEPS_FAILURE_EVENT, data: { attempts: attempt } }));
          return null;
        }
        if (attempt < NEXT_STEPS_POLICY.attempts) yield call(delay, NEXT_STEPS_POLICY.pauseMs);
      }
    }
    yield put(trackEvent({ name: NEXT_STEPS_FAILURE_EVENT, data: { attempts: NEXT_STEPS_POLICY.attempts } }));
    yield put(submitPhaseChanged({ phase: 'saved-offline', step: 'next-steps-fetched', because }));
    yield race({
      online: call(waitForOnline),
      retry: take(retrySubmitRequested.type),
      later: call(delay, READ_RETRY_MS),
    });
    yield put(submitPhaseChanged({ phase: 'submitting', step: 'next-steps-fetched' }));
  }
}

/** Journey 02 virtual: the site data is saved; journey 03 virtual: also a referral id is made. */
function* saveVirtualSite(s: ContactSubmission, next: NextSteps) {
  const journeyType = s.context.journeyType;
  if (!next.isVirtual || !next.site || journeyType === '01') return;
  const potentialId: string | null = yield call(potentialIdOf, s);
  yield call(
    keyedWrite,
    addOrUpdatePatientSiteDetails,
    {
      body: {
        tenantKey: s.context.tenantKey,
        enrollmentId: s.enrollmentId,
        ...(potentialId ? { potentialId } : {}),
        siteCode: next.site.siteCode,
        protocol: next.site.protocol,
        isVirtual: true,
        journeyType,
        generateReferralId: journeyType === '03',
      },
    },
    { group: s.enrollmentId, label: 'Study site', key: s.keys.siteDetails },
    SIDE_WRITE_POLICY,
    false,
  );
}

/** The welcome SMS (smsType Cr-Registration) under its five conditions. */
function* welcomeSms(s: ContactSubmission) {
  if (!shouldSendWelcomeSms(s.values, s.context.smsEnabled, s.context.profile ?? null)) return;
  const mobileNumber = mobileNumberOf(s.values);
  if (!mobileNumber) return;
  yield call(
    keyedWrite,
    sendSms,
    {
      body: {
        enrollmentId: s.enrollmentId,
        smsType: WELCOME_SMS_TYPE,
        smsStudyName: s.context.studyName,
        countryCode: DEFAULT_COUNTRY_CODE,
        smsRootPath: s.context.rootPath,
        mobileNumber,
        websiteName: s.context.siteName,
        tenantKey: s.context.tenantKey,
        language: s.form.language === 'es' ? 'es' : 'en',
      },
    },
    { group: s.enrollmentId, label: 'Welcome text message', key: s.keys.sms },
    SIDE_WRITE_POLICY,
    false,
  );
}

/** The site's mailing list, when the site sends one (sendMailingList) and the person opted in. */
function* mailingList(s: ContactSubmission) {
  const email = textOf(s.values, EMAIL_FIELD[s.form.formType]);
  if (!s.context.sendMailingList || !email || !mailingListOptedIn(s.values)) return;
  const person = contactPersonOf(s.form.formType, s.values);
  yield call(
    keyedWrite,
    addContactsToMailingList,
    {
      body: {
        tenantKey: s.context.tenantKey,
        enrollmentId: s.enrollmentId,
        email,
        ...(person.firstName ? { firstName: person.firstName } : {}),
        ...(person.lastName ? { lastName: person.lastName } : {}),
        language: s.form.language === 'es' ? 'es' : 'en',
        patientType: s.form.formType,
        ...(s.context.studyName ? { studyName: s.context.studyName } : {}),
      },
    },
    { group: s.enrollmentId, label: 'Mailing list', key: s.keys.mailingList },
    SIDE_WRITE_POLICY,
    false,
  );
}

/** The cookie, then the redirect: to the life-link URL when one was returned, else the next step. */
function* redirect(s: ContactSubmission, next: NextSteps) {
  const { cookies, assign } = yield* services('cookies', 'assign');
  if (allowsSiteSelectionSuccess(next.nextStepUrl)) {
    setCookie(
      COOKIE_NAMES.allowSiteSelectionSuccess,
      'true',
      { days: ALLOW_SITE_SELECTION_SUCCESS_DAYS },
      cookies,
    );
  }
  const lifeLinkUrl = s.results.lifeLinkUrl ?? '';
  yield call(endSubmission, s.id, 'redirecting');
  yield call(flushPersistedState);
  if (lifeLinkUrl) {
    assign(lifeLinkUrl);
    return;
  }
  const language = s.form.language === 'es' ? 'es' : 'en';
  const carried = carriedQueryParams(s.query, {
    retain: s.context.retainQueryParams,
    remove: s.context.removeQueryParams,
  });
  yield put(navigationRequested({ to: withQueryParams(localizePath(next.nextStepUrl, language), carried) }));
}

/** Step 5 from the next steps to the redirect. */
export function* finishSubmission(id: string) {
  let s: ContactSubmission | null = yield call(currentSubmission, id);
  if (!s) return;
  if (!hasReached(s, 'next-steps-fetched')) {
    yield put(submitPhaseChanged({ phase: 'submitting', step: 'next-steps-fetched' }));
    const next: NextSteps | null = yield call(fetchNextSteps, s);
    if (!next) {
      yield call(endSubmission, id, 'failed', 'next-steps-failed');
      return;
    }
    yield put(stepCompleted({ id, step: 'next-steps-fetched', results: { nextSteps: next } }));
  }
  s = yield call(currentSubmission, id);
  const next = s?.results.nextSteps;
  if (!s || !next) return;
  if (!hasReached(s, 'journey-step-set')) {
    yield put(stepReached({ enrollmentId: s.enrollmentId, step: 'contact-info' }));
    yield put(stepCompleted({ id, step: 'journey-step-set' }));
  }
  if (!hasReached(s, 'site-saved')) {
    yield call(saveVirtualSite, s, next);
    yield put(stepCompleted({ id, step: 'site-saved' }));
  }
  if (!hasReached(s, 'life-link-done')) {
    const lifeLinkUrl: string = yield call(lifeLink, s, next);
    yield put(stepCompleted({ id, step: 'life-link-done', results: { lifeLinkUrl } }));
  }
  if (!hasReached(s, 'welcome-sms-sent')) {
    yield call(welcomeSms, s);
    yield put(stepCompleted({ id, step: 'welcome-sms-sent' }));
  }
  if (!hasReached(s, 'mailing-list-added')) {
    yield call(mailingList, s);
    yield put(stepCompleted({ id, step: 'mailing-list-added' }));
  }
  s = yield call(currentSubmission, id);
  if (s) yield call(redirect, s, next);
}
