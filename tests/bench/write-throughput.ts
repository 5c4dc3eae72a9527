/**
 * Throughput of idempotent writes (a fresh Idempotency-Key and enrolment per request) as a ratio
 * to a raw insert of the same row on the same server, measured alternately in the same run
 * (autocannon, 10 connections). On PGlite, then on PostgreSQL in a throw-away schema when
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers.
 * Usage: node --import tsx tests/bench/write-throughput.ts [seconds per run, 10] [rounds, 3]
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../e2e/support/test-server';
import { postgresUnavailable, withPostgresSchema } from './bench-postgres';
import type { DatabaseName, WriteRatioFigures } from './bench-report';
import { median, ratio, round } from './bench-stats';
import { RAW_PARTICIPANT_INSERT_PATH, registerRawParticipantInsert } from './raw-participant-insert';
import { registerRawPatientInsert } from './raw-patient-insert';

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

/** A bench route that inserts the row a write stores, and nothing else. */
export interface RawInsert {
  name: string;
  path: string;
}

/** A write measured against a raw insert of its row, alternating, in the same run. */
export interface WriteUnderTest extends RawInsert {
  body: () => string;
  /** The raw insert of the same row (from the same body). */
  reference: RawInsert;
}

export interface RatioOptions {
  seconds: number;
  connections: number;
  /** Each round measures the raw insert and every write once; figures are the rounds' medians. */
  rounds: number;
  writes: WriteUnderTest[];
}

type RawServer = Pick<TestServer, 'baseUrl'>;

function medianFigures(rounds: LoadFigures[]): LoadFigures {
  const pick = (field: keyof LoadFigures) => median(rounds.map((r) => r[field]));
  return {
    requestsPerSecond: Math.round(pick('requestsPerSecond')),
    latencyP50Ms: pick('latencyP50Ms'),
    latencyP99Ms: pick('latencyP99Ms'),
    // Summed: one failed request in any round shows.
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    total: rounds.reduce((sum, r) => sum + r.total, 0),
  };
}

/**
 * One write against the raw insert: both warmed up (not counted: the first seconds compile code
 * and fill caches), then `rounds` pairs, the order swapped each round so that load from
 * elsewhere on the machine falls on both alike. Each pair gives a ratio; the figure is the median.
 */
async function measurePair(
  database: DatabaseName,
  server: RawServer,
  write: WriteUnderTest,
  options: RatioOptions,
) {
  const load = (w: RawInsert, seconds: number) =>
    runLoad({
      url: server.baseUrl + w.path,
      seconds,
      connections: options.connections,
      method: 'POST',
      body: write.body,
    });
  const raw = write.reference;
  for (const w of [raw, write]) await load(w, Math.min(2, options.seconds));
  const raws: LoadFigures[] = [];
  const writes: LoadFigures[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? [raw, write] : [write, raw];
    for (const w of order) (w === raw ? raws : writes).push(await load(w, options.seconds));
  }
  const ratios = writes.map((r, i) => ratio(r.requestsPerSecond, raws[i]?.requestsPerSecond ?? NaN));
  const middle = median(ratios.filter((r): r is number => r !== null));
  return {
    database,
    endpoint: write.name,
    rounds: options.rounds,
    write: medianFigures(writes),
    raw: medianFigures(raws),
    ratios,
    ratioToRaw: Number.isFinite(middle) ? round(middle, 3) : null,
  };
}

/**
 * Each write against the raw insert, one write after the other: a write that leaves work behind
 * (Patient/Add queues mail for the message worker) must not weigh on another write's pairs.
 */
export async function measureWriteRatios(
  database: DatabaseName,
  server: RawServer,
  options: RatioOptions,
): Promise<WriteRatioFigures[]> {
  const figures: WriteRatioFigures[] = [];
  for (const write of options.writes) figures.push(await measurePair(database, server, write, options));
  return figures;
}

/** A test server that also serves the raw inserts. */
export async function startWriteServer(databaseUrl = ''): Promise<TestServer> {
  let db: (() => Kysely<Database>) | null = null;
  const database = () => (db as () => Kysely<Database>)();
  const server = await startTestServer(
    { RATE_LIMIT_DISABLED: 'true', DATABASE_URL: databaseUrl },
    {
      onApp: (app) => {
        registerRawParticipantInsert(app, database);
        registerRawPatientInsert(app, database);
      },
    },
  );
  db = () => server.deps.db;
  return server;
}

export const PARTICIPANT_ADD: WriteUnderTest = {
  name: 'POST /Participant/Add',
  path: '/Participant/Add',
  body: participantBody,
  reference: { name: 'raw insert of the participant row', path: RAW_PARTICIPANT_INSERT_PATH },
};

async function measureOn(database: DatabaseName, seconds: number, rounds: number, databaseUrl = '') {
  const server = await startWriteServer(databaseUrl);
  try {
    return await measureWriteRatios(database, server, {
      seconds,
      rounds,
      connections: 10,
      writes: [PARTICIPANT_ADD],
    });
  } finally {
    await server.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 10);
  const rounds = Number(process.argv[3] ?? 3);
  console.info(JSON.stringify(await measureOn('pglite', seconds, rounds)));
  if ((await postgresUnavailable()) === null) {
    const figures = await withPostgresSchema((url) => measureOn('postgres', seconds, rounds, url));
    console.info(JSON.stringify(figures));
  }
}
