import { call, put, select, spawn } from 'redux-saga/effects';
import { resumedJourneyRestored } from '../../src/features/contact-form/contact-submission-slice';
import {
  guestRefCookieReleased,
  journeyResumed,
  selectJourney,
  type JourneyState,
} from '../../src/features/journey/journey-slice';
import {
  navigationRequested,
  popupClosed,
  popupOpened,
  selectJourneyPage,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import { delay } from '../../src/lib/clock';
import type { ResponseOf } from '../../src/shared/contracts/define-call';
import { resumeJourney } from '../../src/shared/contracts/journey-resume';
import { classifyResume, type ResumeDecision } from '../../src/shared/domain/journey-transitions';
import { JOURNEY_TIMINGS } from '../../src/shared/domain/journey-timings';
import { requestUntilReached } from './journey-resume-request';
import { resumeTargetUrl } from './journey-resume-target';
import { services } from '../shared/saga-services';

type ResumeAnswer = ResponseOf<typeof resumeJourney>;
type ResumeToStep = Extract<ResumeDecision, { case: 'resume-to-step' }>;

/** A Continue that failed for want of a connection is tried again on `online`, or after this long. */
export const CONTINUE_RETRY_MS = 15_000;

/**
 * ResumeJourney with one idempotency key for every attempt: an answer lost on the way is
 * answered again from the server's record rather than meeting a used link. Offline, the person
 * is told and it goes again when the connection is back; any other failure: null.
 */
function* requestContinue(token: string) {
  const { randomId, api } = yield* services('randomId', 'api');
  const idempotencyKey = randomId();
  const answer: ResumeAnswer | null = yield call(
    requestUntilReached<ResumeAnswer>,
    (settings) =>
      call(
        [api, api.call],
        resumeJourney,
        {
          body: {
            resumeJourneyToken: token,
            resumeEnrollmentExprirationDays: settings?.resumeEnrollmentExpirationDays,
          },
        },
        { idempotencyKey },
      ),
    CONTINUE_RETRY_MS,
  );
  return answer;
}

function* releaseGuestCookieLater(ms: number) {
  yield call(delay, ms);
  yield put(guestRefCookieReleased());
}

/** (a) confirmed: adopt the journey, the guest-id cookie 2 s later, then go to the step. */
export function* adoptResumedJourney(details: ResumeAnswer, decision: ResumeToStep) {
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const local: JourneyState = yield select(selectJourney);
  if (!details.guestRef || !details.enrollmentId || !details.journeyType) return;
  const study = page?.study && page.study.key === details.studyKey ? page.study : null;
  const rootPath = study?.rootPath ?? (details.studyKey ? `/${details.studyKey}` : local.rootPath);
  yield put(
    resumedJourneyRestored({
      enrollmentId: details.enrollmentId,
      screener: details.screener,
      contactGiven: details.contactGiven,
    }),
  );
  yield put(
    journeyResumed({
      guestRef: details.guestRef,
      enrollmentId: details.enrollmentId,
      journeyType: details.journeyType,
      journeyStatus: decision.statusCookie,
      journeyStep: decision.step === 'home' ? null : decision.step,
      potentialId: details.potentialId,
      browserId: details.browserId,
      studyKey: details.studyKey,
      tenantKey: details.tenantKey ?? study?.tenantKey ?? null,
      patientType: details.participantType,
      language: details.language ?? page?.locale ?? null,
      rootPath,
    }),
  );
  yield put(popupClosed());
  // Spawned: the page change that follows must not cancel the delayed cookie.
  yield spawn(releaseGuestCookieLater, decision.guestIdCookieDelayMs);
  if (!rootPath) return;
  const language = details.language ?? page?.locale ?? 'en';
  const to = resumeTargetUrl(
    decision.step,
    rootPath,
    study?.enableScreenerLandingPage,
    details.participantType,
    language,
    page?.search ?? '',
  );
  yield put(navigationRequested({ to }));
}

/** The person pressed Continue: the link is used up and the journey comes over with what it had. */
export function* continueResumedJourney(token: string) {
  const answer: ResumeAnswer | null = yield call(requestContinue, token);
  if (!answer) return;
  const decision = classifyResume(answer);
  if (decision.case === 'resume-to-step' && answer.enrollmentId) {
    yield call(adoptResumedJourney, answer, decision);
    return;
  }
  // Used meanwhile (another device pressed Continue first), finished elsewhere or started over.
  yield call(announceUnresumable, decision);
}

/** The popup for a link that leads nowhere now: completed, terminated, or expired (and used). */
export function* announceUnresumable(decision: ResumeDecision) {
  switch (decision.case) {
    case 'completed':
      // The status cookie stays Completed: nothing of the local journey is touched.
      yield call(delay, decision.popupDelayMs ?? JOURNEY_TIMINGS.completedPopupDelayMs);
      yield put(popupOpened({ kind: 'completed' }));
      return;
    case 'terminated':
      yield put(popupOpened({ kind: 'terminated' }));
      return;
    default:
      yield put(popupOpened({ kind: 'expired' }));
  }
}
