import { call, put, select } from 'redux-saga/effects';
import { FLUSH } from 'redux-persist';
import { allDraftsCleared } from '../src/app/drafts-slice';
import {
  selectContactSubmission,
  screenerResultForgotten,
  submissionEnded,
  type ContactSubmission,
} from '../src/features/contact-form/contact-submission-slice';
import { journeyReset, selectJourney, type JourneyState } from '../src/features/journey/journey-slice';
import { selectOutboxEntries } from '../src/features/offline/outbox-slice';
import type { OutboxEntrySummary } from '../src/shared/outbox/outbox-entry';
import {
  busyChanged,
  popupClosed,
  selectJourneyPage,
  selectSignedIn,
  type JourneyPageView,
} from '../src/features/journey/journey-ui-slice';
import { updateParticipantStatus } from '../src/shared/contracts/journey';
import { startOver } from '../src/shared/domain/journey-transitions';
import { localizePath } from '../src/shared/content-model/language';
import type { JourneyDeps } from './journey-deps';
import { withoutResumeToken } from './journey-resume-target';
import { enqueueJourneyWrite } from './journey-writes';

/**
 * §4 start over (or abandonment): the enrolment is set Terminated (or Re-registrationProhibited)
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

/** Waits until redux-persist has written the current state (a reload must not bring the old one back). */
export function* flushPersistedState() {
  const writes: Array<Promise<unknown>> = [];
  yield put({ type: FLUSH, result: (write: Promise<unknown>) => writes.push(write) });
  yield call(() => Promise.all(writes));
}

/** The locale's study home with the current query string (what a start over reloads). */
export function studyHomeUrl(page: JourneyPageView, rootPath: string): string {
  return `${localizePath(rootPath, page.locale)}${withoutResumeToken(page.search)}`;
}

/**
 * Issue 9: start over also forgets what the person typed: every form draft, and the contact
 * submission unless one of its writes still waits in the outbox (its pipeline must finish them),
 * and the previous journey's screener answers.
 */
export function* forgetDrafts() {
  yield put(allDraftsCleared());
  yield put(screenerResultForgotten());
  const submission: ContactSubmission | null = yield select(selectContactSubmission);
  if (!submission) return;
  const keys = new Set(Object.values(submission.keys));
  const entries: OutboxEntrySummary[] = yield select(selectOutboxEntries);
  const waiting = entries.some(
    (entry) =>
      (entry.state === 'saved' || entry.state === 'sending') &&
      (keys.has(entry.id) || entry.group === submission.enrollmentId),
  );
  if (!waiting) yield put(submissionEnded({ id: submission.id }));
}

/** The returning visitor chose "Start over". */
export function* startOverFlow(deps: JourneyDeps) {
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const journey: JourneyState = yield select(selectJourney);
  yield put(busyChanged({ busy: true }));
  yield call(terminateJourney);
  yield call(forgetDrafts);
  yield call(flushPersistedState);
  const rootPath = page?.study?.rootPath ?? journey.rootPath;
  if (page && rootPath) {
    deps.reload(studyHomeUrl(page, rootPath));
    return;
  }
  yield put(popupClosed());
}
