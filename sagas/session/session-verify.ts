import { call } from 'redux-saga/effects';
import { ApiError } from '../../src/lib/api-errors';
import { verifyToken } from '../../src/shared/contracts/profile-session';
import { services } from '../shared/saga-services';

/**
 * VerifyToken's verdict on a session token. 'unknown' is no answer (offline, a server failure): the person
 * stays signed in and it is asked again later. A true answer also slides the server's idle window, so this is
 * the keep-alive as well.
 */
export type TokenVerdict = 'valid' | 'invalid' | 'unknown';

export function* verifySessionToken(token: string) {
  const { api, log } = yield* services('api', 'log');
  try {
    const answer: { data: boolean } = yield call([api, api.call], verifyToken, {
      body: { verificationToken: token },
    });
    return (answer.data ? 'valid' : 'invalid') as TokenVerdict;
  } catch (error) {
    // 401: unknown, expired or revoked; 400: a token that cannot be one (a tampered storage).
    if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
      return 'invalid' as TokenVerdict;
    }
    log('VerifyToken got no answer', error);
    return 'unknown' as TokenVerdict;
  }
}
