/**
 * Throughput of an idempotent write (POST /Participant/Add, a fresh Idempotency-Key
 * and enrolment per request) with autocannon: 10 connections for 10 s.
 * PGlite by default; PostgreSQL when DATABASE_URL is set.
 * Usage: [DATABASE_URL=…] node --import tsx tests/bench/write-throughput.ts [seconds]
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startTestServer } from '../e2e/support/test-server';

export function participantBody(): string {
  return JSON.stringify({
    potentialParticipant_ID: randomUUID(),
    sessionStartDateTime: new Date().toISOString(),
    journeyStatus: 'Partial',
    journeyId: '01',
    tenantKey: 'bench-tenant',
    enrollmentId: randomUUID(),
    source: 'CR',
  });
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections?: number;
  method?: 'GET' | 'POST';
  /** A fresh body per request (POST); each request also gets a fresh Idempotency-Key and device id. */
  body?: () => string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  total: number;
}

/** autocannon against one URL; POSTs get fresh keys and bodies per request. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const method = options.method ?? 'GET';
  const makeBody = options.body;
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds,
    method,
    setupClient(client) {
      client.setHeaders({ 'content-type': 'application/json' });
    },
    ...(method === 'POST' && makeBody
      ? {
          requests: [
            {
              setupRequest(request) {
                return {
                  ...request,
                  headers: {
                    ...request.headers,
                    'idempotency-key': randomUUID(),
                    'x-device-id': randomUUID(),
                  },
                  body: makeBody(),
                };
              },
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

export async function measureWriteThroughput(seconds = 10) {
  const server = await startTestServer({ RATE_LIMIT_DISABLED: 'true' });
  try {
    const figures = await runLoad({
      url: `${server.baseUrl}/Participant/Add`,
      seconds,
      method: 'POST',
      body: participantBody,
    });
    return { database: process.env.DATABASE_URL ? 'postgres' : 'pglite', ...figures };
  } finally {
    await server.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(JSON.stringify(await measureWriteThroughput(Number(process.argv[2] ?? 10))));
}
