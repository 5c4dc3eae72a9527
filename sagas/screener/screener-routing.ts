import { call, put, race, select, take } from 'redux-saga/effects';
import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import {
  multiConditionHopped,
  routingFailed,
  routingRetryRequested,
  selectScreener,
  type ScreenerFrame,
  type ScreenerState,
} from '../../src/features/screener/screener-slice';
import { ApiError, NetworkError } from '../../src/lib/api-client';
import { delay } from '../../src/lib/clock';
import { localizePath } from '../../src/shared/content-model/language';
import { splitParamList, type SiteSettings } from '../../src/shared/content-model/site-settings';
import {
  DEFAULT_SITE_COUNT,
  getNextSteps,
  getSites,
  GET_SITES_TIMEOUT_MS,
  GET_SITES_URL,
  type NextStepsResponse,
  type SiteDetails,
} from '../../src/shared/contracts/prescreener';
import { ageOf, minorDnqVariant } from '../../src/shared/domain/minor-dnq';
import { protocolsOf, type ScreenerOutput } from '../../src/shared/domain/screener-output';
import {
  carriedAnswers,
  carriedQueryParams,
  multiConditionApplies,
  multiConditionHops,
  nextConditionPath,
  nextConditionUrl,
  withQueryParams,
  type QueryParamRules,
} from '../../src/shared/domain/screener-routing';
import { settledSiteSettings } from '../shared/settled-site-settings';
import { service, services } from '../shared/saga-services';

const validZip = (zip: string | undefined) => (zip && /^\d{5}$/.test(zip) ? zip : '');

function* queryRules(frame: ScreenerFrame) {
  const settings: SiteSettings | null = yield call(settledSiteSettings, frame.language);
  if (!settings) {
    const log = yield* service('log');
    log('site settings unavailable: the query is carried as it is', undefined);
  }
  const rules: QueryParamRules = {
    retain: splitParamList(settings?.RetainQueryParamList ?? ''),
    remove: splitParamList(settings?.RemoveQueryParamList ?? ''),
  };
  return rules;
}

/** Goes to a content path of the visitor's language, keeping the allowed query parameters. */
function* goTo(frame: ScreenerFrame, path: string) {
  const rules: QueryParamRules = yield call(queryRules, frame);
  const to = withQueryParams(localizePath(path, frame.language), carriedQueryParams(frame.query, rules));
  yield put(navigationRequested({ to }));
}

/** GET /api/dap-api GetSites with the spec's 20 s time-out; null when it failed or timed out. */
function* lookUpSites(frame: ScreenerFrame, protocols: string[], zip: string) {
  const { api, log } = yield* services('api', 'log');
  const controller = new AbortController();
  const query = {
    url: GET_SITES_URL,
    SiteRootPath: frame.study.rootPath,
    SiteSettingsId: frame.study.siteSettingsId,
    Language: frame.language,
    EligibleProtocols: protocols.join(','),
    ...(frame.study.protocolSettingsId ? { ProtocolSettingsId: frame.study.protocolSettingsId } : {}),
    SiteCount: frame.study.siteCount ? String(frame.study.siteCount) : DEFAULT_SITE_COUNT,
    ZipCode: zip,
  } as const;
  try {
    const { answer }: { answer?: { siteDetails: SiteDetails[] } } = yield race({
      answer: call([api, api.call], getSites, { query }, { signal: controller.signal }),
      timeout: call(delay, GET_SITES_TIMEOUT_MS),
    });
    if (!answer) controller.abort();
    return answer ? answer.siteDetails : null;
  } catch (error) {
    log('GetSites failed: continuing with the next steps', error);
    return null;
  }
}

function isOffline(error: unknown): boolean {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return browserOffline || (error instanceof NetworkError && !error.aborted);
}

/** The next steps; on failure the page says so (offline or not) and it is tried again. */
function* fetchNextSteps(frame: ScreenerFrame, protocols: string[], zip: string) {
  const { api, log, waitForOnline } = yield* services('api', 'log', 'waitForOnline');
  const query = {
    studyKey: frame.study.key,
    patientType: frame.patientType,
    language: frame.language,
    protocols: protocols.join(','),
    zipCode: zip,
  };
  while (true) {
    try {
      const answer: NextStepsResponse = yield call([api, api.call], getNextSteps, { query });
      return answer;
    } catch (error) {
      log('NextSteps failed', error);
      yield put(routingFailed({ offline: isOffline(error), server: error instanceof ApiError }));
      yield race({ retry: take(routingRetryRequested.type), online: call(waitForOnline) });
    }
  }
}

/**
 * The next condition's study, when one is left: `/{study path}?journeyId=…&utm_…`. The hop is
 * remembered with the condition left behind and the answers carried, for the next questionnaire.
 */
function* tryNextCondition(frame: ScreenerFrame, hops: number, output: ScreenerOutput) {
  const state: ScreenerState = yield select(selectScreener);
  const path = nextConditionPath(
    frame.study.nextConditionStudyPaths,
    frame.study.rootPath,
    state.multiCondition.tried,
  );
  if (!path) return false;
  const hop = { toPath: path, fromCondition: output.condition, carried: carriedAnswers(output) };
  yield put(multiConditionHopped({ hops: hops + 1, fromPath: frame.study.rootPath, hop }));
  yield put(
    navigationRequested({
      to: localizePath(nextConditionUrl(path, hops + 1, frame.study.key), frame.language),
    }),
  );
  return true;
}

/**
 * The screener's transitions. First who may answer for whom (minor-dnq.ts): a rule of it sends the visitor to
 * /minor-dnq/{type}, whatever the answers. Qualified: with multi-condition routing, the sites for the
 * qualified protocols are looked up first and none sends the visitor to the next condition's study; otherwise
 * the next steps decide (contact info, or no site available). Disqualified: the next condition's study with
 * multi-condition routing, else /dnq/{type}.
 */
export function* routeAfterScreener(frame: ScreenerFrame, output: ScreenerOutput) {
  const state: ScreenerState = yield select(selectScreener);
  const hops = multiConditionHops(frame.query, state.multiCondition.hops);
  const multi = multiConditionApplies({
    enableMultiCondition: frame.study.enableMultiCondition,
    journeyType: frame.study.journeyType,
    query: frame.query,
    hops,
  });
  const minorDnq = minorDnqVariant({
    patientType: frame.patientType,
    age: ageOf(output.ac),
    genericAnswers: output.genericAnswers,
    acceptsMinors: frame.study.acceptsMinors ?? false,
  });
  if (minorDnq) {
    yield call(goTo, frame, `/minor-dnq/${minorDnq}`);
    return;
  }
  const protocols = protocolsOf(output);
  const zip = validZip(output.zipCode);
  if (protocols.length === 0) {
    const hopped: boolean = multi ? yield call(tryNextCondition, frame, hops, output) : false;
    if (!hopped) yield call(goTo, frame, `/dnq/${frame.patientType}`);
    return;
  }
  if (multi) {
    const sites: SiteDetails[] | null = yield call(lookUpSites, frame, protocols, zip);
    const hopped: boolean = sites?.length === 0 ? yield call(tryNextCondition, frame, hops, output) : false;
    if (hopped) return;
  }
  const next: NextStepsResponse = yield call(fetchNextSteps, frame, protocols, zip);
  yield call(goTo, frame, next.nextStepUrl);
}
