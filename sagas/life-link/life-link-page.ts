import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, race, takeLatest } from 'redux-saga/effects';
import {
  lifeLinkAddressReceived,
  lifeLinkPageFailed,
  lifeLinkPageOpened,
} from '../../src/features/life-link/life-link-slice';
import type { ApiClient } from '../../src/lib/api-client';
import { delay } from '../../src/lib/clock';
import { getLifeLinkPageUrl } from '../../src/shared/contracts/life-link-page';
import { lifeLinkRedirectTarget } from '../../src/shared/domain/life-link-redirect';
import type { EarlyActions } from '../lazy-feature';
import { sharedApiClient } from '../shared/browser-effects';
import { earlyOf } from '../shared/early-actions';

/** Past this the page shows the error rather than spinning for ever (the spec gives the page no timeout). */
export const LIFE_LINK_PAGE_TIMEOUT_MS = 20_000;

export interface LifeLinkPageDeps {
  api: ApiClient;
  /** A full page load to the health-record service (another site). */
  assign: (url: string) => void;
  log: (message: string, error: unknown) => void;
}

export function lifeLinkPageDeps(overrides: Partial<LifeLinkPageDeps> = {}): LifeLinkPageDeps {
  return {
    get api() {
      return overrides.api ?? sharedApiClient();
    },
    assign: overrides.assign ?? ((url) => window.location.assign(url)),
    log: overrides.log ?? ((message, error) => console.warn(message, error)),
  };
}

type Opened = PayloadAction<{ token: string | null; websiteTheme?: string }>;

/** uToken → POST /api/lifelink/PageUrl → redirect, or the configured error. */
export function* resolveLifeLinkPage(deps: LifeLinkPageDeps, action: Opened) {
  const token = action.payload.token?.trim() ?? '';
  if (token === '') {
    yield put(lifeLinkPageFailed({ failure: 'no-token' }));
    return;
  }
  const theme = action.payload.websiteTheme?.trim();
  const body = { lifeLinkToken: token, ...(theme ? { websiteTheme: theme } : {}) };
  try {
    const { answer }: { answer?: { lifeLinkUrl: string | null } } = yield race({
      answer: call(() => deps.api.call(getLifeLinkPageUrl, { body })),
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
    yield call(deps.assign, url);
  } catch (error) {
    deps.log('life-link page: the address call failed', error);
    yield put(lifeLinkPageFailed({ failure: 'call-failed' }));
  }
}

export function* lifeLinkPageSaga(overrides: Partial<LifeLinkPageDeps> = {}) {
  yield takeLatest(lifeLinkPageOpened.type, resolveLifeLinkPage, lifeLinkPageDeps(overrides));
}

/** The openings dispatched while this chunk downloaded: the latest is resolved, as takeLatest would. */
export function* startLifeLinkPage(overrides: Partial<LifeLinkPageDeps>, early: EarlyActions) {
  const last = earlyOf(early, lifeLinkPageOpened.type).at(-1);
  if (last) yield fork(resolveLifeLinkPage, lifeLinkPageDeps(overrides), last as Opened);
  yield call(lifeLinkPageSaga, overrides);
}
