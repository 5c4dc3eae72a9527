/**
 * Trial search latency over a big generated index (TRIAL_SEED_COUNT), through HTTP: p50 and p95
 * per query, with 1 client and with several at once.
 */
import { sql } from 'kysely';
import { forgetSearchAnswers } from '../../src/server/trials/trial-answer-cache';
import { startTestServer, type TestServer } from '../e2e/support/test-server';
import type { DatabaseName, TrialQueryFigures, TrialSearchFigures } from './bench-report';
import { percentile, round } from './bench-stats';
import { closeConnections, startClientsThread, timedGet, type ClientsThread } from './trial-search-client';

/** `page: 'last'` is the last page of the same search (read from its first answer). */
export const TRIAL_QUERIES: Array<Record<string, string>> = [
  { q: '', zip: '' },
  { q: '', zip: '', page: 'last' },
  { q: '', zip: '60611' },
  { q: '', zip: '60611', page: '40' },
  { q: '', zip: '60611', page: 'last' },
  { q: 'type-2-diabetes', zip: '10001' },
  { q: 'type-2-diabetes', zip: '10001', page: 'last' },
  { q: 'diabetes', zip: '10001' },
  { q: 'type 2 diab', zip: '94103' },
  { q: 'study', zip: '60611' },
  { q: 'placebo', zip: '' },
  { q: 'migraña', zip: '60611', language: 'es' },
  { q: '', zip: '60611', radius: '50' },
  { q: '', zip: '60611', status: 'not-yet-recruiting' },
  { q: '', zip: '60611', phase: '2,3' },
  { q: '', zip: '60611', age: '70' },
  { q: '', zip: '60611', sex: 'female' },
  { q: '', zip: '60611', healthy: 'true' },
  { q: '', zip: '', virtual: 'true' },
  { q: 'asthma', zip: '94103', radius: '100', status: 'recruiting', age: '30' },
];

export interface TrialBenchOptions {
  trialCount: number;
  /** Requests per client per query. */
  rounds: number;
  /** Clients at once, e.g. [1, 10]. */
  concurrency: readonly number[];
  databaseUrl?: string;
  /** The index build's own time when the bench seeded it beforehand (a reused schema); else the start's. */
  indexBuildMs?: number | null;
}

async function urlOf(baseUrl: string, params: Record<string, string>): Promise<string> {
  const url = (p: Record<string, string>) =>
    `${baseUrl}/api/trials/Search?${new URLSearchParams(p).toString()}`;
  if (params.page !== 'last') return url(params);
  const first = await timedGet(url({ ...params, page: '1' }));
  return url({ ...params, page: String(Math.max(1, first.pageCount)) });
}

/** Every client asks `rounds` times, all clients at once (in the clients' thread). */
async function measure(clientsThread: ClientsThread, url: string, clients: number, rounds: number) {
  const { times, matches } = await clientsThread.ask({ url, clients, rounds });
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), matches };
}

/** Requests of a search nobody ran yet (the median is reported). */
const COLD_SAMPLES = 3;

/**
 * The search's time when nothing of it is kept: each request after the kept answers and counts
 * are forgotten.
 */
async function measureCold(url: string, server: TestServer): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < COLD_SAMPLES; i += 1) {
    forgetSearchAnswers(server.deps.db);
    await sql`delete from trial_search_counts`.execute(server.deps.db);
    times.push((await timedGet(url)).ms);
  }
  return round(percentile(times, 50));
}

export async function benchTrialSearch(
  database: DatabaseName,
  options: TrialBenchOptions,
): Promise<TrialSearchFigures> {
  const started = performance.now();
  // A database built from nothing unless a seeded schema is reused: the start then includes writing the index.
  const server = await startTestServer(
    {
      TRIAL_SEED_COUNT: String(options.trialCount),
      RATE_LIMIT_DISABLED: 'true',
      DATABASE_URL: options.databaseUrl ?? '',
    },
    { freshDatabase: true },
  );
  const startMs = Math.round(performance.now() - started);
  const clientsThread = startClientsThread();
  try {
    const queries: TrialQueryFigures[] = [];
    // A server that has answered before (as a running one has): its HTTP path compiled by the
    // JIT. The measured runs of the first query otherwise also time that.
    const warmUp = await urlOf(server.baseUrl, { q: 'warm-up', zip: '' });
    await measure(clientsThread, warmUp, Math.max(...options.concurrency), 5);
    for (const params of TRIAL_QUERIES) {
      const url = await urlOf(server.baseUrl, params);
      await timedGet(url); // warms the plan and the pages it reads, as a running server has them
      const coldMs = await measureCold(url, server);
      await timedGet(url); // keeps its answer and counts again, as the first person's search did
      for (const clients of options.concurrency) {
        queries.push({
          query: JSON.stringify(params),
          clients,
          ...(await measure(clientsThread, url, clients, options.rounds)),
          ...(clients === 1 ? { coldMs } : {}),
        });
      }
    }
    const worst = (clients: number) =>
      Math.max(...queries.filter((q) => q.clients === clients).map((q) => q.p95Ms));
    return {
      database,
      trialCount: options.trialCount,
      startMs,
      indexBuildMs: options.indexBuildMs === undefined ? startMs : options.indexBuildMs,
      rounds: options.rounds,
      queries,
      worstP95Ms: Object.fromEntries(options.concurrency.map((c) => [String(c), worst(c)])),
    };
  } finally {
    await clientsThread.close();
    closeConnections();
    await server.dispose();
  }
}
