import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { pathOf } from '../http/api-paths';

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

/**
 * Fastify's pino logger, JSON lines. Bodies are never logged and the query string is dropped
 * from logged URLs (it can carry personal data); credentials are redacted should a header
 * ever be logged.
 */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        path: pathOf(request.url),
        ip: request.ip,
      }),
    },
  };
}

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'logController'> {
  return {
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  };
}

/** Echoes the request id, so a support ticket can name the log lines of a failed call. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
