import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { Database } from '../db/schema';
import { getBreadcrumbs, getContextData, getLayout } from '../../shared/contracts/content';
import type { AppDeps } from '../app-deps';
import { buildBreadcrumbs } from '../content/breadcrumbs';
import { getSiteSettings } from '../content/content-repository';
import { resolveLayout } from '../content/layout';
import { revalidationHeaders } from '../content/revalidation-headers';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';

const notLoaded = () =>
  new HttpProblem(503, 'Content not available', 'The site content has not been loaded yet.');

/** The answer of GET /api/cr-context-data; null before the content is loaded. */
export async function contextDataAnswer(
  deps: AppDeps,
  db: Kysely<Database>,
  language: Language,
): Promise<ResponseOf<typeof getContextData> | null> {
  const settings = await getSiteSettings(db, language);
  if (!settings) return null;
  // The deployment, not the content, knows its own address and whether maps are available.
  const { publicBaseUrl, mapsApiKey, kioskStaffPin } = deps.config;
  return {
    ...settings,
    baseUrl: publicBaseUrl,
    mapsApiKeyConfigured: Boolean(mapsApiKey),
    ...(mapsApiKey ? { mapsApiKey } : {}),
    // Only the salted verifier: kiosks check the staff PIN offline (kiosk-settings.ts).
    ...(kioskStaffPin ? { kioskStaffPin } : {}),
  };
}

function registerContextData(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getContextData, async ({ query, db }) => {
    const answer = await contextDataAnswer(deps, db, query.language);
    if (!answer) throw notLoaded();
    return answer;
  });
}

function registerLayout(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getLayout, async ({ query, db }) => {
    const layout = await resolveLayout(db, query.path, query.language);
    if (!layout) throw notLoaded();
    return layout;
  });
}

function registerBreadcrumbRoute(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getBreadcrumbs, async ({ query, db, request }) => {
    if (!query.itemId) return { items: [] };
    try {
      return { items: await buildBreadcrumbs(db, query.itemId, query.language) };
    } catch (error) {
      // Errors give empty breadcrumbs.
      request.log.warn({ err: error, itemId: query.itemId }, 'breadcrumbs failed');
      return { items: [] };
    }
  });
}

/** GET /api/cr-context-data, /api/layout and /api/content-graph/breadcrumbs. */
export function registerContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Encapsulated so that the caching hook applies to these routes only.
  void app.register(async (scope) => {
    scope.addHook('preSerialization', revalidationHeaders);
    registerContextData(scope, deps);
    registerLayout(scope, deps);
    registerBreadcrumbRoute(scope, deps);
  });
}
