import { call, cancelled, fork, put, race, select, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  potentialIdReceived,
  selectJourney,
  type HomePageLoadedPayload,
  type HomePageStudy,
  type JourneyState,
} from '../../src/features/journey/journey-slice';
import {
  loaderHidden,
  loaderShown,
  pageViewed,
  popupOpened,
  selectJourneyPage,
  selectJourneyUi,
  type JourneyPageView,
  type JourneyUiState,
} from '../../src/features/journey/journey-ui-slice';
import {
  selectContactSubmission,
  type ContactSubmission,
} from '../../src/features/contact-form/contact-submission-slice';
import { isPreviewMode } from '../../src/shared/domain/preview-mode';
import { returningVisitAction, type ReturningVisitAction } from '../../src/shared/domain/journey-transitions';
import { JOURNEY_TIMINGS } from '../../src/shared/domain/journey-timings';
import { isLocale as isLanguage } from '../../src/lib/locale';
import { delay } from '../../src/lib/clock';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { recordVisitDetails } from './journey-visit-details';
import { ensureJourney, enqueueParticipantRecord } from './journey-participant';
import { awaitSiteSettings } from '../shared/site-settings';
import type { terminateJourney } from './journey-terminate';
import { importChunk } from '../shared/import-chunk';
import { service, services } from '../shared/saga-services';

function hasResumeToken(page: JourneyPageView | null, query: Record<string, string>): boolean {
  const fromPage = page ? new URLSearchParams(page.search).has('resumeJourneyToken') : false;
  return fromPage || 'resumeJourneyToken' in query;
}

/** Returning visitor: offer resume, terminate and restart (resume disabled), or nothing. */
export function* decideReturningVisit(study: HomePageStudy, payload: HomePageLoadedPayload) {
  const journey: JourneyState = yield select(selectJourney);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  // A resume link being answered decides for itself; never two popups at once.
  if (journey.pendingResumeToken || hasResumeToken(page, payload.query)) return 'none';
  if (journey.studyKey !== study.key || journey.journeyStatus !== 'Partial' || !journey.journeyStep)
    return 'none';
  // This device is still delivering the journey's contact form (sent offline, say): its pipeline
  // resumes wherever the person is and takes them on; Start over would end what is being sent.
  const submission: ContactSubmission | null = yield select(selectContactSubmission);
  if (submission && submission.enrollmentId === journey.enrollmentId && !submission.failed) return 'none';
  // Journey 01 is always resumable: the setting is not even needed.
  const settings: SiteSettings | null = study.journeyType === '01' ? null : yield call(awaitSiteSettings);
  const action: ReturningVisitAction = returningVisitAction({
    journeyStatus: journey.journeyStatus,
    journeyStep: journey.journeyStep,
    journeyType: journey.journeyType ?? study.journeyType,
    onHomePage: true,
    // A journey stored before its language was recorded counts as the same language.
    sameLanguage: journey.language === null || journey.language === payload.language,
    disableResumeJourney: settings?.disableResumeJourney ?? false,
  });
  return action;
}

/**
 * The loader shown while the journey initialises: hidden once the participant record is
 * answered (potentialId), when the person leaves the page, or after 4 s at the latest.
 */
function* hideLoaderWhenReady(journey: JourneyState, viewKey: string | null) {
  try {
    const current: JourneyState = yield select(selectJourney);
    if (!current.potentialId) {
      yield race({
        answered: take(
          (a: { type: string; payload?: { enrollmentId?: string } }) =>
            a.type === potentialIdReceived.type && a.payload?.enrollmentId === journey.enrollmentId,
        ),
        left: take(
          (a: { type: string; payload?: { viewKey?: string } }) =>
            a.type === pageViewed.type && a.payload?.viewKey !== viewKey,
        ),
        timeout: call(delay, JOURNEY_TIMINGS.homeLoaderTimeoutMs),
      });
    }
  } finally {
    yield put(loaderHidden());
  }
}

/**
 * #pre-screener-wrapper is scrolled into view 2 s after a study's home page has loaded, counted
 * from when the section is on the page (a slow phone renders it seconds after the layout, and a
 * scroll before that finds nothing to scroll to). Not when the URL names an anchor, the person
 * already scrolled, a popup is open, or they left the page.
 */
export function* scrollToPreScreenerLater(page: JourneyPageView) {
  const { preScreenerRendered, hasScrolled, scrollToPreScreener } = yield* services(
    'preScreenerRendered',
    'hasScrolled',
    'scrollToPreScreener',
  );
  if (!page.isHome || !page.study || page.hash) return;
  const rendered: boolean = yield call(preScreenerRendered);
  if (!rendered) return;
  yield call(delay, JOURNEY_TIMINGS.scrollToPreScreenerMs);
  const ui: JourneyUiState = yield select(selectJourneyUi);
  if (ui.page?.viewKey !== page.viewKey || ui.popup !== null || hasScrolled()) return;
  scrollToPreScreener();
}

type TerminateModule = { terminateJourney: typeof terminateJourney };

/**
 * A returning visit whose study no longer resumes: the old enrolment is closed first. Its write
 * (and the journey calls' contracts) is a chunk of its own, as start over's is: most home visits
 * never need it, and the home page does not download it.
 */
function* terminateBeforeRestart() {
  const loaded: TerminateModule = yield call(importChunk, () => import('./journey-terminate'));
  yield call(loaded.terminateJourney);
}

function* initialise(study: HomePageStudy, payload: HomePageLoadedPayload) {
  const randomId = yield* service('randomId');
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const action: ReturningVisitAction = yield call(decideReturningVisit, study, payload);
  if (action === 'terminate-and-restart') yield call(terminateBeforeRestart);
  const journey: JourneyState = yield call(ensureJourney, study, {
    language: isLanguage(payload.language) ? payload.language : undefined,
    rootPath: page?.study?.key === study.key ? page.study.rootPath : undefined,
    randomId: randomId,
  });
  if (action === 'offer-resume') yield put(popupOpened({ kind: 'resume-or-start-over' }));
  return { journey, page };
}

/** A home-page visit: the journey, the loader, the scroll and the three writes. */
export function* homeVisit({ payload }: PayloadAction<HomePageLoadedPayload>) {
  const study = payload.study;
  if (!study || isPreviewMode(payload.query)) return;
  yield put(loaderShown());
  try {
    const { journey, page }: { journey: JourneyState; page: JourneyPageView | null } = yield call(
      initialise,
      study,
      payload,
    );
    yield fork(hideLoaderWhenReady, journey, page?.viewKey ?? null);
    if (page) yield fork(scrollToPreScreenerLater, page);
    yield call(delay, JOURNEY_TIMINGS.participantRecordDelayMs);
    const current: JourneyState = yield select(selectJourney);
    yield call(enqueueParticipantRecord, current, study);
    const language = isLanguage(payload.language) ? payload.language : 'en';
    yield call(recordVisitDetails, study, language, payload.query);
  } finally {
    if ((yield cancelled()) as boolean) yield put(loaderHidden());
  }
}
