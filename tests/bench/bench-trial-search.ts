/** Trial search latency over a big generated index (TRIAL_SEED_COUNT), through HTTP, median of N per query. */
import { startTestServer } from '../e2e/support/test-server';
import type { DatabaseName, TrialSearchFigures } from './bench-report';
import { median, round } from './bench-stats';

/** The queries of tests/server/trials/search-latency.test.ts. */
export const TRIAL_QUERIES: Array<Record<string, string>> = [
  { q: '', zip: '60611' },
  { q: '', zip: '60611', page: '40' },
  { q: '', zip: '' },
  { q: 'diabetes', zip: '10001' },
  { q: 'type 2 diab', zip: '94103' },
  { q: 'study', zip: '60611' },
  { q: 'placebo', zip: '' },
  { q: 'migraña', zip: '60611', language: 'es' },
];

export async function benchTrialSearch(
  database: DatabaseName,
  options: { trialCount: number; rounds: number; databaseUrl?: string },
): Promise<TrialSearchFigures> {
  const started = performance.now();
  // A database built from nothing: the start's figure includes writing the index.
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
    const queries = [];
    for (const params of TRIAL_QUERIES) {
      const url = `${server.baseUrl}/api/trials/Search?${new URLSearchParams(params).toString()}`;
      const times: number[] = [];
      let matches = 0;
      for (let i = 0; i < options.rounds; i += 1) {
        const t0 = performance.now();
        const res = await fetch(url);
        const body = (await res.json()) as { totalCount?: number };
        times.push(performance.now() - t0);
        if (!res.ok) throw new Error(`trial search ${url} answered ${String(res.status)}`);
        matches = body.totalCount ?? 0;
      }
      queries.push({ query: JSON.stringify(params), medianMs: round(median(times)), matches });
    }
    const medians = queries.map((q) => q.medianMs);
    return {
      database,
      trialCount: options.trialCount,
      startMs,
      rounds: options.rounds,
      queries,
      medianMs: round(median(medians)),
      maxMs: Math.max(...medians),
    };
  } finally {
    await server.dispose();
  }
}
