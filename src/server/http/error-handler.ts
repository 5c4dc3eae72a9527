import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { connectionErrorSummary, isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpProblem, problem, sendProblem } from './problem';

/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client errors, with answers that never echo internals. */
const KNOWN_CLIENT_ERRORS: Record<string, { title: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { title: 'Malformed JSON', detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { title: 'Malformed JSON', detail: 'The JSON request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { title: 'Payload Too Large', detail: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    title: 'Unsupported Media Type',
    detail: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    title: 'Bad Request',
    detail: 'The Content-Length header does not match the body.',
  },
};

function clientProblem(error: FastifyError, status: number) {
  const known = error.code ? KNOWN_CLIENT_ERRORS[error.code] : undefined;
  // A JSON.parse SyntaxError carries fragments of the body: never echo it.
  if (known) return problem(status, known.title, known.detail);
  if (error instanceof SyntaxError)
    return problem(400, 'Malformed JSON', 'The request body is not valid JSON.');
  return problem(status);
}

/** Every error becomes application/problem+json; 5xx answers say nothing about the cause. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, error.toProblem(), error.headers);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return sendProblem(reply, clientProblem(error, status));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ database: connectionErrorSummary(error) }, 'database unavailable');
      return sendProblem(
        reply,
        problem(503, 'Service Unavailable', 'The service is briefly unavailable; try again shortly.'),
        { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      );
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, problem(500, 'Internal Server Error', 'An unexpected error occurred.'));
  });
}

/**
 * Errors Fastify meets before routing (an address that is not valid percent-encoding, an
 * over-long parameter): answered as every other error, without echoing the address (it may
 * carry a token), and with the security headers, which the route hooks never get to add.
 */
export function problemBeforeRouting(
  setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
    request.log.info({ code: error.code, status }, 'client error before routing');
    setSecurityHeaders(request, reply);
    void sendProblem(reply, problem(status, undefined, 'The address is not valid.'));
  };
}
