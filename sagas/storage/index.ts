import { call, fork, put, take } from 'redux-saga/effects';
import { eventChannel, type EventChannel } from 'redux-saga';
import { draftSaved } from '../../src/app/drafts-slice';
import { submissionStarted } from '../../src/features/contact-form/contact-submission-slice';
import { entryQueued, storageFull, storagePersistenceRefused } from '../../src/features/offline/outbox-slice';
import { subscribeToWriteFailures } from '../../src/lib/storage';
import { provideDefaults, service, type ServiceDefaults } from '../shared/saga-services';

/** What redux-persist's failed writes report as the call that could not be saved. */
export const PERSIST_WRITE_CALL = 'persist';

const storageDefaults = {
  subscribeWriteFailures: () => subscribeToWriteFailures,
  // Its own chunk, downloaded when something personal is first kept (never on a plain visit).
  requestPersist: () => async () =>
    (await import('../../src/lib/storage-persistence')).requestPersistentStorage(),
} satisfies ServiceDefaults;

/**
 * A redux-persist write that failed (quota, IndexedDB gone) shows the same warning as a full
 * outbox: what the person typed is only in memory, so they can finish online but must not close.
 */
function* reportFailedWrites() {
  const subscribeWriteFailures = yield* service('subscribeWriteFailures');
  const failures: EventChannel<true> = eventChannel((emit) => subscribeWriteFailures(() => emit(true)));
  try {
    while (true) {
      yield take(failures);
      yield put(storageFull({ callName: PERSIST_WRITE_CALL }));
    }
  } finally {
    failures.close();
  }
}

/**
 * Persistent storage is asked for when personal data is first kept on this device (a queued
 * write, a draft, a contact submission), not at load: Firefox asks the person, and a question
 * with no reason in sight is refused.
 */
function* askForPersistence() {
  const requestPersist = yield* service('requestPersist');
  yield take([entryQueued.type, draftSaved.type, submissionStarted.type]);
  const granted: boolean | null = yield call(requestPersist);
  if (granted === false) yield put(storagePersistenceRefused());
}

export function* storageHealthSaga() {
  yield* provideDefaults(storageDefaults);
  yield fork(reportFailedWrites);
  yield fork(askForPersistence);
}
