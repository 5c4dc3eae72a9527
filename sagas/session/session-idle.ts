import type { EventChannel } from 'redux-saga';
import { call, fork, put, race, select, take } from 'redux-saga/effects';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import {
  idleContinued,
  idlePromptClosed,
  idlePromptOpened,
  selectIsSignedIn,
  signedIn,
  signedOut,
  signOutRequested,
} from '../../src/features/session/session-slice';
import { delay, now } from '../../src/lib/clock';
import { activityChannel } from '../shared/activity-channel';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { readProfileToken } from '../shared/profile-token';
import { verifySessionToken, type TokenVerdict } from './session-verify';
import { service } from '../shared/saga-services';

/*
 * The idle time-out of signed-in members: the prompt at promptSignoutSessionTime minutes without activity,
 * sign-out at signOutSessionTime. While the person is active the server session is kept alive too (it has its
 * own 20-minute idle window): VerifyToken at most every KEEP_ALIVE_MS, and on Continue.
 */

export const KEEP_ALIVE_MS = 5 * 60_000;
const MINUTE_MS = 60_000;

export interface IdleTiming {
  promptMs: number;
  signOutMs: number;
}

/** The settings' minutes (defaults 10 and 20); the prompt always comes at least a minute before the end. */
export function idleTiming(site: SiteSettings | null): IdleTiming {
  const signOutMs = (site?.signOutSessionTime ?? 20) * MINUTE_MS;
  const promptMs = Math.min((site?.promptSignoutSessionTime ?? 10) * MINUTE_MS, signOutMs - MINUTE_MS);
  return { promptMs: Math.max(0, promptMs), signOutMs };
}

interface Activity {
  last: number;
  keptAliveAt: number;
  /** While the prompt is open only its buttons count: a stray pointer move must not dismiss it. */
  prompting: boolean;
}

/** VerifyToken as a keep-alive: a refused token signs the person out; no answer changes nothing. */
export function* keepAlive() {
  const session = yield* service('session');
  const token = readProfileToken(session);
  const verdict: TokenVerdict = token ? yield call(verifySessionToken, token) : 'invalid';
  if (verdict === 'invalid') yield put(signOutRequested({ reason: 'invalidToken' }));
}

function* followActivity(channel: EventChannel<true>, activity: Activity) {
  while (true) {
    yield take(channel);
    if (activity.prompting) continue;
    activity.last = now();
    if (activity.last - activity.keptAliveAt >= KEEP_ALIVE_MS) {
      activity.keptAliveAt = activity.last;
      yield fork(keepAlive);
    }
  }
}

/** The prompt until a choice (or the end): true when the session goes on. */
function* promptUntilChoice(activity: Activity, timing: IdleTiming) {
  const signOutAt = activity.last + timing.signOutMs;
  activity.prompting = true;
  yield put(idlePromptOpened({ signOutAt }));
  const choice: { continued?: unknown; signOut?: unknown; end?: unknown } = yield race({
    continued: take(idleContinued.type),
    signOut: take(signOutRequested.type),
    end: call(delay, signOutAt - now()),
  });
  activity.prompting = false;
  if (choice.continued) {
    activity.last = now();
    activity.keptAliveAt = activity.last;
    yield fork(keepAlive);
    return true;
  }
  // The winner's key is present even though the delay's value is undefined.
  if ('end' in choice) {
    yield put(idlePromptClosed());
    yield put(trackEvent({ name: 'idle-timeout' }));
    yield put(signOutRequested({ reason: 'idle' }));
  }
  return false;
}

function* watchIdle() {
  const subscribeActivity = yield* service('subscribeActivity');
  const channel: EventChannel<true> = yield call(activityChannel, subscribeActivity);
  const activity: Activity = { last: now(), keptAliveAt: now(), prompting: false };
  try {
    yield fork(followActivity, channel, activity);
    while (true) {
      const site: SiteSettings | null = yield select(selectSiteSettings);
      const timing = idleTiming(site);
      const idleFor = now() - activity.last;
      if (idleFor < timing.promptMs) {
        yield call(delay, timing.promptMs - idleFor);
        continue;
      }
      const goesOn: boolean = yield call(promptUntilChoice, activity, timing);
      // Signing out: nothing more to time until the sign-out is done (the caller's race ends it).
      if (!goesOn) yield take(signedOut.type);
    }
  } finally {
    channel.close();
  }
}

export function* idleSessionSaga() {
  while (true) {
    const signedInNow: boolean = yield select(selectIsSignedIn);
    if (!signedInNow) yield take(signedIn.type);
    yield race({ watch: call(watchIdle), out: take(signedOut.type) });
  }
}
