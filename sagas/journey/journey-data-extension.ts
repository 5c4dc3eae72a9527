import { call, select } from 'redux-saga/effects';
import type { HomePageStudy, JourneyState } from '../../src/features/journey/journey-slice';
import { selectJourney } from '../../src/features/journey/journey-slice';
import { selectJourneyPage, type JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import { journeyUrls } from './journey-urls';
import {
  addGlobalSettingsToDataExtension,
  addOrUpdateQueryParams,
  type GlobalSettingsPayload,
} from '../../src/shared/contracts/journey';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import type { StudySettings } from '../../src/shared/content-model/study';
import { localizePath, type Language } from '../../src/shared/content-model/language';
import { SITE_SELECTION_SUCCESS_PATH } from '../../src/shared/domain/site-selection-success-path';
import { awaitSiteSettings } from '../shared/site-settings';
import { enqueueJourneyWrite } from './journey-writes';

/** Never recorded: a secret (the resume token) and the editors' mode switch. */
const UNRECORDED_PARAMS = new Set(['resumeJourneyToken', 'sc_mode']);
const MAX_PARAMS = 50;

/** The page's query parameters worth recording, within the contract's limits. */
export function recordableParams(query: Readonly<Record<string, string>>): Array<[string, string]> {
  return Object.entries(query)
    .filter(([key]) => key.trim() !== '' && key.length <= 100 && !UNRECORDED_PARAMS.has(key))
    .slice(0, MAX_PARAMS)
    .map(([key, value]) => [key, value.slice(0, 2000)]);
}

type FullStudy = HomePageStudy & Partial<StudySettings>;

function studyPart(study: FullStudy, language: Language) {
  const root = study.rootPath;
  return {
    studyName: study.studyName,
    siteSettingsId: study.siteSettingsId,
    protocolSettingsId: study.protocolSettingsId,
    enableScreenerLandingPage: study.enableScreenerLandingPage,
    siteCount: study.siteCount,
    projectTherapeuticArea: study.projectTherapeuticArea,
    siteRootPath: root ? localizePath(root, language) : undefined,
    successRootPath: localizePath(SITE_SELECTION_SUCCESS_PATH, language),
    ...(root ? journeyUrls(root) : {}),
  };
}

function settingsPart(settings: SiteSettings | null) {
  if (!settings) return {};
  return {
    source: settings.source,
    dataControllerOrg: settings.dataControllerOrg,
    sendMailingList: settings.sendMailingList,
    baseUrl: settings.baseUrl,
    returningUserTimeInterval: settings.returningUserTimeInterval,
    returningUserTimeValue: settings.returningUserTimeValue,
    cookieTracker: settings.cookieTracker,
  };
}

/** "Global-settings payload", from the journey, the study, the site settings and the page. */
export function globalSettingsFor(
  journey: JourneyState,
  study: FullStudy,
  settings: SiteSettings | null,
  page: { language: Language; query: Readonly<Record<string, string>> },
): GlobalSettingsPayload {
  const payload: GlobalSettingsPayload = {
    ...settingsPart(settings),
    ...studyPart(study, page.language),
    isActiveEnrollment: journey.isActiveEnrollment,
    potentialId: journey.potentialId ?? undefined,
    tenantKey: study.tenantKey,
    dataControllerOrg: study.dataControllerOrg ?? settings?.dataControllerOrg,
    journeyStatus: journey.journeyStatus ?? 'Partial',
    journeyStep: journey.journeyStep,
    language: page.language,
    journeyId: study.journeyType,
    browserId: journey.browserId ?? undefined,
    urlParams: recordableParams(page.query).map(([key, value]) => ({ key, value })),
    enrollmentId: journey.enrollmentId ?? undefined,
    studyKey: study.key,
  };
  return payload;
}

function queryOf(page: JourneyPageView | null, fallback: Readonly<Record<string, string>>) {
  return page ? Object.fromEntries(new URLSearchParams(page.search)) : fallback;
}

/** AddGlobalSettingsToDataExtension/{guestRef}?guestType=…, through the outbox. */
export function* postGlobalSettings(study: HomePageStudy, language: Language, query: Record<string, string>) {
  // The settings fill most of the payload; the layout is loading them anyway.
  const settings: SiteSettings | null = yield call(awaitSiteSettings);
  const journey: JourneyState = yield select(selectJourney);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  if (!journey.guestRef || !journey.enrollmentId) return;
  const full: FullStudy = page?.study?.key === study.key ? { ...page.study, ...study } : study;
  const body = globalSettingsFor(journey, full, settings, { language, query: queryOf(page, query) });
  yield call(
    enqueueJourneyWrite,
    addGlobalSettingsToDataExtension,
    { params: { guestRef: journey.guestRef }, query: { guestType: journey.guestType }, body },
    { group: journey.enrollmentId, label: 'Visit details saved' },
  );
}

/** AddOrUpdateQueryParams with the page's parameters (nothing to send without any). */
export function* postQueryParams(query: Readonly<Record<string, string>>) {
  const journey: JourneyState = yield select(selectJourney);
  const params = recordableParams(query);
  if (params.length === 0 || !journey.enrollmentId || !journey.tenantKey) return;
  yield call(
    enqueueJourneyWrite,
    addOrUpdateQueryParams,
    {
      body: {
        queryParams: params.map(([queryParamKey, queryParamValue]) => ({ queryParamKey, queryParamValue })),
        enrollmentId: journey.enrollmentId,
        tenantKey: journey.tenantKey,
        potentialId: journey.potentialId ?? undefined,
      },
    },
    { group: journey.enrollmentId, label: 'Visit details saved' },
  );
}
