/**
 * Where a search's first run spends its time: each statement it sends, with its time, for a
 * search nobody asked yet on this catalogue (kept answers and counts forgotten first), over a
 * seeded PostgreSQL schema (tests/bench/bench-trial-seed.ts). `--explain` prints each
 * statement's plan with its actual times too (EXPLAIN ANALYZE, run once more).
 *   node --import tsx tests/bench/trial-search-statements.ts <schema> [--explain] 'q=diabetes&zip=10001' …
 */
import { CompiledQuery, sql } from 'kysely';
import { createDatabase, MEMORY_DATA_DIR } from '../../src/server/db/database';
import { parseTrialFilters } from '../../src/shared/domain/trials/trial-filters';
import { forgetSearchAnswers } from '../../src/server/trials/trial-answer-cache';
import { searchTrialIndex, type TrialSearch } from '../../src/server/trials/trial-search';
import { QueryRecorder, READS_ONLY } from '../server/support/query-plans';
import { BENCH_POSTGRES_URL } from './bench-postgres';

const args = process.argv.slice(2);
const explain = args.includes('--explain');
const [schema, ...searches] = args.filter((arg) => arg !== '--explain');
if (!schema || searches.length === 0) {
  console.error('usage: trial-search-statements.ts <schema> [--explain] <query string>…');
  process.exit(2);
}
const recorder = new QueryRecorder();
const database = await createDatabase(
  { databaseUrl: BENCH_POSTGRES_URL, dataDir: MEMORY_DATA_DIR },
  { postgresSchema: schema, poolSize: 2 },
);
const db = database.db.withPlugin(recorder);
try {
  for (const search of searches) {
    const params = new URLSearchParams(search);
    const query: TrialSearch = {
      q: params.get('q') ?? '',
      zip: params.get('zip') ?? '',
      page: Number(params.get('page') ?? 1),
      pageSize: Number(params.get('pageSize') ?? 10),
      language: params.get('language') === 'es' ? 'es' : 'en',
      filters: parseTrialFilters((name) => params.get(name) ?? undefined),
    };
    // Once to warm the plans and pages, as a running server has them; then the measured first run.
    for (const measured of [false, true]) {
      forgetSearchAnswers(db);
      await sql`delete from trial_search_counts`.execute(db);
      recorder.recording = measured;
      const started = performance.now();
      await searchTrialIndex(db, query);
      const total = performance.now() - started;
      recorder.recording = false;
      if (!measured) continue;
      console.info(
        `\n${search}: ${total.toFixed(1)} ms in ${String(recorder.timings(db).length)} statements`,
      );
      for (const { sql: text, ms } of recorder.timings(db))
        console.info(`${ms.toFixed(1).padStart(8)} ms  ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
      if (explain) {
        for (const statement of recorder.compiled(db)) {
          if (!READS_ONLY.test(statement.sql)) continue;
          const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]),
          );
          console.info(`\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
      }
      recorder.clear();
    }
  }
} finally {
  await database.close();
}
