import { put, race, select, take, call, type CallEffect } from 'redux-saga/effects';
import { loaderHidden, loaderShown, resumeOfflineChanged } from '../../src/features/journey/journey-ui-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import { connectionChanged } from '../../src/features/offline/outbox-slice';
import { delay } from '../../src/lib/clock';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { service } from '../shared/saga-services';

const backOnline = (action: { type: string; payload?: { online?: boolean } }) =>
  action.type === connectionChanged.type && action.payload?.online === true;

/**
 * A resume call the person waits for, under the loader: without a connection the person is told
 * and it goes again when the connection is back, or after `retryMs`; any other failure is null.
 * `send` builds the call from the site settings, read again on each attempt.
 */
export function* requestUntilReached<T>(
  send: (settings: SiteSettings | null) => CallEffect,
  retryMs: number,
) {
  const isOnline = yield* service('isOnline');
  while (true) {
    yield put(loaderShown());
    const settings: SiteSettings | null = yield select(selectSiteSettings);
    try {
      const answer: T = yield send(settings);
      yield put(resumeOfflineChanged({ offline: false }));
      yield put(loaderHidden());
      return answer;
    } catch (error) {
      yield put(loaderHidden());
      const networkFailure = (error as { name?: string } | null)?.name === 'NetworkError';
      if (isOnline() && !networkFailure) return null;
      yield put(resumeOfflineChanged({ offline: true }));
      yield race({ online: take(backOnline), retry: call(delay, retryMs) });
    }
  }
}
