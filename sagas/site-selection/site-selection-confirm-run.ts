import { call, put, race, select, take } from 'redux-saga/effects';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { stepReached } from '../../src/features/journey/journey-slice';
import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import {
  outcomeReached,
  selectCurrentOutcome,
  type OutcomeReachedPayload,
} from '../../src/features/outcome/outcome-slice';
import {
  CONFIRM_STEPS,
  selectSiteConfirmation,
  siteConfirmationEnded,
  siteConfirmationStepCompleted,
  type ConfirmContext,
  type ConfirmNextStep,
  type ConfirmStep,
  type SiteConfirmation,
} from '../../src/features/site-selection/site-confirmation-slice';
import {
  confirmFailed,
  confirmPhaseChanged,
  siteSelectionRetryRequested,
} from '../../src/features/site-selection/site-selection-slice';
import { delay, nowIso } from '../../src/lib/clock';
import { setCookie } from '../../src/lib/cookies';
import { localizePath } from '../../src/shared/content-model/language';
import { getSiteSelectionNextSteps } from '../../src/shared/contracts/site-selection';
import { ALLOW_SITE_SELECTION_SUCCESS_DAYS, COOKIE_NAMES } from '../../src/shared/domain/journey-cookies';
import { parseOutcomePath, type PatientReferralStatus } from '../../src/shared/domain/outcome-paths';
import { allowsSuccessCookie } from '../../src/shared/domain/sites/confirm-flow';
import { isFinalRefusal, READ_RETRY_MS } from '../contact/contact-calls';
import { flushPersistedState } from '../shared/flush-persisted-state';
import { recordIntegrationAttempt } from './site-selection-integration-attempt';
import { lifeLinkRedirectUrl, sendAppointmentStatus } from './site-selection-life-link';
import { saveSite, writeDataExtension } from './site-selection-save';
import type { WriteOutcome } from './site-selection-writes';
import { readFailureCause } from '../outbox/pending-cause';
import { service, services, type SagaServices } from '../shared/saga-services';

/*
 * The confirm flow after the popups (its steps 3–6) run on
 * the persisted confirmation: each step only when the confirmation has not passed it, so a flow
 * resumed after a reload or when the network returns carries on where it stopped and does no
 * write twice. A failure is the spec's "Site save failure".
 */

export const SITE_SAVE_FAILURE_EVENT = 'site-selection-save-failure';
export const SITE_CONFIRMED_EVENT = 'site-selection-confirmed';

type NextStepsAnswer = Awaited<ReturnType<typeof fetchOnce>>;
export type SiteNextSteps = NextStepsAnswer;

