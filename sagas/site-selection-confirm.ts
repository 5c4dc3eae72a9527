import { call, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { trackEvent } from '../src/features/analytics/analytics-slice';
import { selectJourney, stepReached, type JourneyState } from '../src/features/journey/journey-slice';
import {
  navigationRequested,
  selectJourneyPage,
  type JourneyPageView,
} from '../src/features/journey/journey-ui-slice';
import {
  confirmFailed,
  confirmPhaseChanged,
  consentAnswered,
  consentDismissed,
  consentPopupShown,
  selectSiteSelection,
  siteConfirmRequested,
  siteSelectionClosed,
  siteSelectionRetryRequested,
  type ConsentPopup,
  type SiteSelectionState,
} from '../src/features/site-selection/site-selection-slice';
import { delay } from '../src/lib/clock';
import { setCookie } from '../src/lib/cookies';
import { localizePath } from '../src/shared/content-model/language';
import type { YesNo } from '../src/shared/contracts/site-info';
import { getSiteSelectionNextSteps } from '../src/shared/contracts/site-selection';
import { ALLOW_SITE_SELECTION_SUCCESS_DAYS, COOKIE_NAMES } from '../src/shared/domain/journey-cookies';
import {
  allowsSuccessCookie,
  shouldAskKiConsent,
  shouldAskLifeLinkConsent,
  type ConsentAnswers,
} from '../src/shared/domain/sites/confirm-flow';
import { isFinalRefusal, READ_RETRY_MS } from './contact-calls';
import { flushPersistedState } from './journey-start-over';
import type { SiteSelectionSagaDeps } from './site-selection-deps';
import { lifeLinkRedirectUrl, sendAppointmentStatus } from './site-selection-life-link';
import { confirmContextOf, saveSite, writeDataExtension, type ConfirmContext } from './site-selection-save';

/* The confirm flow (site-selection-success-support.md §4.2 steps 1–6) and its failure (§8). */

export const SITE_SAVE_FAILURE_EVENT = 'site-selection-save-failure';
export const SITE_CONFIRMED_EVENT = 'site-selection-confirmed';

type NextStepsAnswer = Awaited<ReturnType<typeof fetchOnce>>;
export type SiteNextSteps = NextStepsAnswer;

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

function fetchOnce(deps: SiteSelectionSagaDeps, ctx: ConfirmContext) {
  return deps.api.call(getSiteSelectionNextSteps, {
    query: {
      studyKey: ctx.ref.studyKey,
      patientType: ctx.ref.patientType,
      language: ctx.ref.language,
      enrollmentId: ctx.enrollmentId,
      siteCode: ctx.site.siteCode,
    },
  });
}

/** Step 3's next step: while the connection is down it is asked again when back or on "try again". */
function* fetchNextSteps(deps: SiteSelectionSagaDeps, ctx: ConfirmContext) {
  while (true) {
    try {
      const answer: NextStepsAnswer = yield call(fetchOnce, deps, ctx);
      return answer;
    } catch (error) {
      if (isFinalRefusal(error)) throw error;
      deps.log('site selection: next steps failed; asked again when back online', error);
      yield put(confirmPhaseChanged({ phase: 'saved-offline' }));
      yield race({
        online: call(deps.waitForOnline),
        retry: take(siteSelectionRetryRequested.type),
        later: call(delay, READ_RETRY_MS),
      });
      yield put(confirmPhaseChanged({ phase: 'saving' }));
    }
  }
}

/** Steps 4 and 6: the cookie, then the life-link URL (post-TOLL) or the next step. */
function* goOn(deps: SiteSelectionSagaDeps, ctx: ConfirmContext, next: NextStepsAnswer) {
  if (allowsSuccessCookie(next.nextStepUrl)) {
    setCookie(
      COOKIE_NAMES.allowSiteSelectionSuccess,
      'true',
      { days: ALLOW_SITE_SELECTION_SUCCESS_DAYS },
      deps.cookies,
    );
  }
  const lifeLinkUrl: string = yield call(lifeLinkRedirectUrl, deps, ctx, next);
  yield put(confirmPhaseChanged({ phase: 'redirecting' }));
  yield put(trackEvent({ name: SITE_CONFIRMED_EVENT, data: { siteCode: ctx.site.siteCode } }));
  yield call(flushPersistedState);
  if (lifeLinkUrl) {
    deps.setSessionFlag('isLLRedirection', 'true');
    deps.assign(lifeLinkUrl);
    return;
  }
  yield put(navigationRequested({ to: localizePath(next.nextStepUrl, ctx.ref.language) }));
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

export function* confirmSite(deps: SiteSelectionSagaDeps, action: PayloadAction<{ siteCode: string }>) {
  const state: SiteSelectionState = yield select(selectSiteSelection);
  const journey: JourneyState = yield select(selectJourney);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const site = state.selected.siteInfo;
  if (!site || state.selected.selectionType !== 'Confirm' || site.siteCode !== action.payload.siteCode)
    return;
  try {
    const found = confirmContextOf(state, journey, page);
    if (!found) throw new Error('site selection: no enrolment to save the site for');
    const answers: ConsentAnswers = yield call(consentAnswersFor, found);
    const ctx: ConfirmContext = { ...found, answers };
    yield put(confirmPhaseChanged({ phase: 'saving' }));
    const saved: boolean = yield call(saveSite, deps, ctx, answers);
    if (!saved) throw new Error('site selection: the site save was refused');
    // Beside the flow: the outbox delivers it; the next step does not wait for it.
    yield fork(writeDataExtension, deps, ctx, answers);
    yield put(stepReached({ enrollmentId: ctx.enrollmentId, step: 'site-selection' }));
    const next: NextStepsAnswer = yield call(fetchNextSteps, deps, ctx);
    yield fork(sendAppointmentStatus, deps, ctx, next);
    yield call(goOn, deps, ctx, next);
  } catch (error) {
    if (error instanceof ConfirmAborted) return;
    deps.log('site selection: the confirm flow failed', error);
    yield put(trackEvent({ name: SITE_SAVE_FAILURE_EVENT, data: { siteCode: site.siteCode } }));
    yield put(confirmFailed());
  }
}

/** One confirm at a time: a second click while one runs is ignored. */
export function* siteSelectionConfirmSaga(deps: SiteSelectionSagaDeps) {
  yield takeLeading(siteConfirmRequested.type, confirmSite, deps);
}
