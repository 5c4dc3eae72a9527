import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CallContract, ResponseOf } from '../../shared/contracts/define-call';
import { fieldErrorsFromIssues, IDEMPOTENCY_HEADER, type FieldError } from '../../shared/contracts/problem';
import { UNSTORABLE_TEXT_REASON, unstorableTextPaths } from '../../shared/contracts/storable-text';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { EncodedAnswer } from './encoded-answer';
import { requestFingerprint } from './fingerprint';
import { isKeptAnswer } from './kept-answer';
import { runIdempotent, type HandlerResponse } from './idempotency';
import { HttpProblem } from './problem';

export interface CallContext<C extends CallContract> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  /** For a state-changing call: the idempotency transaction. Use it for every query. */
  db: Kysely<Database>;
  request: FastifyRequest;
  /** For headers only (a cookie); the answer is what the handler returns. */
  reply: FastifyReply;
  deps: AppDeps;
}

/** A handler returns the response body (status 200) or `{ status, body }` for another 2xx. */
export type CallResult<C extends CallContract> = ResponseOf<C> | { status: number; body: ResponseOf<C> };
export type CallHandler<C extends CallContract> = (ctx: CallContext<C>) => Promise<CallResult<C>>;

export const REPLAYED_HEADER = 'idempotent-replayed';
const idempotencyKeySchema = z.uuid();

interface ValidInput {
  params: unknown;
  query: unknown;
  body: unknown;
  key?: string;
}

function validateKey(request: FastifyRequest, errors: FieldError[]): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) {
    errors.push({ field: 'header.Idempotency-Key', reason: 'Required for this call' });
    return undefined;
  }
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) errors.push({ field: 'header.Idempotency-Key', reason: 'Must be a UUID' });
  return parsed.success ? parsed.data.toLowerCase() : undefined;
}

/** Validates everything the caller sent before any transaction: a 400 stores nothing. */
function validateInput(contract: CallContract, request: FastifyRequest): ValidInput {
  const errors: FieldError[] = [];
  const key = contract.changesState ? validateKey(request, errors) : undefined;
  const sent = {
    params: { ...(request.params as object) },
    query: { ...(request.query as object) },
    body: (request.body ?? {}) as unknown,
  };
  const parts = {
    params: contract.params.safeParse(sent.params),
    query: contract.query.safeParse(sent.query),
    body: contract.body.safeParse(sent.body),
  };
  for (const [location, result] of Object.entries(parts)) {
    if (!result.success) errors.push(...fieldErrorsFromIssues(location, result.error.issues));
  }
  // Text the database cannot store is refused for every call and field, whatever else is wrong.
  for (const [location, value] of Object.entries(sent)) {
    const paths = unstorableTextPaths(value);
    errors.push(
      ...fieldErrorsFromIssues(
        location,
        paths.map((path) => ({ path, message: UNSTORABLE_TEXT_REASON })),
      ),
    );
  }
  if (errors.length > 0 || !parts.params.success || !parts.query.success || !parts.body.success) {
    throw new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', errors);
  }
  return { params: parts.params.data, query: parts.query.data, body: parts.body.data, key };
}

function isWithStatus(value: unknown): value is HandlerResponse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 && keys.includes('body') && typeof (value as { status?: unknown }).status === 'number'
  );
}

/**
 * Kept answers (kept-answer.ts) already checked, by the answer object: checked once, and from
 * their second sending on sent as bytes encoded once.
 */
const checkedAnswers = new WeakMap<object, { contract: CallContract; checked: object }>();
/** The encoded bytes of a kept answer sent before, by its checked answer. */
const encodedAnswers = new WeakMap<object, EncodedAnswer>();

function checkedBody(contract: CallContract, body: unknown): unknown {
  const kept = isKeptAnswer(body) ? body : null;
  const known = kept ? checkedAnswers.get(kept) : undefined;
  if (known?.contract === contract) {
    if (!encodedAnswers.has(known.checked))
      encodedAnswers.set(known.checked, new EncodedAnswer(known.checked));
    return known.checked;
  }
  const parsed = contract.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(`response of ${contract.name} does not match its contract: ${parsed.error.message}`);
  }
  const checked: unknown = parsed.data;
  if (kept && typeof checked === 'object' && checked !== null)
    checkedAnswers.set(kept, { contract, checked });
  return checked;
}

/** Sends the answer; one sent before goes as the bytes encoded for it (the compression plugin skips those). */
function send(request: FastifyRequest, reply: FastifyReply, response: HandlerResponse) {
  const encoded =
    typeof response.body === 'object' && response.body !== null
      ? encodedAnswers.get(response.body)
      : undefined;
  if (!encoded) return reply.code(response.status).send(response.body);
  const { encoding, bytes } = encoded.bytesFor(request.headers['accept-encoding']);
  reply
    .code(response.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/** Validates the handler's answer against the contract: a mismatch is our bug, hence a 500. */
function checkedResponse(contract: CallContract, result: unknown): HandlerResponse {
  const { status, body } = isWithStatus(result) ? result : { status: 200, body: result };
  return { status, body: checkedBody(contract, body) };
}

async function answer(
  contract: CallContract,
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: CallHandler<CallContract>,
) {
  const input = validateInput(contract, request);
  const run = async (db: Kysely<Database>) =>
    checkedResponse(
      contract,
      await handler({ ...input, db, request, reply, deps } as CallContext<CallContract>),
    );
  if (!input.key) return send(request, reply, await run(deps.db));
  const identity = { method: contract.method, path: contract.path, ...input };
  const outcome = await runIdempotent(
    deps.db,
    {
      key: input.key,
      fingerprint: requestFingerprint(identity),
      method: contract.method,
      path: contract.path,
      label: contract.name,
    },
    deps.now,
    run,
  );
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(outcome.status).send(outcome.body);
}

/**
 * Serves one contract: validation (400 problem with field errors), the Idempotency-Key rules
 * for state-changing calls (see idempotency.ts) and response validation.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  deps: AppDeps,
  contract: C,
  handler: CallHandler<C>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    // A HEAD must never run a state-changing handler (some spec calls change state over GET).
    exposeHeadRoute: !contract.changesState,
    handler: (request, reply) =>
      answer(contract, deps, request, reply, handler as unknown as CallHandler<CallContract>),
  });
}
