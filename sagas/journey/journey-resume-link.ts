import { call, put, race, take } from 'redux-saga/effects';
import { resumeTokenSettled } from '../../src/features/journey/journey-slice';
import { popupClosed, popupOpened, resumeConfirmed } from '../../src/features/journey/journey-ui-slice';
import { getResumeJourneyDetails, resumeJourneyTokenSchema } from '../../src/shared/contracts/journey';
import type { ResponseOf } from '../../src/shared/contracts/define-call';
import { classifyResume } from '../../src/shared/domain/journey-transitions';
import { announceUnresumable, continueResumedJourney } from './journey-resume-continue';
import { requestUntilReached } from './journey-resume-request';
import { service } from '../shared/saga-services';

export type ResumeDetails = ResponseOf<typeof getResumeJourneyDetails>;

/** A lookup that failed for want of a connection is tried again on `online`, or after this long. */
export const RESUME_RETRY_MS = 15_000;

/**
 * GetResumeJourneyDetails, waiting for the connection when there is none (the person is told).
 * Any other failure hides the loader and nothing else: null.
 */
export function* lookupResumeDetails(token: string) {
  const api = yield* service('api');
  const answer: ResumeDetails | null = yield call(
    requestUntilReached<ResumeDetails>,
    (settings) =>
      call([api, api.call], getResumeJourneyDetails, {
        body: {
          resumeJourneyToken: token,
          resumeEnrollmentExprirationDays: settings?.resumeEnrollmentExpirationDays,
        },
      }),
    RESUME_RETRY_MS,
  );
  return answer;
}

/**
 * Opening a link changes nothing by itself (mail scanners open links, run scripts and click
 * nothing): the person's Continue uses the link up and brings the journey over.
 */
function* offerResume(token: string, details: ResumeDetails) {
  if (!details.journeyType) {
    yield put(popupOpened({ kind: 'expired' }));
    return;
  }
  yield put(popupOpened({ kind: 'resume-journey' }));
  const { confirmed }: { confirmed?: unknown } = yield race({
    confirmed: take(resumeConfirmed.type),
    closed: take(popupClosed.type),
  });
  if (confirmed) yield call(continueResumedJourney, token);
}

/** Resume link: the three cases, and the expired-link popup otherwise. */
export function* resumeLinkFlow(token: string) {
  if (!resumeJourneyTokenSchema.safeParse(token).success) {
    yield put(resumeTokenSettled());
    yield put(popupOpened({ kind: 'expired' }));
    return;
  }
  const details: ResumeDetails | null = yield call(lookupResumeDetails, token);
  yield put(resumeTokenSettled());
  if (!details) return;
  const decision = classifyResume(details);
  if (decision.case === 'resume-to-step') yield call(offerResume, token, details);
  else yield call(announceUnresumable, decision);
}
