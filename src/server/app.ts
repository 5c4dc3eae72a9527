import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import '../shared/zod-locale';
import type { AppDeps } from './app-deps';
import { problemBeforeRouting, registerErrorHandler } from './http/error-handler';
import { registerJsonCharsetCheck } from './http/json-charset';
import { trialSearchCountsPruner } from './trials/trial-search-counts';
import { registerEmailCheckLimit, type EmailCheckLimit } from './http/email-check-limit';
import { idempotencyKeyPruner } from './http/idempotency-retention';
import { scheduleDailyPruning } from './jobs/daily-pruning';
import { staffTokenPruner } from './staff/staff-token-retention';
import { registerCompression } from './plugins/compression';
import { registerCrossSiteGuard } from './plugins/cross-site-guard';
import { loggerOptions, registerRequestIdHeader, requestIdOptions } from './plugins/logging';
import { registerNotFound } from './plugins/not-found';
import { DEFAULT_RATE_LIMIT, registerRateLimit, type RateLimitOptions } from './plugins/rate-limit';
import { registerSecurityHeaders, securityHeaderSetter } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';
import { createSpaShell } from './plugins/spa-shell';
import { createFirstPaint } from './first-paint/first-paint';
import { registerRoutes } from './routes/index';
import { registerMessageDelivery, type MessageDeliveryOptions } from './jobs/message-delivery';
import { scheduleTrialSync } from './trials/ctgov/trial-sync-job';
import { scheduleSavedSearchAlerts } from './saved-searches/saved-search-alert-job';

export const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  /** Fastify logger options; defaults to JSON logs at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Overrides the configured rate limit (tests inject a clock and small budgets). */
  rateLimit?: Partial<RateLimitOptions>;
  bodyLimit?: number;
  /** Overrides the shared limit of the email-existence checks (tests use small budgets). */
  emailCheckLimit?: EmailCheckLimit;
  /** The outgoing-message worker (tests drive their own). */
  messages?: MessageDeliveryOptions;
  /** false: no daily saved-search alerts (tests run notifySavedSearches themselves). */
  savedSearchAlerts?: boolean;
}

/** Builds the whole server: hooks first, then routes, static files and the 404 handler. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: problemBeforeRouting(securityHeaderSetter(config)),
    ...requestIdOptions(),
  });
  registerErrorHandler(app);
  registerRequestIdHeader(app);
  registerJsonCharsetCheck(app);
  registerSecurityHeaders(app, config);
  const rateLimit = { ...DEFAULT_RATE_LIMIT, ...config.rateLimit, ...options.rateLimit };
  registerRateLimit(app, rateLimit);
  if (rateLimit.enabled) registerEmailCheckLimit(app, deps, options.emailCheckLimit);
  registerCrossSiteGuard(app, config.publicBaseUrl);
  // Compression hooks onto each route as it is added: it must come before every route.
  await registerCompression(app);
  registerRoutes(app, deps);
  scheduleDailyPruning(app, deps, [idempotencyKeyPruner, staffTokenPruner, trialSearchCountsPruner]);
  registerMessageDelivery(app, deps, options.messages);
  scheduleTrialSync(app, deps);
  if (options.savedSearchAlerts !== false) scheduleSavedSearchAlerts(app, deps);
  const site = await registerStaticFiles(app, config.staticDir);
  const firstPaint = config.firstPaint
    ? createFirstPaint((error, url) => app.log.warn({ err: error, url }, 'first paint failed'))
    : null;
  registerNotFound(app, {
    shell: site?.hasIndex ? createSpaShell(config.staticDir, deps, firstPaint) : null,
  });
  return app;
}
