import { call, put, race, select, spawn, take } from 'redux-saga/effects';
import {
  guestRefCookieReleased,
  journeyResumed,
  resumeTokenSettled,
  selectJourney,
  type JourneyState,
} from '../src/features/journey/journey-slice';
import {
  loaderHidden,
  loaderShown,
  navigationRequested,
  popupClosed,
  popupOpened,
  resumeConfirmed,
  resumeOfflineChanged,
  selectJourneyPage,
  selectSiteSettings,
  type JourneyPageView,
} from '../src/features/journey/journey-ui-slice';
import { connectionChanged } from '../src/features/offline/outbox-slice';
import { delay } from '../src/lib/clock';
import { getResumeJourneyDetails, resumeJourneyTokenSchema } from '../src/shared/contracts/journey';
import type { ResponseOf } from '../src/shared/contracts/define-call';
import type { SiteSettings } from '../src/shared/content-model/site-settings';
import { classifyResume, type ResumeDecision } from '../src/shared/domain/journey-transitions';
import { JOURNEY_TIMINGS } from '../src/shared/domain/journey-timings';
import type { JourneyDeps } from './journey-deps';
import { resumeTargetUrl } from './journey-resume-target';

export type ResumeDetails = ResponseOf<typeof getResumeJourneyDetails>;
type ResumeToStep = Extract<ResumeDecision, { case: 'resume-to-step' }>;

/** A lookup that failed for want of a connection is tried again on `online`, or after this long. */
export const RESUME_RETRY_MS = 15_000;

const backOnline = (action: { type: string; payload?: { online?: boolean } }) =>
  action.type === connectionChanged.type && action.payload?.online === true;

/**
 * GetResumeJourneyDetails, waiting for the connection when there is none (the person is told).
 * Any other failure hides the loader and nothing else (§8): null.
 */
export function* lookupResumeDetails(deps: JourneyDeps, token: string) {
  while (true) {
    yield put(loaderShown());
    const settings: SiteSettings | null = yield select(selectSiteSettings);
    try {
      const answer: ResumeDetails = yield call([deps.api, deps.api.call], getResumeJourneyDetails, {
        body: {
          resumeJourneyToken: token,
          resumeEnrollmentExprirationDays: settings?.resumeEnrollmentExpirationDays,
        },
      });
      yield put(resumeOfflineChanged({ offline: false }));
      yield put(loaderHidden());
      return answer;
    } catch (error) {
      yield put(loaderHidden());
      const networkFailure = (error as { name?: string } | null)?.name === 'NetworkError';
      if (deps.isOnline() && !networkFailure) return null;
      yield put(resumeOfflineChanged({ offline: true }));
      yield race({ online: take(backOnline), retry: call(delay, RESUME_RETRY_MS) });
    }
  }
}

function* releaseGuestCookieLater(ms: number) {
  yield call(delay, ms);
  yield put(guestRefCookieReleased());
}

/** (a) confirmed: adopt the journey, the guest-id cookie 2 s later, then go to the saved step. */
export function* adoptResumedJourney(details: ResumeDetails, decision: ResumeToStep) {
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const local: JourneyState = yield select(selectJourney);
  if (!details.guestRef || !details.enrollmentId || !details.journeyType) return;
  const study = page?.study && page.study.key === details.studyKey ? page.study : null;
  const rootPath = study?.rootPath ?? (details.studyKey ? `/${details.studyKey}` : local.rootPath);
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

/** Opening a link changes nothing by itself (mail scanners open links): the person confirms. */
function* offerResume(details: ResumeDetails, decision: ResumeToStep) {
  if (!details.guestRef || !details.enrollmentId || !details.journeyType) {
    yield put(popupOpened({ kind: 'expired' }));
    return;
  }
  yield put(popupOpened({ kind: 'resume-journey' }));
  const { confirmed }: { confirmed?: unknown } = yield race({
    confirmed: take(resumeConfirmed.type),
    closed: take(popupClosed.type),
  });
  if (confirmed) yield call(adoptResumedJourney, details, decision);
}

/** §4 resume link: the three cases, and the expired-link popup otherwise. */
export function* resumeLinkFlow(deps: JourneyDeps, token: string) {
  if (!resumeJourneyTokenSchema.safeParse(token).success) {
    yield put(resumeTokenSettled());
    yield put(popupOpened({ kind: 'expired' }));
    return;
  }
  const details: ResumeDetails | null = yield call(lookupResumeDetails, deps, token);
  yield put(resumeTokenSettled());
  if (!details) return;
  const decision = classifyResume(details);
  switch (decision.case) {
    case 'resume-to-step':
      yield call(offerResume, details, decision);
      return;
    case 'completed':
      // The status cookie stays Completed: nothing of the local journey is touched.
      yield call(delay, decision.popupDelayMs ?? JOURNEY_TIMINGS.completedPopupDelayMs);
      yield put(popupOpened({ kind: 'completed' }));
      return;
    case 'terminated':
      yield put(popupOpened({ kind: 'terminated' }));
      return;
    case 'expired':
      yield put(popupOpened({ kind: 'expired' }));
  }
}
