import { call, select, takeLeading } from 'redux-saga/effects';
import {
  emailSentStartOver,
  patientExistsConfirmed,
} from '../../src/features/contact-form/contact-form-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { selectJourneyPage, type JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import { localizePath } from '../../src/shared/content-model/language';
import { flushPersistedState } from '../shared/flush-persisted-state';
import { studyHomeUrl } from '../journey/journey-resume-target';
import { terminateJourney } from '../journey/journey-terminate';
import { service } from '../shared/saga-services';

/**
 * The contact modals' actions (the submit flow's steps 2 and 4). Confirming the patient-exists modal, or
 * starting over from the email-sent modal, deactivates the enrolment (through the outbox), clears the journey
 * cookies (their mirror follows the reset journey) and reloads the study's home keeping the query string.
 * "Done" and dismissing only close the modal (the reducer does that).
 */
function* deactivateAndGoHome() {
  const assign = yield* service('assign');
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const journey: JourneyState = yield select(selectJourney);
  const rootPath = page?.study?.rootPath ?? journey.rootPath ?? '/';
  yield call(terminateJourney);
  yield call(flushPersistedState);
  assign(page ? studyHomeUrl(page, rootPath) : localizePath(rootPath, journey.language ?? 'en'));
}

export function* contactModalsSaga() {
  yield takeLeading([patientExistsConfirmed.type, emailSentStartOver.type], deactivateAndGoHome);
}
