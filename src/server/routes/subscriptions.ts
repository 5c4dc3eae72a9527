import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  commonResubscribe,
  commonUnsubscribe,
  createProfileToken,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  resubscribe,
  unsubscribe,
  unsubscribeToken,
} from '../../shared/contracts/subscriptions';
import type { AppDeps } from '../app-deps';
import { HttpProblem, problem, sendProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { ONE_CLICK_BODY_LIMIT, ONE_CLICK_CONTENT_TYPES, isOneClickBody } from '../subscriptions/one-click';
import * as changes from '../subscriptions/subscription-changes';

/*
 * Unsubscribe, resubscribe and the profile token. Nothing here changes state on a GET: mail scanners open
 * every link, and only a person's click on a page's button (a POST) or a mail client's RFC 8058 one-click
 * POST unsubscribes.
 */

function invalid(field: string, reason: string): HttpProblem {
  return new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [{ field, reason }]);
}

function registerPageCalls(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, commonUnsubscribe, ({ body, db }) =>
    changes.commonUnsubscribe(db, body.unsubscribeToken, deps.now()),
  );
  registerCall(app, deps, unsubscribe, ({ body, db }) =>
    changes.siteUnsubscribe(db, body.unsubscribeToken, body.siteSettingsId, deps.now()),
  );
  registerCall(app, deps, commonResubscribe, ({ body, db }) =>
    changes.commonResubscribe(db, body.unsubscribeToken, body.emailAddress, deps.now()),
  );
  registerCall(app, deps, resubscribe, ({ body, db }) =>
    changes.siteResubscribe(db, body.unsubscribeToken, body.emailAddress, body.siteSettingsId, deps.now()),
  );
  /*
   * An unsubscribe token may unsubscribe and resubscribe, nothing more: it is in every mail's
   * headers, forwarded mail and mail-scanner logs included, and outlives any session. So it never
   * buys a profile token; signing in is the mailed sign-in link's job alone. The call stays (the
   * unsubscribe page of the spec makes it) and answers as for an unknown token.
   */
  registerCall(app, deps, { ...createProfileToken, changesState: false }, () =>
    Promise.resolve({ data: null }),
  );
}

async function oneClick(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { uToken } = request.query as { uToken?: unknown };
  const token = unsubscribeToken.safeParse(uToken);
  if (!token.success) throw invalid('query.uToken', 'Required: the token of the mail');
  if (!isOneClickBody(request.headers['content-type'], request.body)) {
    throw invalid('body.List-Unsubscribe', 'Must be List-Unsubscribe=One-Click');
  }
  // An unknown token gets the same 200: the answer tells a prober nothing.
  await changes.oneClickUnsubscribe(deps.db, token.data, deps.now());
  return reply.code(200).header('cache-control', 'no-store').send();
}

/** POST {ONE_CLICK_UNSUBSCRIBE_PATH}?uToken=: RFC 8058; a GET or HEAD is a 405, never an unsubscribe. */
function registerOneClick(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ONE_CLICK_CONTENT_TYPES,
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(ONE_CLICK_UNSUBSCRIBE_PATH, (request, reply) => oneClick(deps, request, reply));
    scope.route({
      method: ['GET', 'HEAD'],
      url: ONE_CLICK_UNSUBSCRIBE_PATH,
      exposeHeadRoute: false,
      handler: (_request, reply) =>
        sendProblem(reply, problem(405, 'Method Not Allowed', 'Unsubscribe with a POST.'), { allow: 'POST' }),
    });
  });
}

/** The four /Send calls of the unsubscribe pages, CreateProfileToken and one-click unsubscribe. */
export function registerSubscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPageCalls(app, deps);
  registerOneClick(app, deps);
}
