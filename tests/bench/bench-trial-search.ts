/**
 * Trial search latency over a big generated index (TRIAL_SEED_COUNT), through HTTP: p50 and p95
 * per query, with 1 client and with several at once.
 */
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../e2e/support/test-server';
import type { DatabaseName, TrialQueryFigures, TrialSearchFigures } from './bench-report';
import { percentile, round } from './bench-stats';

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

async function timedGet(url: string): Promise<{ ms: number; totalCount: number; pageCount: number }> {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { totalCount?: number; pageCount?: number };
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`trial search ${url} answered ${String(res.status)}`);
  return { ms, totalCount: body.totalCount ?? 0, pageCount: body.pageCount ?? 1 };
}

async function urlOf(baseUrl: string, params: Record<string, string>): Promise<string> {
  const url = (p: Record<string, string>) =>
    `${baseUrl}/api/trials/Search?${new URLSearchParams(p).toString()}`;
  if (params.page !== 'last') return url(params);
  const first = await timedGet(url({ ...params, page: '1' }));
  return url({ ...params, page: String(Math.max(1, first.pageCount)) });
}

/** Every client asks `rounds` times, all clients at once; the latencies of all their requests. */
async function measure(url: string, clients: number, rounds: number) {
  const times: number[] = [];
  let matches = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < rounds; i += 1) {
        const answer = await timedGet(url);
        times.push(answer.ms);
        matches = answer.totalCount;
      }
    }),
  );
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), matches };
}

/** Requests of a search nobody ran yet (the median is reported). */
const COLD_SAMPLES = 3;

/** The search's time when its counts are not kept: each request after the kept counts are emptied. */
async function measureCold(url: string, server: TestServer): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < COLD_SAMPLES; i += 1) {
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
  try {
    const queries: TrialQueryFigures[] = [];
    for (const params of TRIAL_QUERIES) {
      const url = await urlOf(server.baseUrl, params);
      await timedGet(url); // warms the plan and the pages it reads, as a running server has them
      const coldMs = await measureCold(url, server);
      await timedGet(url); // keeps its counts again, as the first person's search did
      for (const clients of options.concurrency) {
        queries.push({
          query: JSON.stringify(params),
          clients,
          ...(await measure(url, clients, options.rounds)),
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
    await server.dispose();
  }
}
