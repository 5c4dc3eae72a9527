import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { StudySettings } from '../../shared/content-model/study';
import { getContextData } from '../../shared/contracts/content';
import { buildUrl } from '../../shared/contracts/define-call';
import {
  DEFAULT_LIST_COUNTRY,
  getStates,
  getTimeZones,
  STATES_PAGE_SIZE,
  TIME_ZONES_PAGE_SIZE,
} from '../../shared/contracts/lists';
import { getScreener } from '../../shared/contracts/screener-definition';
import { getStudyPages, MAX_STUDY_PAGES, type StudyPagesResponse } from '../../shared/contracts/study-pages';
import { allOutcomePaths } from '../../shared/domain/outcome-paths';
import type { AppDeps } from '../app-deps';
import { normalizePath, resolveLayout } from '../content/layout';
import { revalidationHeaders } from '../content/revalidation-headers';
import { stateList } from '../lists/states';
import { timeZoneList } from '../lists/time-zones';
import type { Database } from '../db/schema';
import { registerCall } from '../http/register-call';

const NONE: StudyPagesResponse = { paths: [], contentUrls: [] };

/** LIKE treats % and _ as wildcards; a content path is matched literally. */
const likePrefix = (path: string) => `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;

async function pagePaths(db: Kysely<Database>, root: string, language: Language): Promise<string[]> {
  const outcomes = allOutcomePaths().map((outcome) => outcome.path);
  const rows = await db
    .selectFrom('content_pages')
    .select('path')
    .where('language', '=', language)
    .where((eb) => eb.or([eb('path', 'like', likePrefix(root)), eb('path', 'in', outcomes)]))
    .orderBy('path')
    .limit(MAX_STUDY_PAGES)
    .execute();
  return rows.map((row) => row.path);
}

function pagedUrls(path: string, total: number, pageSize: number, language: Language): string[] {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return Array.from({ length: pages }, (_, index) =>
    buildUrl(path, {}, { language, country: DEFAULT_LIST_COUNTRY, page: index + 1 }),
  );
}

/** The public calls the study's pages make besides their layouts, as the page builds their URLs. */
function contentUrlsOf(study: StudySettings, language: Language): string[] {
  // The site settings every page asks for (inlined in a page's HTML, like its layout).
  const urls = [buildUrl(getContextData.path, {}, { language })];
  if (study.screenerKey) urls.push(buildUrl(getScreener.path, {}, { key: study.screenerKey, language }));
  urls.push(
    ...pagedUrls(
      getStates.path,
      stateList(DEFAULT_LIST_COUNTRY, language).length,
      STATES_PAGE_SIZE,
      language,
    ),
    ...pagedUrls(
      getTimeZones.path,
      timeZoneList(DEFAULT_LIST_COUNTRY, language).length,
      TIME_ZONES_PAGE_SIZE,
      language,
    ),
  );
  return urls.slice(0, MAX_STUDY_PAGES);
}

/**
 * GET /api/study-pages: for a study's home path, its pages (the home first) and the content they need, so
 * the service worker can keep them for offline use. Any other path answers nothing to keep.
 */
export function registerStudyPagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.addHook('preSerialization', revalidationHeaders);
    registerCall(scope, deps, getStudyPages, async ({ query, db }) => {
      const layout = await resolveLayout(db, query.path, query.language);
      const study = layout?.found ? layout.study : null;
      if (!study || normalizePath(query.path) !== study.rootPath) return NONE;
      // The home itself first: the visit that asked may have had its answers inlined in the HTML
      // before the service worker controlled the page, so nothing of it is kept yet.
      const others = (await pagePaths(db, study.rootPath, query.language)).filter(
        (p) => p !== study.rootPath,
      );
      const paths = [study.rootPath, ...others].slice(0, MAX_STUDY_PAGES);
      return { paths, contentUrls: contentUrlsOf(study, query.language) };
    });
  });
}
