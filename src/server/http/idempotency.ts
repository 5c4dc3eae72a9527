import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import { bindNamed, columnsOf, compileOnly, namedParameterStatement } from '../db/compiled-once';
import type { Database } from '../db/schema';
import type { IdempotencyKeysTable } from '../db/tables/foundation';
import { runInTransactionScope } from '../db/transaction-scope';
import { sentWithCommit } from '../db/sent-with-commit';
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

// Another server committed the same key between our lookup and insert (its commit fell between
// our lookup's snapshot and our lock, or it ran without the lock): never a second effect.
function isKeyConflict(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'idempotency_keys_pkey';
}

interface KeyClaim {
  locked: boolean;
  fingerprint: string | null;
  response_status: number | null;
  response_body: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/*
 * The key's advisory lock and its stored row in one statement: a write costs as many round
 * trips as it sends statements, and this is the first of the two the key adds (the second
 * stores the answer). The key, a validated UUID, is written into the text: a statement without
 * parameters travels with the transaction's BEGIN on PostgreSQL (named-statements.ts), one
 * round trip fewer. The lookup's snapshot may predate the lock; a key committed by another
 * server in that instant makes the insert below fail on the key's primary key, so the write
 * still happens once (the transaction rolls back and the caller is told to come back).
 */
function claimKeyQuery(key: string): CompiledQuery {
  if (!UUID.test(key)) throw new Error('an Idempotency-Key must be a lower-case UUID here');
  return CompiledQuery.raw(`select pg_try_advisory_xact_lock(hashtextextended('${key}', 0)) as locked,
  stored.fingerprint, stored.response_status, stored.response_body
  from (select 1) as one left join idempotency_keys as stored on stored.key = '${key}'`);
}

type StoredAnswer = Insertable<IdempotencyKeysTable>;

const STORE_ANSWER = (() => {
  const template: StoredAnswer = {
    key: '',
    fingerprint: '',
    method: '',
    path: '',
    response_status: 0,
    response_body: '',
    created_at: new Date(0),
  };
  return namedParameterStatement(columnsOf(template), (p) =>
    compileOnly.insertInto('idempotency_keys').values(p).compile(),
  );
})();

async function claimKey(trx: Transaction<Database>, key: string): Promise<KeyClaim> {
  const { rows } = await trx.executeQuery<KeyClaim>(claimKeyQuery(key));
  const claim = rows[0];
  if (!claim) throw new Error('the key claim returned no row');
  return claim;
}

async function execute(
  trx: Transaction<Database>,
  request: IdempotentRequest,
  now: Date,
  handler: TransactionalHandler,
) {
  const claim = await claimKey(trx, request.key);
  if (!claim.locked) throw stillProcessing();
  if (claim.fingerprint !== null) {
    if (claim.fingerprint !== request.fingerprint) throw keyReused();
    return { status: claim.response_status as number, body: claim.response_body, replayed: true };
  }
  const response = await runInTransactionScope(request.label, () => handler(trx));
  const answer: StoredAnswer = {
    key: request.key,
    fingerprint: request.fingerprint,
    method: request.method,
    path: request.path,
    response_status: response.status,
    response_body: JSON.stringify(response.body),
    created_at: now,
  };
  // The transaction's last statement, its result unread: it may travel with the commit.
  await trx.executeQuery(sentWithCommit(bindNamed(STORE_ANSWER, answer)));
  return { ...response, replayed: false };
}

/**
 * Runs a state-changing handler at most once per Idempotency-Key. One transaction holds the
 * key's advisory lock and lookup, the handler's writes and the stored response: a failing
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
