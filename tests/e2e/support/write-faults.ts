import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/contracts/problem';

/**
 * Test-only fault injection on the server's writes (requests carrying an Idempotency-Key), wired
 * through startTestServer's `onApp` option, so no production code path knows about it. It works
 * for every sender (page, second tab, service worker), which browser-side routing does not
 * reliably see. It also records what each key was answered, to tell a replay from a second send.
 */
export interface WriteFaults {
  /** Answer the next `count` writes with 503 before they reach their handler. */
  fail503(count: number): void;
  /** Hold each write this long before its handler runs (a slow server: a drain then takes time). */
  setLatency(ms: number): void;
  /** Requests seen per Idempotency-Key (including the injected 503s). */
  sends(key: string): number;
  /** Every status answered to a write, in order. */
  statuses(): number[];
  /** How many injected 503s are still to come. */
  pending503(): number;
  install(app: FastifyInstance): void;
}

export function createWriteFaults(): WriteFaults {
  const sent = new Map<string, number>();
  const answered: number[] = [];
  let failures = 0;
  let latencyMs = 0;
  const keyOf = (headers: Record<string, unknown>) => {
    const key = headers[IDEMPOTENCY_HEADER];
    return typeof key === 'string' ? key : null;
  };
  return {
    fail503: (count) => {
      failures = count;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    sends: (key) => sent.get(key) ?? 0,
    statuses: () => [...answered],
    pending503: () => failures,
    install(app) {
      app.addHook('onRequest', async (request, reply) => {
        const key = keyOf(request.headers);
        if (!key) return;
        sent.set(key, (sent.get(key) ?? 0) + 1);
        if (failures > 0) {
          failures -= 1;
          await reply
            .code(503)
            .type('application/problem+json')
            .send({ type: 'about:blank', title: 'Service Unavailable', status: 503 });
          return;
        }
        if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      });
      app.addHook('onResponse', async (request, reply) => {
        if (keyOf(request.headers)) answered.push(reply.statusCode);
      });
    },
  };
}
