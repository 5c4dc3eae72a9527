import { call, put, select } from 'redux-saga/effects';
import { allDraftsCleared } from '../../src/app/drafts-slice';
import {
  selectContactSubmission,
  screenerResultForgotten,
  submissionEnded,
  type ContactSubmission,
} from '../../src/features/contact-form/contact-submission-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { selectOutboxEntries } from '../../src/features/offline/outbox-slice';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import {
  busyChanged,
  popupClosed,
  selectJourneyPage,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import { studyHomeUrl } from './journey-resume-target';
import { flushPersistedState } from '../shared/flush-persisted-state';
import { terminateJourney } from './journey-terminate';
import { service } from '../shared/saga-services';

/**
 * Start over also forgets what the person typed (on a shared device the next person must not see it): every
 * form draft, and the contact submission unless one of its writes still waits in the outbox (its pipeline
 * must finish them), and the previous journey's screener answers.
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
export function* startOverFlow() {
  const assign = yield* service('assign');
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const journey: JourneyState = yield select(selectJourney);
  yield put(busyChanged({ busy: true }));
  yield call(terminateJourney);
  yield call(forgetDrafts);
  yield call(flushPersistedState);
  const rootPath = page?.study?.rootPath ?? journey.rootPath;
  if (page && rootPath) {
    assign(studyHomeUrl(page, rootPath));
    return;
  }
  yield put(popupClosed());
}
