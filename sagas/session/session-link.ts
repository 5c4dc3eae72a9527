import { call, put, race, select, take } from 'redux-saga/effects';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import { profileRequested } from '../../src/features/profile/profile-slice';
import {
  expiredLinkShown,
  linkContinueDismissed,
  linkContinued,
  linkContinueShown,
  selectSessionStatus,
  signedIn,
  type SessionStatus,
  signedOut,
} from '../../src/features/session/session-slice';
import { delay } from '../../src/lib/clock';
import { NetworkError } from '../../src/lib/api-errors';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { verifyProfile } from '../../src/shared/contracts/profile-session';
import { awaitSiteSettings } from '../shared/site-settings';
import { readProfileToken, storeProfileToken } from '../shared/profile-token';
import { addressWithoutLinkTokens, type LinkToken } from './session-links';
import { verifyStoredToken } from './session-start';
import { service, services } from '../shared/saga-services';

/*
 * A mailed link opened (the spec's "Profile email-link states"; shared design:
 * VerifyProfile exchanges the link's token, once, for a session token). The token leaves the
 * address at once (a replace, through the router): a reload, a shared address or a Referer never
 * carries it on. It stays in memory until VerifyProfile answered. It is used only when the person
 * presses Continue: mail scanners open links in browsers that run scripts, and a link used up by
 * loading the page would have signed the scanner in and shown the person an expired link.
 */

type VerifyAnswer = {
  isLinkExpired: boolean;
  IsVerifiedEmail: boolean;
  myProfileVerificationToken: string | null;
};

/** Attempts while the connection comes and goes; the mail's link stays good if all fail. */
const ATTEMPTS = 3;
const RETRY_PAUSE_MS = 2_000;

function* askVerifyProfile(link: LinkToken, expiryTime: number | undefined) {
  const { api, log, isOnline, waitForOnline } = yield* services('api', 'log', 'isOnline', 'waitForOnline');
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer: VerifyAnswer = yield call([api, api.call], verifyProfile, {
        body: { verificationToken: link.token, purpose: link.purpose, expiryTime },
      });
      return answer;
    } catch (error) {
      // No answer: try again once back online. Any refusal (a malformed token, say) is an expired link.
      if (!(error instanceof NetworkError) || attempt >= ATTEMPTS) {
        log('VerifyProfile failed', error);
        return null;
      }
      if (isOnline()) yield call(delay, RETRY_PAUSE_MS);
      else yield call(waitForOnline);
    }
  }
}

/** The link did not sign the person in: the stored session (if any) is checked as at start. */
function* keepStoredSession() {
  const session = yield* service('session');
  const stored = readProfileToken(session);
  if (stored) {
    yield call(verifyStoredToken, stored);
    return;
  }
  const status: SessionStatus = yield select(selectSessionStatus);
  if (status !== 'signedOut') yield put(signedOut());
}

/** True once the person pressed Continue; false when they closed the question instead. */
function* awaitContinue(link: LinkToken) {
  yield put(linkContinueShown({ purpose: link.purpose }));
  const choice: { continued?: unknown } = yield race({
    continued: take(linkContinued.type),
    dismissed: take(linkContinueDismissed.type),
  });
  return choice.continued !== undefined;
}

export function* exchangeLinkToken(link: LinkToken) {
  const { address, session } = yield* services('address', 'session');
  yield put(navigationRequested({ to: addressWithoutLinkTokens(address()), replace: true }));
  const continued: boolean = yield call(awaitContinue, link);
  if (!continued) {
    yield call(keepStoredSession);
    return;
  }
  const site: SiteSettings | null = yield call(awaitSiteSettings);
  const answer: VerifyAnswer | null = yield call(askVerifyProfile, link, site?.session?.linkExpiryHours);
  if (!answer) {
    yield call(keepStoredSession);
    return;
  }
  const token = answer.myProfileVerificationToken;
  if (answer.isLinkExpired || !token) {
    yield call(keepStoredSession);
    yield put(expiredLinkShown({ purpose: link.purpose }));
    return;
  }
  storeProfileToken(session, token);
  yield put(signedIn({ isVerifiedEmail: answer.IsVerifiedEmail }));
  yield put(trackEvent({ name: 'my-profile-email-link-click', data: { purpose: link.purpose } }));
  yield put(profileRequested({ reason: 'signIn' }));
}
