import { requestFingerprint } from '../../../../src/server/http/fingerprint';
import type { SendResult } from '../../../../src/shared/outbox/delivery-outcome';
import type { StepScheduler } from './step-scheduler';

/**
 * The server's idempotency rules (src/server/http/idempotency.ts, register-call.ts) as a model,
 * with the real request fingerprint:
 * - an invalid body is refused (400) before the key is looked at, and nothing is stored;
 * - a key being processed right now → 409 with Retry-After 1 s;
 * - a stored key with the same fingerprint → the stored answer, no second effect;
 * - a stored key with another fingerprint → 422;
 * - otherwise the effect and the stored answer commit together (a 503 means the transaction
 *   rolled back: neither happened).
 * Every wait (the request on the wire, the handler, the answer on the wire) is a scheduler point.
 */
export interface ModelRequest {
  key: string;
  method: string;
  path: string;
  body: { group: string; seq: number; valid: boolean; note?: string };
}

export type ServerFault = 'none' | '503';

export interface IdempotentServerModel {
  handle(request: ModelRequest, fault?: ServerFault): Promise<SendResult>;
  /** Keys whose effect happened, in commit order. */
  readonly effects: string[];
  storedAnswer(key: string): SendResult | undefined;
  /** How many answers of each kind ('201', '201 replay', '409', …) were given, to show the faults were exercised. */
  readonly answered: Map<string, number>;
}

export function createIdempotentServerModel(scheduler: StepScheduler): IdempotentServerModel {
  const stored = new Map<string, { fingerprint: string; answer: SendResult }>();
  const inFlight = new Set<string>();
  const effects: string[] = [];

  function decide(request: ModelRequest, fault: ServerFault): SendResult {
    if (fault === '503') return { status: 503, body: { title: 'Service Unavailable' } };
    const fingerprint = requestFingerprint({ ...request, params: {}, query: {} });
    const previous = stored.get(request.key);
    if (previous) {
      if (previous.fingerprint !== fingerprint)
        return { status: 422, body: { title: 'Idempotency-Key reused' } };
      return previous.answer;
    }
    const answer: SendResult = { status: 201, body: { applied: request.key, seq: request.body.seq } };
    effects.push(request.key);
    stored.set(request.key, { fingerprint, answer });
    return answer;
  }

  async function process(request: ModelRequest, fault: ServerFault): Promise<SendResult> {
    await scheduler.point(`arrive ${request.key.slice(-4)}`);
    if (!request.body.valid) return { status: 400, body: { title: 'Bad Request' } };
    if (inFlight.has(request.key)) {
      return { status: 409, body: { title: 'Conflict' }, retryAfterMs: 1_000 };
    }
    inFlight.add(request.key);
    try {
      await scheduler.point(`commit ${request.key.slice(-4)}`);
      return decide(request, fault);
    } finally {
      inFlight.delete(request.key);
    }
  }

  const answered = new Map<string, number>();
  return {
    async handle(request, fault = 'none') {
      const answer = await process(request, fault);
      const kind =
        answer.status === 201 && effects.at(-1) !== request.key ? '201 replay' : String(answer.status);
      answered.set(kind, (answered.get(kind) ?? 0) + 1);
      await scheduler.point(`answer ${request.key.slice(-4)}`);
      return answer;
    },
    effects,
    storedAnswer: (key) => stored.get(key)?.answer,
    answered,
  };
}
