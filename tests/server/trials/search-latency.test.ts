import { demoContent } from '../../support/demo-content';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, searchUrl } from './support';

/*
 * Search latency over a big index; off by default (CI stays fast). Run it with
 *   TRIAL_BENCH=50000 npx jest tests/server/trials/search-latency.test.ts --selectProjects node
 * (and DATABASE_URL=… for PostgreSQL). It logs the median of 7 runs per query, through the HTTP
 * layer (inject), and asserts only that the answers are sane.
 */
const COUNT = Number(process.env.TRIAL_BENCH ?? 0);
const run = COUNT > 0 ? describe : describe.skip;

const QUERIES: Array<Record<string, string>> = [
  { q: '', zip: '60611' },
  { q: '', zip: '60611', page: '40' },
  { q: '', zip: '' },
  { q: 'diabetes', zip: '10001' },
  { q: 'type 2 diab', zip: '94103' },
  { q: 'study', zip: '60611' },
  { q: 'placebo', zip: '' },
  { q: 'migraña', zip: '60611', language: 'es' },
];

run(`trial search latency over ${String(COUNT)} generated trials`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const outcome = await ensureTrialIndex(t.deps.db, demoContent(), { count: COUNT });
    console.log(
      `seeded ${String(outcome.trialCount)} trials in ${String(outcome.milliseconds)} ms (${t.kind})`,
    );
  }, 600_000);
  afterAll(() => t.close());

  it('answers each query fast enough', async () => {
    const lines: string[] = [];
    for (const params of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < 7; round += 1) {
        const started = performance.now();
        const res = await get(t, searchUrl(params));
        times.push(performance.now() - started);
        expect(res.statusCode).toBe(200);
        total = res.json().totalCount as number;
      }
      times.sort((a, b) => a - b);
      lines.push(
        `${JSON.stringify(params)}: median ${(times[3] ?? 0).toFixed(1)} ms, ${String(total)} matches`,
      );
      expect(total).toBeGreaterThan(0);
    }
    const started = performance.now();
    expect((await get(t, '/api/trials/Suggest?q=dia')).statusCode).toBe(200);
    lines.push(`suggest "dia": ${(performance.now() - started).toFixed(1)} ms`);
    console.log(`${t.kind}, ${String(COUNT)} trials\n${lines.join('\n')}`);
  }, 120_000);
});
