import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  alertToken,
  deleteSavedSearch,
  listSavedSearches,
  SAVED_SEARCH_ONE_CLICK_PATH,
  saveSearch,
  setSavedSearchAlerts,
  stopSavedSearchAlerts,
} from '../../shared/contracts/saved-searches';
import type { AppDeps } from '../app-deps';
import { HttpProblem, problem, sendProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { registerNoStore } from '../registry/no-store';
import { stopAlertsWithToken } from '../saved-searches/alert-tokens';
import {
  deleteSavedSearchFor,
  listSavedSearchesFor,
  saveSearchFor,
  setAlertsFor,
} from '../saved-searches/saved-searches';
import { ONE_CLICK_BODY_LIMIT, ONE_CLICK_CONTENT_TYPES, isOneClickBody } from '../subscriptions/one-click';

/*
 * Saved searches (saved-searches.ts contract) and the stop links of their alert mails. As with every
 * unsubscribe, nothing changes on a GET: mail scanners open links; only the page's button (a POST)
 * or a mail client's RFC 8058 one-click POST stops alerts.
 */

function registerMemberCalls(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, saveSearch, async ({ body, db }) => ({
    savedSearch: await saveSearchFor(db, body, deps.now()),
  }));
  registerCall(app, deps, listSavedSearches, async ({ body, db }) => ({
    savedSearches: await listSavedSearchesFor(db, body.myProfileToken, deps.now()),
  }));
  registerCall(app, deps, deleteSavedSearch, async ({ body, db }) => {
    await deleteSavedSearchFor(db, body, deps.now());
    return { deleted: true as const };
  });
  registerCall(app, deps, setSavedSearchAlerts, async ({ body, db }) => ({
    savedSearch: await setAlertsFor(db, body, deps.now()),
  }));
}

const unknownLink = () =>
  new HttpProblem(404, 'Link not valid', 'This link is unknown, has expired or was replaced.', [
    { field: 'body.token', reason: 'Not a live alert link' },
  ]);

async function oneClick(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const token = alertToken.safeParse((request.query as { t?: unknown }).t);
  if (!token.success) {
    throw new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [
      { field: 'query.t', reason: 'Required: the token of the mail' },
    ]);
  }
  if (!isOneClickBody(request.headers['content-type'], request.body)) {
    throw new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [
      { field: 'body.List-Unsubscribe', reason: 'Must be List-Unsubscribe=One-Click' },
    ]);
  }
  // An unknown token gets the same 200: the answer tells a prober nothing.
  await stopAlertsWithToken(deps.db, token.data, deps.now());
  return reply.code(200).header('cache-control', 'no-store').send();
}

function registerStopLinks(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, stopSavedSearchAlerts, async ({ body, db }) => {
    if (!(await stopAlertsWithToken(db, body.token, deps.now()))) throw unknownLink();
    return { stopped: true as const };
  });
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ONE_CLICK_CONTENT_TYPES,
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(SAVED_SEARCH_ONE_CLICK_PATH, (request, reply) => oneClick(deps, request, reply));
    scope.route({
      method: ['GET', 'HEAD'],
      url: SAVED_SEARCH_ONE_CLICK_PATH,
      exposeHeadRoute: false,
      handler: (_request, reply) =>
        sendProblem(reply, problem(405, 'Method Not Allowed', 'Stop alerts with a POST.'), { allow: 'POST' }),
    });
  });
}

export function registerSavedSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerNoStore(scope);
    registerMemberCalls(scope, deps);
    registerStopLinks(scope, deps);
  });
}
