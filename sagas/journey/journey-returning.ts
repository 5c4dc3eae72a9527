import { call, put, race, select } from 'redux-saga/effects';
import { journeyRefreshed, selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import {
  busyChanged,
  navigationRequested,
  popupClosed,
  selectJourneyPage,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import {
  selectContactSubmission,
  selectSavedEnrollments,
  selectScreenerResult,
  type ContactSubmission,
  type ScreenerResult,
} from '../../src/features/contact-form/contact-submission-slice';
import { delay } from '../../src/lib/clock';
import { resumeStepOf } from '../../src/shared/domain/journey-resume-step';
import { fetchTAResumingJourneyDetails } from '../../src/shared/contracts/journey';
import type { ResponseOf } from '../../src/shared/contracts/define-call';
import type { JourneyStep } from '../../src/shared/domain/journey-steps';
import { resumeTargetUrl } from './journey-resume-target';
import { services } from '../shared/saga-services';

/** The person is waiting on the button: a slow refresh is abandoned for the saved step. */
export const REFRESH_TIMEOUT_MS = 5_000;

type Refreshed = ResponseOf<typeof fetchTAResumingJourneyDetails>;

/** FetchTAResumingJourneyDetailsBasedOnTenantKey refreshes the saved step when online. */
function* refreshFromServer(journey: JourneyState, page: JourneyPageView) {
  const { isOnline, api } = yield* services('isOnline', 'api');
  if (!isOnline() || !journey.guestRef || !journey.tenantKey || !journey.enrollmentId) return;
  try {
    const { answer }: { answer?: Refreshed } = yield race({
      answer: call([api, api.call], fetchTAResumingJourneyDetails, {
        body: { tenantKey: journey.tenantKey, guestRef: journey.guestRef, selectedLanguage: page.locale },
      }),
      timeout: call(delay, REFRESH_TIMEOUT_MS),
    });
    // Another enrolment (or none: writes may still be on their way) leaves the local one as it is.
    if (answer && answer.enrollmentId === journey.enrollmentId) {
      yield put(
        journeyRefreshed({
          enrollmentId: journey.enrollmentId,
          journeyStep: answer.journeyStep,
          potentialId: answer.potentialId,
        }),
      );
    }
  } catch {
    // The saved step is enough to resume.
  }
}

/** The step to go back to, from the saved one and what this device knows was already given. */
function* stepToResume(journey: JourneyState) {
  const saved: string[] = yield select(selectSavedEnrollments);
  const submission: ContactSubmission | null = yield select(selectContactSubmission);
  const screener: ScreenerResult | null = yield select(selectScreenerResult);
  const id = journey.enrollmentId;
  const contact =
    id !== null && (saved.includes(id) || (submission?.enrollmentId === id && !submission.failed));
  return (
    resumeStepOf(journey.journeyStep, { contact, qualified: screener?.status === 'qualified' }) ?? 'home'
  );
}

/** The returning visitor chose "Resume": to the step the journey is at. */
export function* resumeChosenFlow() {
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const before: JourneyState = yield select(selectJourney);
  if (!page) return;
  yield put(busyChanged({ busy: true }));
  yield call(refreshFromServer, before, page);
  const journey: JourneyState = yield select(selectJourney);
  const study = page.study?.key === journey.studyKey ? page.study : null;
  const rootPath = study?.rootPath ?? journey.rootPath;
  yield put(popupClosed());
  if (!rootPath) return;
  const step: JourneyStep = yield call(stepToResume, journey);
  const to = resumeTargetUrl(
    step,
    rootPath,
    study?.enableScreenerLandingPage,
    journey.patientType,
    page.locale,
    page.search,
  );
  yield put(navigationRequested({ to }));
}
