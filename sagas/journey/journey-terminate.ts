import { call, put, select } from 'redux-saga/effects';
import { journeyReset, selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { selectSignedIn } from '../../src/features/journey/journey-ui-slice';
import { updateParticipantStatus } from '../../src/shared/contracts/journey';
import { startOver } from '../../src/shared/domain/journey-transitions';
import { enqueueJourneyWrite } from './journey-writes';

/**
 * Start over (or abandonment): the enrolment is set Terminated (or Re-registrationProhibited)
 * and inactive on the server, through the outbox, and forgotten here; the guest reference and
 * browser id too unless the visitor is signed in. The cookie mirror clears the cookies.
 */
export function* terminateJourney() {
  const journey: JourneyState = yield select(selectJourney);
  const signedIn: boolean = yield select(selectSignedIn);
  const transition = startOver(
    {
      journeyStatus: journey.journeyStatus,
      journeyStep: journey.journeyStep,
      isActiveEnrollment: journey.isActiveEnrollment,
      guestType: journey.guestType,
    },
    { signedIn },
  );
  if (journey.enrollmentId && (journey.potentialId || journey.guestRef)) {
    yield call(
      enqueueJourneyWrite,
      updateParticipantStatus,
      {
        body: {
          potentialId: journey.potentialId ?? undefined,
          guestRef: journey.guestRef ?? undefined,
          enrollmentId: journey.enrollmentId,
          isActiveEnrollment: transition.snapshot.isActiveEnrollment,
          journeyStatus: transition.snapshot.journeyStatus,
        },
      },
      { group: journey.enrollmentId, label: 'Journey closed' },
    );
  }
  yield put(journeyReset({ keepIdentity: !transition.clearIdentity }));
}
