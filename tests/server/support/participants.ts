import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';

export function participantBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    potentialParticipant_ID: 'guest-ref-1',
    sessionStartDateTime: '2025-03-01T10:00:00.000Z',
    journeyStatus: 'Partial',
    journeyId: '01',
    tenantKey: 'tenant-migraine',
    enrollmentId: randomUUID(),
    source: 'CR',
    ...overrides,
  };
}

export interface PostOptions {
  key?: string | null;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** POST /Participant/Add with a fresh Idempotency-Key unless one is given (null = none). */
export function postParticipant(
  app: FastifyInstance,
  body: unknown,
  options: PostOptions = {},
): Promise<LightMyRequestResponse> {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: '/Participant/Add',
    payload: body as object,
    remoteAddress: options.remoteAddress,
    headers: { ...(key === null ? {} : { 'idempotency-key': key }), ...options.headers },
  });
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
