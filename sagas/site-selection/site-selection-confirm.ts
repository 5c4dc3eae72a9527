import { call, fork, put, race, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import {
  navigationRequested,
  selectJourneyPage,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import {
  selectSiteConfirmation,
  siteConfirmationStarted,
  type ConfirmContext,
  type SiteConfirmation,
} from '../../src/features/site-selection/site-confirmation-slice';
import {
  confirmFailed,
  confirmPhaseChanged,
  consentAnswered,
  consentDismissed,
  consentPopupShown,
  selectSiteSelection,
  siteConfirmRequested,
  siteSelectionClosed,
  type ConsentPopup,
  type SiteSelectionState,
} from '../../src/features/site-selection/site-selection-slice';
import { nowIso } from '../../src/lib/clock';
import { localizePath } from '../../src/shared/content-model/language';
import type { YesNo } from '../../src/shared/contracts/site-info';
import {
  shouldAskKiConsent,
  shouldAskLifeLinkConsent,
  type ConsentAnswers,
} from '../../src/shared/domain/sites/confirm-flow';
import { flushPersistedState } from '../shared/flush-persisted-state';
import { reachedOutcomePath, runConfirmation } from './site-selection-confirm-run';
import { confirmContextOf } from './site-selection-save';
import { service } from '../shared/saga-services';

export { SITE_CONFIRMED_EVENT, SITE_SAVE_FAILURE_EVENT } from './site-selection-confirm-run';

/*
 * The confirm flow: the popups (steps 1 and 2), then the choice becomes a persisted confirmation
 * (site-confirmation-slice.ts) that site-selection-confirm-run.ts carries to its end, also after a reload.
 */

class ConfirmAborted extends Error {}

/** Steps 1 and 2: a popup and its Yes or No; null when it was closed without an answer. */
function* askConsent(popup: ConsentPopup) {
  yield put(consentPopupShown({ popup }));
  const outcome: { answer?: PayloadAction<{ popup: ConsentPopup; answer: YesNo }> } = yield race({
    answer: take(
      (action: { type: string; payload?: { popup?: string } }) =>
        action.type === consentAnswered.type && action.payload?.popup === popup,
    ),
    dismissed: take(consentDismissed.type),
    closed: take(siteSelectionClosed.type),
  });
  return outcome.answer ? outcome.answer.payload.answer : null;
}

function* consentAnswersFor(ctx: ConfirmContext) {
  const answers: ConsentAnswers = { ki: null, lifeLink: null };
  if (shouldAskKiConsent(ctx.sponsor, ctx.site)) {
    answers.ki = yield call(askConsent, 'ki-consent');
    if (!answers.ki) throw new ConfirmAborted();
  }
  if (shouldAskLifeLinkConsent(ctx.sponsor, ctx.site)) {
    answers.lifeLink = yield call(askConsent, 'life-link');
    if (!answers.lifeLink) throw new ConfirmAborted();
  }
  return answers;
}

/** The confirmation with its idempotency keys, on disk before anything is sent. */
function* startConfirmation(ctx: ConfirmContext) {
  const randomId = yield* service('randomId');
  const confirmation: SiteConfirmation = {
    id: randomId(),
    ctx,
    keys: {
      site: randomId(),
      dataExtension: randomId(),
      integrationAttempt: randomId(),
      appointmentStatus: randomId(),
    },
    reached: 'confirmed',
    next: null,
    confirmedAt: nowIso(),
  };
  yield put(siteConfirmationStarted(confirmation));
  yield put(confirmPhaseChanged({ phase: 'saving' }));
  // A reload right after the choice must find it.
  yield call(flushPersistedState);
  return confirmation.id;
}

/** The popups, then the persisted confirmation; null when the choice did not get that far. */
function* confirmSite(action: PayloadAction<{ siteCode: string }>) {
  const log = yield* service('log');
  const state: SiteSelectionState = yield select(selectSiteSelection);
  const journey: JourneyState = yield select(selectJourney);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const site = state.selected.siteInfo;
  if (!site || state.selected.selectionType !== 'Confirm' || site.siteCode !== action.payload.siteCode)
    return null;
  const found = confirmContextOf(state, journey, page);
  if (!found) {
    log('site selection: no enrolment to save the site for', null);
    yield put(confirmFailed());
    return null;
  }
  // The enrolment's outcome is final: its outcome page, not a new choice.
  const outcomePath: string | null = yield call(reachedOutcomePath, found.enrollmentId);
  if (outcomePath) {
    yield put(navigationRequested({ to: localizePath(outcomePath, found.ref.language), replace: true }));
    return null;
  }
  try {
    const answers: ConsentAnswers = yield call(consentAnswersFor, found);
    const id: string = yield call(startConfirmation, { ...found, answers });
    return id;
  } catch (error) {
    if (!(error instanceof ConfirmAborted)) throw error;
    return null;
  }
}

/**
 * Resumes a confirmation persisted before a reload, and starts one on each confirm. One at a
 * time: a confirm while one runs (or waits for the connection) is ignored.
 */
export function* siteSelectionConfirmSaga() {
  let task: Task | null = null;
  const pending: SiteConfirmation | null = yield select(selectSiteConfirmation);
  if (pending) task = yield fork(runConfirmation, pending.id);
  while (true) {
    const action: PayloadAction<{ siteCode: string }> = yield take(siteConfirmRequested.type);
    if (task?.isRunning()) continue;
    const id: string | null = yield call(confirmSite, action);
    if (id) task = yield fork(runConfirmation, id);
  }
}
