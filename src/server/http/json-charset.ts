import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problem';

/**
 * JSON travels as UTF-8 (RFC 8259): a body that says it is JSON in another charset is refused
 * with 415 before it is read, whatever the route does with its body. Without this, a route that
 * reads no body (sign-out) answered 200 to `application/json; charset=utf-16`, while every route
 * that reads one refused it only when the bytes happened not to parse.
 */
export function registerJsonCharsetCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers['content-type'];
    if (typeof header !== 'string') return;
    const [mediaType = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
    if (mediaType !== 'application/json') return;
    const charset = parameters.find((parameter) => parameter.startsWith('charset='));
    const value = charset?.slice('charset='.length).replace(/^"|"$/g, '');
    if (value === undefined || value === 'utf-8' || value === 'utf8') return;
    throw new HttpProblem(415, 'Unsupported Media Type', 'Send the request body as UTF-8 JSON.', [
      { field: 'header.Content-Type', reason: 'JSON must be sent as UTF-8' },
    ]);
  });
}
