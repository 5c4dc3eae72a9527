import { call, fork, join, put, select, takeEvery } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { journeyCompleted, selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { navigationRequested, type JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import { outcomeReached } from '../../src/features/outcome/outcome-slice';
import { profileRefreshRequested } from '../../src/features/profile/profile-events';
import { delay, now, nowIso } from '../../src/lib/clock';
import { getCookie } from '../../src/lib/cookies';
import { localizePath } from '../../src/shared/content-model/language';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import type { StudySettings } from '../../src/shared/content-model/study';
import { getLayout } from '../../src/shared/contracts/content';
import {
  addUcpmJobRecord,
  updatePatientOutcomeDetails,
  type OutcomeUpdate,
  type UcpmJobRecord,
} from '../../src/shared/contracts/outcome';
import { COOKIE_NAMES } from '../../src/shared/domain/journey-cookies';
import { reachOutcome } from '../../src/shared/domain/journey-transitions';
import {
  parseOutcomePath,
  SITE_SELECTION_SUCCESS_PATH,
  type OutcomePath,
} from '../../src/shared/domain/outcome-paths';
import { isEprSource, outcomeDataOrigin } from '../../src/shared/domain/ucpm-data-origin';
import { journeyDefaults } from '../journey/journey-defaults';
import type { EarlyActions } from '../lazy-feature';
import { earlyOf } from '../shared/early-actions';
import { settledSiteSettings } from '../shared/settled-site-settings';
import { enqueueJourneyWrite } from '../journey/journey-writes';
import { isPreviewMode } from '../../src/shared/domain/preview-mode';
import { isOutcomeView } from './outcome-trigger';
import { provideDefaults, service } from '../shared/saga-services';

/** The UCPM record 1.5 s after arrival, profile refresh at 1 s and 5 s. */
export const UCPM_DELAY_MS = 1_500;
export const PROFILE_REFRESH_AT_MS = [1_000, 5_000] as const;

/** The spec's outcome update for an enrolment reaching `outcome` (the journey's transition to Completed). */
export function outcomeUpdateFor(journey: JourneyState, outcome: OutcomePath): OutcomeUpdate {
  const next = reachOutcome({
    journeyStatus: journey.journeyStatus,
    journeyStep: journey.journeyStep,
    isActiveEnrollment: journey.isActiveEnrollment ?? 0,
    guestType: journey.guestType ?? 'visitor',
  });
  return {
    enrollmentId: journey.enrollmentId ?? '',
    journeyStep: next.journeyStep ?? '',
    journeyStatus: next.journeyStatus,
    isActiveEnrollment: next.isActiveEnrollment,
    patientReferralStatus: outcome.referralStatus,
    deActivateExistingEnrollment: next.deActivateExistingEnrollment,
    potentialId: journey.potentialId ?? undefined,
  };
}

/** UCPM job record: sponsor ids from the study, falling back to the site's. */
export function ucpmRecordFor(
  journey: JourneyState,
  settings: SiteSettings,
  study: StudySettings | null,
): UcpmJobRecord {
  const potentialId = journey.potentialId ?? undefined;
  return {
    otSponsorId: study?.otSponsorId ?? settings.otSponsorId,
    parentSponsorMDMID: study?.parentSponsorMDMID ?? settings.parentSponsorMDMID,
    protocolMDMID: study?.protocolMDMID,
    sponsor: study?.sponsor ?? settings.sponsor,
    iqviaSponsorId: study?.iqviaSponsorId ?? settings.iqviaSponsorId,
    guestRef: journey.guestRef ?? '',
    potentialId,
    dataOrigin: outcomeDataOrigin(settings.source, study?.isMultiTA ?? false),
    UCPMStudyName: study?.studyName,
    integrationAttemptHistory: {
      baseUrl: settings.baseUrl,
      // The health-data service is chosen with a site (a later issue); none at an outcome yet.
      isHumanApienabled: false,
      tenantKey: journey.tenantKey ?? '',
      enrollmentId: journey.enrollmentId ?? '',
      potentialId,
    },
  };
}

/** The study the journey belongs to (outcome pages sit at the root, outside any study). */
function* loadStudy(journey: JourneyState, page: JourneyPageView) {
  const api = yield* service('api');
  const path = journey.rootPath ?? (journey.studyKey ? `/${journey.studyKey}` : null);
  if (!path) return null;
  try {
    const layout: { study: StudySettings | null } = yield call([api, api.call], getLayout, {
      query: { path, language: page.locale },
    });
    return layout.study?.key === journey.studyKey ? layout.study : null;
  } catch {
    return null; // the record still carries the site's sponsor ids
  }
}

function* postUcpmRecord(settingsTask: Task, enrollmentId: string, page: JourneyPageView) {
  yield call(delay, UCPM_DELAY_MS);
  const settings: SiteSettings | null = yield join(settingsTask);
  if (!settings?.enableUcpmIntegration) return;
  // Read again: Participant/Add may have answered the potentialId meanwhile.
  const journey: JourneyState = yield select(selectJourney);
  if (journey.enrollmentId !== enrollmentId || !journey.guestRef || !journey.tenantKey) return;
  const study: StudySettings | null = yield call(loadStudy, journey, page);
  yield call(
    enqueueJourneyWrite,
    addUcpmJobRecord,
    { body: ucpmRecordFor(journey, settings, study) },
    { group: enrollmentId, label: 'Study team notified' },
  );
}

/** EPR sites fetch the profile again 1 s and 5 s after arrival (the profile is a later issue). */
function* refreshProfileOnEpr(settingsTask: Task) {
  const arrivedAt = now();
  for (const at of PROFILE_REFRESH_AT_MS) {
    yield call(delay, at - (now() - arrivedAt));
    const settings: SiteSettings | null = yield join(settingsTask);
    if (!isEprSource(settings?.source)) return;
    yield put(profileRefreshRequested({ reason: 'outcome' }));
  }
}

function* completeJourney(journey: JourneyState, outcome: OutcomePath) {
  const enrollmentId = journey.enrollmentId ?? '';
  const update = outcomeUpdateFor(journey, outcome);
  const { kind, variant, path, referralStatus } = outcome;
  yield put(outcomeReached({ enrollmentId, kind, variant, path, referralStatus, reachedAt: nowIso() }));
  yield put(journeyCompleted({ enrollmentId }));
  yield call(
    enqueueJourneyWrite,
    updatePatientOutcomeDetails,
    { body: update },
    { group: enrollmentId, label: 'Outcome recorded' },
  );
}

/** The success page only with the allowSiteSelectionSuccess cookie; else the study home or '/'. */
function* leaveSuccessPage(page: JourneyPageView) {
  const journey: JourneyState = yield select(selectJourney);
  yield put(navigationRequested({ to: localizePath(journey.rootPath ?? '/', page.locale), replace: true }));
}

export function* onOutcomePage({ payload: page }: PayloadAction<JourneyPageView>) {
  const cookies = yield* service('cookies');
  const outcome = parseOutcomePath(page.path);
  if (!outcome || isPreviewMode(page.search)) return;
  if (
    outcome.path === SITE_SELECTION_SUCCESS_PATH &&
    !getCookie(COOKIE_NAMES.allowSiteSelectionSuccess, cookies)
  ) {
    yield call(leaveSuccessPage, page);
    return;
  }
  yield put(
    trackEvent({ name: 'outcome-page-viewed', data: { outcome: outcome.kind, variant: outcome.variant } }),
  );
  const settingsTask: Task = yield fork(settledSiteSettings, page.locale);
  yield fork(refreshProfileOnEpr, settingsTask);
  const journey: JourneyState = yield select(selectJourney);
  // Only a journey in progress completes: a reload of the outcome page records nothing twice.
  if (!journey.enrollmentId || journey.journeyStatus !== 'Partial') return;
  yield fork(postUcpmRecord, settingsTask, journey.enrollmentId, page);
  yield call(completeJourney, journey, outcome);
}

/** Every outcome view is handled to its end (takeEvery): a quick second view must not cancel the UCPM post. */
export function* outcomePageSaga() {
  yield* provideDefaults(journeyDefaults);
  yield takeEvery(isOutcomeView, onOutcomePage);
}

/** The outcome views seen while this chunk downloaded are each handled, as takeEvery would. */
export function* startOutcomePage(early: EarlyActions) {
  yield* provideDefaults(journeyDefaults);
  for (const view of earlyOf(early, isOutcomeView)) {
    yield fork(onOutcomePage, view as PayloadAction<JourneyPageView>);
  }
  yield call(outcomePageSaga);
}
