import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, race, takeLatest } from 'redux-saga/effects';
import {
  lifeLinkAddressReceived,
  lifeLinkPageFailed,
  lifeLinkPageOpened,
} from '../../src/features/life-link/life-link-slice';
import { delay } from '../../src/lib/clock';
import { getLifeLinkPageUrl } from '../../src/shared/contracts/life-link-page';
import { lifeLinkRedirectTarget } from '../../src/shared/domain/life-link-redirect';
import type { EarlyActions } from '../lazy-feature';
import { assignLocation, browserApi, warn } from '../shared/browser-effects';
import { earlyOf } from '../shared/early-actions';
import { provideDefaults, services, type ServiceDefaults } from '../shared/saga-services';

/** Past this the page shows the error rather than spinning for ever (the spec gives the page no timeout). */
export const LIFE_LINK_PAGE_TIMEOUT_MS = 20_000;

/** The page's real services: the API client, the redirect to the health-record service (another site). */
const lifeLinkPageDefaults = {
  api: () => browserApi,
  assign: () => assignLocation,
  log: () => warn,
} satisfies ServiceDefaults;

type Opened = PayloadAction<{ token: string | null; websiteTheme?: string }>;

/** uToken → POST /api/lifelink/PageUrl → redirect, or the configured error. */
export function* resolveLifeLinkPage(action: Opened) {
  const { api, assign, log } = yield* services('api', 'assign', 'log');
  const token = action.payload.token?.trim() ?? '';
  if (token === '') {
    yield put(lifeLinkPageFailed({ failure: 'no-token' }));
    return;
  }
  const theme = action.payload.websiteTheme?.trim();
  const body = { lifeLinkToken: token, ...(theme ? { websiteTheme: theme } : {}) };
  try {
    const { answer }: { answer?: { lifeLinkUrl: string | null } } = yield race({
      answer: call(() => api.call(getLifeLinkPageUrl, { body })),
      timeout: call(delay, LIFE_LINK_PAGE_TIMEOUT_MS),
    });
    if (!answer) {
      yield put(lifeLinkPageFailed({ failure: 'timed-out' }));
      return;
    }
    const url = lifeLinkRedirectTarget(answer.lifeLinkUrl);
    if (url === null) {
      yield put(lifeLinkPageFailed({ failure: 'no-address' }));
      return;
    }
    yield put(lifeLinkAddressReceived({ url }));
    yield call(assign, url);
  } catch (error) {
    log('life-link page: the address call failed', error);
    yield put(lifeLinkPageFailed({ failure: 'call-failed' }));
  }
}

export function* lifeLinkPageSaga() {
  yield* provideDefaults(lifeLinkPageDefaults);
  yield takeLatest(lifeLinkPageOpened.type, resolveLifeLinkPage);
}

/** The openings dispatched while this chunk downloaded: the latest is resolved, as takeLatest would. */
export function* startLifeLinkPage(early: EarlyActions) {
  yield* provideDefaults(lifeLinkPageDefaults);
  const last = earlyOf(early, lifeLinkPageOpened.type).at(-1);
  if (last) yield fork(resolveLifeLinkPage, last as Opened);
  yield call(lifeLinkPageSaga);
}
