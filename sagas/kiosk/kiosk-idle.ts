import type { EventChannel } from 'redux-saga';
import { call, fork, put, race, select, take } from 'redux-saga/effects';
import {
  deviceKioskModeChanged,
  deviceKioskModeRead,
  kioskContinued,
  kioskIdleWarningOpened,
  kioskResetFailed,
  kioskResetRequested,
  kioskSettingsApplied,
  selectKioskActive,
  selectKioskSettings,
} from '../../src/features/kiosk/kiosk-slice';
import { delay, now } from '../../src/lib/clock';
import { activityChannel } from '../shared/activity-channel';
import type { KioskSettings } from '../../src/shared/content-model/kiosk-settings';
import { service } from '../shared/saga-services';

/*
 * The kiosk's idle reset: after idleWarningSeconds without input the warning opens; after
 * resetCountdownSeconds more the device is cleared for the next person. The timer starts with
 * the first input after a page load: a kiosk that was just reset, with nobody at it, has nothing
 * to clear and is not reloaded over and over.
 */

const MODE_CHANGES = [kioskSettingsApplied.type, deviceKioskModeRead.type, deviceKioskModeChanged.type];

interface Activity {
  last: number;
  /** While the warning is open only its buttons count: a stray touch must not dismiss it unseen. */
  warning: boolean;
}

function* followActivity(channel: EventChannel<true>, activity: Activity) {
  while (true) {
    yield take(channel);
    if (!activity.warning) activity.last = now();
  }
}

/** The warning until a choice or the end of the countdown; true when the person goes on. */
function* warnUntilChoice(activity: Activity, settings: KioskSettings) {
  const resetAt = now() + settings.resetCountdownSeconds * 1000;
  activity.warning = true;
  yield put(kioskIdleWarningOpened({ resetAt }));
  const choice: { continued?: unknown; finish?: unknown; end?: unknown } = yield race({
    continued: take(kioskContinued.type),
    finish: take(kioskResetRequested.type),
    end: call(delay, resetAt - now()),
  });
  activity.warning = false;
  if (choice.continued) {
    activity.last = now();
    return true;
  }
  // The winner's key is present even though the delay's value is undefined.
  if ('end' in choice) yield put(kioskResetRequested({ cause: 'idle' }));
  return false;
}

function* watchIdle() {
  const subscribeActivity = yield* service('subscribeActivity');
  const channel: EventChannel<true> = yield call(activityChannel, subscribeActivity);
  try {
    yield take(channel);
    const activity: Activity = { last: now(), warning: false };
    yield fork(followActivity, channel, activity);
    while (true) {
      const settings: KioskSettings = yield select(selectKioskSettings);
      const idleFor = now() - activity.last;
      const warnAfter = settings.idleWarningSeconds * 1000;
      if (idleFor < warnAfter) {
        // New timings from the content apply at once.
        yield race({ timer: call(delay, warnAfter - idleFor), changed: take(kioskSettingsApplied.type) });
        continue;
      }
      const goesOn: boolean = yield call(warnUntilChoice, activity, settings);
      // Resetting: the page is about to be replaced; only a failed reset needs the timer again.
      if (!goesOn) {
        yield take(kioskResetFailed.type);
        activity.last = now();
      }
    }
  } finally {
    channel.close();
  }
}

function* untilInactive() {
  while (true) {
    yield take(MODE_CHANGES);
    if (!((yield select(selectKioskActive)) as boolean)) return;
  }
}

export function* kioskIdleSaga() {
  while (true) {
    while (!((yield select(selectKioskActive)) as boolean)) yield take(MODE_CHANGES);
    yield race({ watch: call(watchIdle), off: call(untilInactive) });
  }
}
