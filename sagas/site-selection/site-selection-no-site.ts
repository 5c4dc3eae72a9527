import { call, put, select, takeLeading } from 'redux-saga/effects';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import {
  navigationRequested,
  selectJourneyPage,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import {
  confirmPhaseChanged,
  noSiteConvenientFailed,
  noSiteConvenientRequested,
  selectSiteSelection,
  type SiteSelectionState,
} from '../../src/features/site-selection/site-selection-slice';
import { localizePath } from '../../src/shared/content-model/language';
import {
  updatePatientDetailsForNsc,
  updateSiteProtocolDetailsForNsc,
  updateZipcodeReferral,
} from '../../src/shared/contracts/site-selection';
import { INVITED_PROTOCOL_PARAM, INVITED_SITE_PARAM } from '../../src/shared/domain/screener-routing';
import type { PatientReferralStatus } from '../../src/shared/domain/outcome-paths';
import { noSiteConvenientStatus } from '../../src/shared/domain/sites/no-site-convenient';
import { reachedOutcomePath, recordOutcomeAhead } from './site-selection-confirm-run';
import { queueWrite, SIDE_POLICY, type WriteOutcome } from './site-selection-writes';
import { service } from '../shared/saga-services';

/*
 * "No site convenient": the patient's referral status, the offered sites, then the zip referral again with an
 * empty zip (its failure is ignored, as the spec says); then the no-site-convenient outcome page. A refused
 * update is tracked and the person stays.
 */

export const NO_SITE_CONVENIENT_FAILURE_EVENT = 'no-site-convenient-failure';

function statusOf(search: string): PatientReferralStatus {
  const query = new URLSearchParams(search);
  return noSiteConvenientStatus({
    invitedSite: query.get(INVITED_SITE_PARAM),
    invitedProtocol: query.get(INVITED_PROTOCOL_PARAM),
  });
}

function* updates(s: SiteSelectionState, journey: JourneyState, status: PatientReferralStatus) {
  const randomId = yield* service('randomId');
  const enrollmentId = journey.enrollmentId!;
  const tenantKey = journey.tenantKey ?? s.ref!.tenantKey;
  const group = enrollmentId;
  const patient: WriteOutcome = yield call(
    queueWrite,
    updatePatientDetailsForNsc,
    {
      query: {
        ...(journey.potentialId ? { potentialId: journey.potentialId } : {}),
        tenantKey,
        enrollmentId,
        patientReferralStatus: status,
      },
      body: {},
    },
    { group, label: 'No site convenient', key: randomId() },
    SIDE_POLICY,
  );
  if (patient === 'failed') return false;
  if (journey.guestRef) {
    const sites: WriteOutcome = yield call(
      queueWrite,
      updateSiteProtocolDetailsForNsc,
      {
        params: { guestRef: journey.guestRef },
        query: { enrollmentId },
        body: { tenantKey, siteCodes: s.sites.slice(0, 100).map((site) => site.siteCode) },
      },
      { group, label: 'Sites not convenient', key: randomId() },
      SIDE_POLICY,
    );
    if (sites === 'failed') return false;
  }
  if (journey.potentialId) {
    // "ZIP update failure: silently ignored": whatever it answers, the flow goes on.
    yield call(
      queueWrite,
      updateZipcodeReferral,
      {
        params: { potentialId: journey.potentialId },
        query: { guestType: journey.guestType },
        body: {
          enrollmentId,
          zipCode: '',
          journeyStep: 'site-selection',
          patientReferralStatus: status,
          patientType: s.ref!.patientType,
        },
      },
      { group, label: 'Zip referral', key: randomId() },
      SIDE_POLICY,
    );
  }
  return true;
}

export function* noSiteConvenient() {
  const log = yield* service('log');
  const s: SiteSelectionState = yield select(selectSiteSelection);
  const journey: JourneyState = yield select(selectJourney);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  if (!s.ref || s.phase !== 'idle') return;
  // The enrolment's outcome is final (Back after it): its outcome page, not a new answer.
  const outcomePath: string | null = journey.enrollmentId
    ? yield call(reachedOutcomePath, journey.enrollmentId)
    : null;
  if (outcomePath) {
    yield put(navigationRequested({ to: localizePath(outcomePath, s.ref.language), replace: true }));
    return;
  }
  yield put(confirmPhaseChanged({ phase: 'saving' }));
  const status = statusOf(page?.search ?? '');
  let ok = false;
  try {
    if (journey.enrollmentId) {
      const done: boolean = yield call(updates, s, journey, status);
      ok = done;
    }
  } catch (error) {
    log('no site convenient failed', error);
  }
  if (!ok) {
    yield put(trackEvent({ name: NO_SITE_CONVENIENT_FAILURE_EVENT }));
    yield put(noSiteConvenientFailed());
    return;
  }
  yield put(confirmPhaseChanged({ phase: 'redirecting' }));
  const outcomePage = `/no-site-convenient/${s.ref.patientType}`;
  yield call(recordOutcomeAhead, journey.enrollmentId!, outcomePage, status);
  yield put(navigationRequested({ to: localizePath(outcomePage, s.ref.language) }));
}

export function* noSiteConvenientSaga() {
  yield takeLeading(noSiteConvenientRequested.type, noSiteConvenient);
}
