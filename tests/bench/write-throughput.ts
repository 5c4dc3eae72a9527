/**
 * Throughput of an idempotent write (POST /Participant/Add, a fresh Idempotency-Key
 * and enrolment per request) with autocannon: 10 connections for 10 s.
 * PGlite by default; PostgreSQL when DATABASE_URL is set.
 * Usage: [DATABASE_URL=…] node --import tsx tests/bench/write-throughput.ts [seconds]
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startTestServer } from '../e2e/support/test-server';

function participantBody(): string {
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

export async function measureWriteThroughput(seconds = 10) {
  const server = await startTestServer({ RATE_LIMIT_DISABLED: 'true' });
  try {
    const result = await autocannon({
      url: `${server.baseUrl}/Participant/Add`,
      connections: 10,
      duration: seconds,
      method: 'POST',
      setupClient(client) {
        client.setHeaders({ 'content-type': 'application/json' });
      },
      requests: [
        {
          setupRequest(request) {
            return {
              ...request,
              headers: { ...request.headers, 'idempotency-key': randomUUID(), 'x-device-id': randomUUID() },
              body: participantBody(),
            };
          },
        },
      ],
    });
    return {
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      total: result.requests.total,
    };
  } finally {
    await server.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(JSON.stringify(await measureWriteThroughput(Number(process.argv[2] ?? 10))));
}