function fetchOnce(api: SagaServices['api'], ctx: ConfirmContext) {
  return api.call(getSiteSelectionNextSteps, {
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
function* fetchNextSteps(ctx: ConfirmContext) {
  const { api, log, waitForOnline } = yield* services('api', 'log', 'waitForOnline');
  while (true) {
    try {
      const answer: NextStepsAnswer = yield call(fetchOnce, api, ctx);
      const next: ConfirmNextStep = {
        nextStepUrl: answer.nextStepUrl,
        isPostTOLL: answer.isPostTOLL,
        appointmentStatus: answer.appointmentStatus,
      };
      return next;
    } catch (error) {
      if (isFinalRefusal(error)) throw error;
      log('site selection: next steps failed; asked again when back online', error);
      yield put(confirmPhaseChanged({ phase: 'saved-offline', because: readFailureCause(error) }));
      yield race({
        online: call(waitForOnline),
        retry: take(siteSelectionRetryRequested.type),
        later: call(delay, READ_RETRY_MS),
      });
      yield put(confirmPhaseChanged({ phase: 'saving' }));
    }
  }
}

/** Steps 4 and 6: the cookie, then the life-link URL (post-TOLL) or the next step. */
function* goOn(c: SiteConfirmation, next: ConfirmNextStep) {
  const { cookies, session, assign } = yield* services('cookies', 'session', 'assign');
  const { ctx } = c;
  if (allowsSuccessCookie(next.nextStepUrl)) {
    setCookie(
      COOKIE_NAMES.allowSiteSelectionSuccess,
      'true',
      { days: ALLOW_SITE_SELECTION_SUCCESS_DAYS },
      cookies,
    );
  }
  const lifeLinkUrl: string = yield call(lifeLinkRedirectUrl, ctx, next);
  yield put(confirmPhaseChanged({ phase: 'redirecting' }));
  yield put(trackEvent({ name: SITE_CONFIRMED_EVENT, data: { siteCode: ctx.site.siteCode } }));
  yield put(siteConfirmationEnded({ id: c.id }));
  yield call(flushPersistedState);
  if (lifeLinkUrl) {
    session.set('isLLRedirection', 'true');
    assign(lifeLinkUrl);
    return;
  }
  yield call(recordOutcomeAhead, ctx.enrollmentId, next.nextStepUrl);
  yield put(navigationRequested({ to: localizePath(next.nextStepUrl, ctx.ref.language) }));
}

/**
 * The outcome page this enrolment already reached, when it did in this session: a choice after
 * it is refused (its outcome is final), and that page is where the person belongs.
 */
export function* reachedOutcomePath(enrollmentId: string) {
  const outcome: OutcomeReachedPayload | null = yield select(selectCurrentOutcome);
  return outcome && outcome.enrollmentId === enrollmentId ? outcome.path : null;
}

/**
 * Records the outcome page a flow is about to open, when `path` is one. It is recorded now, not
 * once that page has loaded: a Back pressed before then must still find the outcome final.
 */
export function* recordOutcomeAhead(
  enrollmentId: string,
  path: string,
  referralStatus?: PatientReferralStatus,
) {
  const outcome = parseOutcomePath(path);
  if (!outcome) return;
  const { kind, variant } = outcome;
  yield put(
    outcomeReached({
      enrollmentId,
      kind,
      variant,
      path: outcome.path,
      referralStatus: referralStatus ?? outcome.referralStatus,
      reachedAt: nowIso(),
    }),
  );
}

function* current(id: string) {
  const c: SiteConfirmation | null = yield select(selectSiteConfirmation);
  return c?.id === id ? c : null;
}

/** Steps 3 and 5 in order, each once; the next step when they are done. */
function* runSteps(id: string) {
  let c: SiteConfirmation | null = yield call(current, id);
  if (!c) return;
  const { ctx, keys } = c;
  yield put(confirmPhaseChanged({ phase: 'saving' }));
  if (!hasConfirmed(c, 'site-saved')) {
    const saved: WriteOutcome = yield call(saveSite, ctx, keys.site);
    if (saved !== 'delivered') throw new SiteSaveRefused();
    yield put(siteConfirmationStepCompleted({ id, step: 'site-saved' }));
    yield put(stepReached({ enrollmentId: ctx.enrollmentId, step: 'site-selection' }));
  }
  c = yield call(current, id);
  if (c && !hasConfirmed(c, 'extension-queued')) {
    yield call(writeDataExtension, ctx, keys.dataExtension);
    yield call(recordIntegrationAttempt, ctx, keys.integrationAttempt);
    yield put(siteConfirmationStepCompleted({ id, step: 'extension-queued' }));
  }
  c = yield call(current, id);
  if (!c) return;
  let next = c.next;
  if (!next) {
    next = (yield call(fetchNextSteps, ctx)) as ConfirmNextStep;
    yield put(siteConfirmationStepCompleted({ id, step: 'next-steps-fetched', next }));
  }
  if (!hasConfirmed(c, 'appointment-queued')) {
    yield call(sendAppointmentStatus, ctx, next, keys.appointmentStatus);
    yield put(siteConfirmationStepCompleted({ id, step: 'appointment-queued' }));
  }
  c = yield call(current, id);
  if (c) yield call(goOn, c, next);
}

class SiteSaveRefused extends Error {
  constructor() {
    super('site selection: the site save was refused');
  }
}

/** Runs (or resumes) the persisted confirmation to its end. */
export function* runConfirmation(id: string) {
  const log = yield* service('log');
  const c: SiteConfirmation | null = yield call(current, id);
  if (!c) return;
  try {
    yield call(runSteps, id);
  } catch (error) {
    log('site selection: the confirm flow failed', error);
    yield put(siteConfirmationEnded({ id }));
    const outcomePath: string | null =
      error instanceof SiteSaveRefused ? yield call(reachedOutcomePath, c.ctx.enrollmentId) : null;
    if (outcomePath) {
      yield put(confirmPhaseChanged({ phase: 'redirecting' }));
      yield put(navigationRequested({ to: localizePath(outcomePath, c.ctx.ref.language), replace: true }));
      return;
    }
    yield put(trackEvent({ name: SITE_SAVE_FAILURE_EVENT, data: { siteCode: c.ctx.site.siteCode } }));
    yield put(confirmFailed());
  }
}

/** True when the confirmation has completed `step`. */
function hasConfirmed(confirmation: SiteConfirmation, step: ConfirmStep): boolean {
  return CONFIRM_STEPS.indexOf(confirmation.reached) >= CONFIRM_STEPS.indexOf(step);
}
