/**
 * Seeds a generated trial index of N trials into a PostgreSQL schema of its own and keeps it, so
 * that the trial-search bench can be run again and again over 200,000 trials without writing them
 * each time:
 *   node --import tsx tests/bench/bench-trial-seed.ts <schema> <count>
 * then `BENCH_TRIAL_SCHEMA=<schema> npm run bench -- --only=trials`. Seeding an existing schema
 * again only migrates it and rewrites the index when the set changed.
 */
import pg from 'pg';
import { createDatabase, MEMORY_DATA_DIR } from '../../src/server/db/database';
import { ensureTrialIndex } from '../../src/server/trials/ensure-trial-index';
import { DEMO_PACK_DIR, packIn } from '../support/demo-content';
import { publishContent } from '../../src/server/content/publish-content';
import { BENCH_POSTGRES_URL } from './bench-postgres';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function seedTrialSchema(schema: string, count: number, url = BENCH_POSTGRES_URL) {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
  const database = await createDatabase(
    { databaseUrl: url, dataDir: MEMORY_DATA_DIR },
    { postgresSchema: schema, poolSize: 2 },
  );
  try {
    const { content } = packIn(DEMO_PACK_DIR);
    await publishContent(database.db, content);
    return await ensureTrialIndex(database.db, content, { count });
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('bench-trial-seed.ts')) {
  const [schema = 'bench_trials_200k', count = '200000'] = process.argv.slice(2);
  const started = performance.now();
  const outcome = await seedTrialSchema(schema, Number(count));
  console.log(
    `${schema}: ${String(outcome.trialCount)} trials, ${outcome.applied ? 'written' : 'unchanged'} ` +
      `in ${String(Math.round(performance.now() - started))} ms`,
  );
}
