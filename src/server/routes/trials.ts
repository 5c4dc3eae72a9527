import type { FastifyInstance } from 'fastify';
import { savedTrials, searchTrials, suggestConditions, trialDetails } from '../../shared/contracts/trials';
import { parseTrialFilters } from '../../shared/domain/trials/trial-filters';
import type { AppDeps } from '../app-deps';
import { databaseKind } from '../db/database';
import { registerCall } from '../http/register-call';
import { registerNoStore } from '../registry/no-store';
import { requireSession } from '../registry/session-guard';
import { savedTrialResults } from '../trials/saved-trial-results';
import { trialDetailsOf } from '../trials/trial-details';
import { searchTrialIndex } from '../trials/trial-search';
import { suggestConditionsOf } from '../trials/trial-suggestions';

/** Public answers: the same for everybody, nothing personal in them. */
const PUBLIC_MAX_AGE = 'public, max-age=60';

function cacheControl(scope: FastifyInstance, value: string): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    // A problem answer (4xx/5xx) sets its own no-store.
    if (reply.statusCode < 400) reply.header('cache-control', value);
    return payload;
  });
}

/** GET /api/trials/Search, Suggest and Details; POST /api/contacts/SavedTrials. */
export function registerTrialRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // Results are read from the index each time: the client keeps its own last results offline.
    cacheControl(scope, 'no-store');
    // PGlite belongs to this process alone: nobody else can move the catalogue's version.
    const onlyWriter = databaseKind(deps.config) === 'pglite';
    registerCall(scope, deps, searchTrials, ({ query, db }) =>
      searchTrialIndex(
        db,
        {
          q: query.q,
          zip: query.zip,
          page: Number(query.page),
          pageSize: Number(query.pageSize),
          language: query.language,
          filters: parseTrialFilters((name) => (query as Record<string, string | undefined>)[name]),
        },
        onlyWriter,
      ),
    );
  });
  void app.register(async (scope) => {
    cacheControl(scope, PUBLIC_MAX_AGE);
    registerCall(scope, deps, suggestConditions, async ({ query, db }) => ({
      suggestions: await suggestConditionsOf(db, query.q, Number(query.limit), query.language),
    }));
    registerCall(scope, deps, trialDetails, ({ query, db }) => trialDetailsOf(db, query.id, query.language));
  });
  void app.register(async (scope) => {
    registerNoStore(scope);
    registerCall(scope, deps, savedTrials, async ({ body, db }) => {
      const profileId = await requireSession(db, body.myProfileToken, deps.now());
      return { trials: await savedTrialResults(db, profileId, body.language) };
    });
  });
}
