import { call, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  canContinueJourney,
  journeyContextUpdated,
  patientTypeChosen,
  resumeTokenReceived,
  selectJourney,
  stepReached,
  type HomePageStudy,
  type JourneyState,
} from '../../src/features/journey/journey-slice';
import {
  loaderHidden,
  navigationRequested,
  selectJourneyPage,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import { flowPageOf, isFlowOnlyUrl } from './journey-urls';
import { isPreviewMode } from '../../src/shared/domain/preview-mode';
import { delay } from '../../src/lib/clock';
import { localizePath } from '../../src/shared/content-model/language';
import type { StudySettings } from '../../src/shared/content-model/study';
import { JOURNEY_TIMINGS } from '../../src/shared/domain/journey-timings';
import { recordStepDetails } from './journey-visit-details';
import { RESUME_TOKEN_PARAM, withoutResumeToken } from './journey-resume-target';

export function homePageStudyOf(study: StudySettings): HomePageStudy {
  return {
    key: study.key,
    tenantKey: study.tenantKey,
    journeyType: study.journeyType,
    projectTherapeuticArea: study.projectTherapeuticArea,
    dataControllerOrg: study.dataControllerOrg,
  };
}

/**
 * The token is taken out of the address at once (kept in the encrypted journey until answered):
 * a reload does not repeat it, and links and the Referer never carry it to other pages.
 */
function* takeResumeToken(page: JourneyPageView, token: string) {
  yield put(resumeTokenReceived({ token }));
  const to = `${localizePath(page.path, page.locale)}${withoutResumeToken(page.search)}${page.hash}`;
  yield put(navigationRequested({ to, replace: true }));
}

/** A flow page opened before the flow started goes back to the study's home after 500 ms. */
function* redirectHome(page: JourneyPageView, study: StudySettings) {
  yield call(delay, JOURNEY_TIMINGS.redirectHomeDelayMs);
  const current: JourneyPageView | null = yield select(selectJourneyPage);
  if (current?.viewKey !== page.viewKey) return;
  yield put(
    navigationRequested({ to: `${localizePath(study.rootPath, page.locale)}${page.search}`, replace: true }),
  );
}

/** The step (and patient type) a flow page stands for, and the server told of a new step. */
function* recordStep(page: JourneyPageView, study: StudySettings, journey: JourneyState) {
  const flow = flowPageOf(page.path, study.rootPath);
  if (!flow || !journey.enrollmentId) return;
  const enrollmentId = journey.enrollmentId;
  yield put(journeyContextUpdated({ enrollmentId, language: page.locale, rootPath: study.rootPath }));
  if (flow.patientType) yield put(patientTypeChosen({ enrollmentId, patientType: flow.patientType }));
  if (journey.journeyStep === flow.step) return;
  yield put(stepReached({ enrollmentId, step: flow.step }));
  // The server keeps the step a resume link leads back to.
  const query = Object.fromEntries(new URLSearchParams(page.search));
  yield call(recordStepDetails, homePageStudyOf(study), page.locale, query);
}

/** Every page view: preview mode, a resume link, the flow redirects and the step. */
export function* onPageViewed({ payload: page }: PayloadAction<JourneyPageView>) {
  if (isPreviewMode(page.search)) {
    yield put(loaderHidden());
    return;
  }
  const token = new URLSearchParams(page.search).get(RESUME_TOKEN_PARAM);
  if (token) {
    yield call(takeResumeToken, page, token);
    return;
  }
  const study = page.study;
  if (!study || page.isHome) return;
  const journey: JourneyState = yield select(selectJourney);
  const started = canContinueJourney(journey, study.key);
  if (!started && isFlowOnlyUrl(page.path, study.rootPath)) {
    yield call(redirectHome, page, study);
    return;
  }
  if (started) yield call(recordStep, page, study, journey);
}
