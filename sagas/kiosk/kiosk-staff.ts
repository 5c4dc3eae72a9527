import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import {
  deviceKioskModeChanged,
  staffExportFailedRequested,
  staffPinRejected,
  staffPinSubmitted,
  staffQueueHandled,
  staffRetryFailedRequested,
  staffUnlocked,
  selectStaffLock,
  type StaffLockState,
} from '../../src/features/kiosk/kiosk-slice';
import { entryQueued } from '../../src/features/offline/outbox-slice';
import { now } from '../../src/lib/clock';
import { writeKioskDeviceFlag } from '../../src/lib/kiosk-device';
import {
  afterWrongPin,
  isLockedOut,
  readStaffLockout,
  STAFF_MAX_ATTEMPTS,
  writeStaffLockout,
  type StaffLockout,
} from '../../src/lib/staff-lockout';
import { STAFF_PIN_PATTERN } from '../../src/shared/content-model/kiosk-settings';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { summarizeEntry, type OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import { buildOutboxExport, exportFileName, type OutboxExport } from './kiosk-export';
import { service, services } from '../shared/saga-services';

/* The staff screen's effects: the PIN check with its lockout, the device's kiosk switch,
 * retrying and exporting failed outbox entries. */

export function* checkPin(pin: string) {
  const { localStorage, checkPin, log } = yield* services('localStorage', 'checkPin', 'log');
  const lockout: StaffLockout = readStaffLockout(localStorage);
  if (isLockedOut(lockout, now())) {
    yield put(staffPinRejected({ attemptsLeft: null, lockedUntil: lockout.lockedUntil }));
    return;
  }
  const site: SiteSettings | null = yield select(selectSiteSettings);
  const verifier = site?.kioskStaffPin;
  let right = false;
  try {
    right = STAFF_PIN_PATTERN.test(pin) && verifier ? yield call(checkPin, pin, verifier) : false;
  } catch (error) {
    log('kiosk: the staff PIN could not be checked', error);
  }
  if (right) {
    writeStaffLockout(localStorage, { failures: 0, lockedUntil: null });
    yield put(staffUnlocked());
    return;
  }
  const next = afterWrongPin(lockout, now());
  writeStaffLockout(localStorage, next);
  yield put(
    staffPinRejected({
      attemptsLeft: next.lockedUntil === null ? STAFF_MAX_ATTEMPTS - next.failures : null,
      lockedUntil: next.lockedUntil,
    }),
  );
}

/** Failed entries become due again at once, with a fresh back-off; entryQueued starts a drain. */
export function* retryFailed() {
  const outboxStore = yield* service('outboxStore');
  const store = outboxStore;
  const entries: OutboxEntry[] = yield call([store, store.list]);
  const at = now();
  let count = 0;
  for (const entry of entries.filter((candidate) => candidate.state === 'failed')) {
    const updated: OutboxEntry | undefined = yield call([store, store.update], entry.id, (stored) =>
      requeueFailed(stored, at),
    );
    if (updated?.state !== 'saved') continue;
    count += 1;
    yield put(entryQueued(summarizeEntry(updated)));
  }
  yield put(staffQueueHandled({ kind: 'retried', count }));
}

export function* exportFailed() {
  const { outboxStore, open, download, log } = yield* services('outboxStore', 'open', 'download', 'log');
  try {
    const store = outboxStore;
    const entries: OutboxEntry[] = yield call([store, store.list]);
    const at = now();
    const file: OutboxExport = yield call(buildOutboxExport, entries, open, at);
    download(exportFileName(at), JSON.stringify(file, null, 2));
    yield put(staffQueueHandled({ kind: 'exported', count: file.entries.length }));
  } catch (error) {
    log('kiosk: the failed entries could not be exported', error);
    yield put(staffQueueHandled({ kind: 'exportFailed', count: 0 }));
  }
}

export function* handleStaffAction(action: PayloadAction<unknown>) {
  const localStorage = yield* service('localStorage');
  if (staffPinSubmitted.match(action)) {
    yield call(checkPin, action.payload.pin);
    return;
  }
  // Everything else is behind the PIN (the screen only offers it unlocked; this makes it so).
  if (!((yield select(selectStaffLock)) as StaffLockState).unlocked) return;
  if (deviceKioskModeChanged.match(action)) writeKioskDeviceFlag(localStorage, action.payload.enabled);
  else if (staffRetryFailedRequested.match(action)) yield call(retryFailed);
  else if (staffExportFailedRequested.match(action)) yield call(exportFailed);
}

/** A failed entry made due again with a fresh start: new back-off, new server-error budget. */
export function requeueFailed(entry: OutboxEntry, at: number): OutboxEntry {
  if (entry.state !== 'failed') return entry;
  const { serverErrors: _count, serverErrorSince: _since, failedAt: _failed, ...rest } = entry;
  return { ...rest, state: 'saved', attempts: 0, nextAttemptAt: at };
}
