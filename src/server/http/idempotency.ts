import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { runInTransactionScope } from '../db/transaction-scope';
import { HttpProblem } from './problem';

export interface IdempotentRequest {
  key: string;
  fingerprint: string;
  method: string;
  /** The route's path template: part of what the stored row describes. */
  path: string;
  /** For error messages only (the contract's name). */
  label: string;
}

export interface HandlerResponse {
  status: number;
  body: unknown;
}

export interface IdempotentOutcome extends HandlerResponse {
  replayed: boolean;
}

export type TransactionalHandler = (trx: Transaction<Database>) => Promise<HandlerResponse>;

/*
 * Keys this process is executing right now, per database. PGlite runs one transaction at a
 * time and advisory locks are re-entrant within its single session, so without this set a
 * concurrent replay would queue behind the original instead of being told to come back later.
 */
const inFlightByDatabase = new WeakMap<object, Set<string>>();

function inFlightKeys(db: object): Set<string> {
  let keys = inFlightByDatabase.get(db);
  if (!keys) {
    keys = new Set();
    inFlightByDatabase.set(db, keys);
  }
  return keys;
}

function stillProcessing(): HttpProblem {
  return new HttpProblem(
    409,
    'Conflict',
    'A request with this key is still being processed.',
    [{ field: 'header.Idempotency-Key', reason: 'in progress' }],
    { 'retry-after': '1' },
  );
}

function keyReused(): HttpProblem {
  return new HttpProblem(
    422,
    'Idempotency-Key reused',
    'This Idempotency-Key was already used for a different request.',
    [{ field: 'header.Idempotency-Key', reason: 'already used for a different request' }],
  );
}

// Another server committed the same key between our lookup and insert: only possible without
// the advisory lock (e.g. a different deployment), but it must still never be a second effect.
function isKeyConflict(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'idempotency_keys_pkey';
}

async function tryLock(trx: Transaction<Database>, key: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

async function execute(
  trx: Transaction<Database>,
  request: IdempotentRequest,
  now: Date,
  handler: TransactionalHandler,
) {
  if (!(await tryLock(trx, request.key))) throw stillProcessing();
  const stored = await trx
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response_status', 'response_body'])
    .where('key', '=', request.key)
    .executeTakeFirst();
  if (stored) {
    if (stored.fingerprint !== request.fingerprint) throw keyReused();
    return { status: stored.response_status, body: stored.response_body, replayed: true };
  }
  const response = await runInTransactionScope(request.label, () => handler(trx));
  await trx
    .insertInto('idempotency_keys')
    .values({
      key: request.key,
      fingerprint: request.fingerprint,
      method: request.method,
      path: request.path,
      response_status: response.status,
      response_body: JSON.stringify(response.body),
      created_at: now,
    })
    .execute();
  return { ...response, replayed: false };
}

/**
 * Runs a state-changing handler at most once per Idempotency-Key. One transaction holds the
 * key's advisory lock, the lookup, the handler's writes and the stored response: a failing
 * handler rolls everything back and leaves the key free for a retry.
 */
export async function runIdempotent(
  db: Kysely<Database>,
  request: IdempotentRequest,
  now: () => Date,
  handler: TransactionalHandler,
): Promise<IdempotentOutcome> {
  const inFlight = inFlightKeys(db);
  if (inFlight.has(request.key)) throw stillProcessing();
  inFlight.add(request.key);
  try {
    return await db.transaction().execute((trx) => execute(trx, request, now(), handler));
  } catch (error) {
    if (isKeyConflict(error)) throw stillProcessing();
    throw error;
  } finally {
    inFlight.delete(request.key);
  }
}
