import type { FastifyInstance } from 'fastify';
import { getSites } from '../../shared/contracts/prescreener';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { siteDetailsOf, sitesForProtocols, splitProtocols } from '../screener/site-lookup';

/**
 * GET /api/dap-api?url=/SiteSelection/GetSites&…. The original is a proxy to a data API chosen by `url`; ours
 * answers the one lookup this journey makes: the sites running the eligible protocols, at most SiteCount of
 * them (default "1").
 */
export function registerDapApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getSites, async ({ query, db }) => {
    const sites = await sitesForProtocols(
      db,
      query.Language,
      splitProtocols(query.EligibleProtocols),
      Number(query.SiteCount),
    );
    return { siteDetails: sites.map(siteDetailsOf) };
  });
}
