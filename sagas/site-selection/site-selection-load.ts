import { call, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { selectJourney, stepReached, type JourneyState } from '../../src/features/journey/journey-slice';
import {
  firstSiteHighlighted,
  selectSiteSelection,
  siteSelectionOpened,
  siteSelectionRetryRequested,
  sitesLoaded,
  sitesLoadFailed,
  sitesLoading,
  sitesLoadOffline,
  zipSearchSubmitted,
  type SiteSelectionState,
} from '../../src/features/site-selection/site-selection-slice';
import { delay } from '../../src/lib/clock';
import { searchSites } from '../../src/shared/contracts/site-selection';
import { panelView } from '../../src/shared/domain/sites/site-panels';
import { isFinalRefusal, READ_RETRY_MS } from '../contact/contact-calls';
import { services, type SagaServices } from '../shared/saga-services';

type SearchAnswer = Awaited<ReturnType<typeof searchOnce>>;

/** The enrolment whose qualified protocols decide the sites: only on this study's flow pages. */
function enrollmentFor(state: SiteSelectionState, journey: JourneyState): string | null {
  const ref = state.ref;
  if (!ref || ref.isHome || journey.studyKey !== ref.studyKey) return null;
  return journey.enrollmentId;
}

function searchOnce(api: SagaServices['api'], state: SiteSelectionState, enrollmentId: string | null) {
  const ref = state.ref!;
  return api.call(searchSites, {
    query: {
      SiteRootPath: ref.rootPath,
      SiteSettingsId: ref.siteSettingsId,
      Language: ref.language,
      IsSiteDetailsForHomePage: ref.isHome ? 'true' : 'false',
      ZipCode: state.zip,
      ...(enrollmentId ? { EnrollmentId: enrollmentId } : {}),
    },
  });
}

/** The first site of the visible list is highlighted once, as Partial, and only recorded. */
function* highlightFirstSite() {
  const state: SiteSelectionState = yield select(selectSiteSelection);
  const first = panelView(state.sites, state.panel, state.expanded).visible[0];
  if (first) yield put(firstSiteHighlighted({ siteCode: first.siteCode }));
}

/** One search; while the connection is down it is tried again when back, on "try again", or later. */
export function* loadSites() {
  const { api, log, waitForOnline } = yield* services('api', 'log', 'waitForOnline');
  const state: SiteSelectionState = yield select(selectSiteSelection);
  const journey: JourneyState = yield select(selectJourney);
  if (!state.ref) return;
  const enrollmentId = enrollmentFor(state, journey);
  if (enrollmentId) yield put(stepReached({ enrollmentId, step: 'site-selection' }));
  yield put(sitesLoading());
  while (true) {
    try {
      const answer: SearchAnswer = yield call(searchOnce, api, state, enrollmentId);
      yield put(
        sitesLoaded({
          sites: answer.sitesData,
          origin: answer.origin,
          sponsorConsent: answer.sponsorConsent,
        }),
      );
      yield call(highlightFirstSite);
      return;
    } catch (error) {
      log('site search failed', error);
      if (isFinalRefusal(error)) {
        yield put(sitesLoadFailed());
        return;
      }
      yield put(sitesLoadOffline());
      yield race({
        online: call(waitForOnline),
        retry: take(siteSelectionRetryRequested.type),
        later: call(delay, READ_RETRY_MS),
      });
      yield put(sitesLoading());
    }
  }
}

/** A new page or a new zip search replaces a search still under way. */
export function* siteSelectionLoadSaga(searchNow = false) {
  if (searchNow) yield fork(loadSites);
  yield takeLatest([siteSelectionOpened.type, zipSearchSubmitted.type], loadSites);
}
