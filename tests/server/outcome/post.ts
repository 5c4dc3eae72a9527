import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** POST with a fresh Idempotency-Key unless one is given (null = none). */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: { key?: string | null; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...(key === null ? {} : { 'idempotency-key': key }), ...options.headers },
  });
}
