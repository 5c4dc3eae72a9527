import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import { splitLocalePath } from '../../shared/content-model/language';
import type { StudySettings } from '../../shared/content-model/study';
import type { QueryOf, ResponseOf } from '../../shared/contracts/define-call';
import type { searchSites } from '../../shared/contracts/site-selection';
import { listContentItems } from '../content/content-repository';
import type { Database } from '../db/schema';
import { zipCoordinates } from '../geo/zip-coordinates';
import { HttpProblem } from '../http/problem';
import { contactOfEnrollment, contactZipOf, qualifiedProtocolsOf } from './enrollment-context';
import { openSitesOf, rankSites } from './site-ranking';

type SearchQuery = Required<Pick<QueryOf<typeof searchSites>, 'SiteRootPath' | 'SiteSettingsId'>> & {
  Language: Language;
  IsSiteDetailsForHomePage: 'true' | 'false';
  ZipCode: string;
  EnrollmentId?: string;
};
type SearchAnswer = ResponseOf<typeof searchSites>;

const invalid = (field: string, reason: string) =>
  new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [{ field, reason }]);

/** The study whose home is SiteRootPath (a /es prefix is allowed); 404 when none. */
export async function studyOfRootPath(
  db: Kysely<Database>,
  rootPath: string,
  language: Language,
): Promise<StudySettings> {
  const path = splitLocalePath(rootPath).path.replace(/\/+$/, '') || '/';
  const studies = await listContentItems(db, 'study', language);
  const study = studies.find((candidate) => candidate.rootPath === path);
  if (!study) throw new HttpProblem(404, 'Study not found', `No study at ${path}.`);
  return study;
}

/**
 * The protocols to search: the study's for the home page or without an enrolment; with one, the
 * protocols its screener qualified it for (those of this study), or the study's when no result is
 * stored (a resumed journey whose screener ran elsewhere must still see sites).
 */
async function protocolsToSearch(db: Kysely<Database>, study: StudySettings, query: SearchQuery) {
  if (query.IsSiteDetailsForHomePage === 'true' || !query.EnrollmentId) return study.protocols;
  const qualified = await qualifiedProtocolsOf(db, study.tenantKey, query.EnrollmentId);
  const ofStudy = qualified.filter((protocol) => study.protocols.includes(protocol));
  return ofStudy.length > 0 ? ofStudy : study.protocols;
}

/** The zip of the query, else the one on the enrolment's contact form. */
async function zipToSearch(db: Kysely<Database>, study: StudySettings, query: SearchQuery) {
  if (query.ZipCode !== '') return query.ZipCode;
  if (!query.EnrollmentId || query.IsSiteDetailsForHomePage === 'true') return '';
  return contactZipOf(await contactOfEnrollment(db, study.tenantKey, query.EnrollmentId));
}

/** GET /api/sites/Search: the ranked sites (rules: site-ranking.ts). */
export async function searchStudySites(db: Kysely<Database>, query: SearchQuery): Promise<SearchAnswer> {
  const study = await studyOfRootPath(db, query.SiteRootPath, query.Language);
  if (study.siteSettingsId !== query.SiteSettingsId) {
    throw invalid('query.SiteSettingsId', 'Not the site settings of this study');
  }
  const protocols = await protocolsToSearch(db, study, query);
  const zip = await zipToSearch(db, study, query);
  const place = zip ? zipCoordinates(zip) : null;
  const sites = openSitesOf(await listContentItems(db, 'site', query.Language), protocols);
  const sitesData = rankSites(sites, place);
  return {
    sitesData,
    siteCount: sitesData.length,
    origin: place
      ? { zipCode: place.zipCode, state: place.state, latitude: place.latitude, longitude: place.longitude }
      : null,
    sponsorConsent: {
      kiElementsConsent: study.sponsorKiElementsConsent,
      lifeLinkConsent: study.sponsorLifeLinkConsent ?? null,
    },
    studyKey: study.key,
    journeyType: study.journeyType,
  };
}
